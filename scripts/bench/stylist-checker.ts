// The evaluation's own idea of common sense, kept apart from the engine: it reads only the flags
// written by hand next to each bench piece (stylist-wardrobes.ts), never the engine's lexicon or
// rules, so an engine bug cannot hide itself by agreeing with its own checker.
import type { Occasion, Weather } from '../../contract/outfits.ts';
import type { BenchPiece } from './stylist-wardrobes.ts';

export interface Condition {
  occasion: Occasion;
  weather: Weather;
  temperature: number;
}

const DRESSED_UP: ReadonlySet<Occasion> = new Set(['work', 'formal', 'evening', 'date']);
const CORE = new Set(['tops', 'bottoms', 'dresses', 'outerwear']);

/** Every common-sense rule a look breaks, as short labels ("rain gear in the sun: Rain Mac"). */
export function lookProblems(look: readonly BenchPiece[], c: Condition): string[] {
  const problems: string[] = [];
  const has = (p: BenchPiece, flag: string) => p.flags.has(flag);
  const flag = (rule: string, p: BenchPiece) => problems.push(`${rule}: ${p.name}`);
  const count = (category: string) => look.filter((p) => p.category === category).length;
  const rainy = c.weather === 'rainy';
  const sunny = c.weather === 'sunny';
  const t = c.temperature;
  const layer = look.find((p) => p.category === 'outerwear');
  const umbrella = look.some((p) => p.category === 'accessories' && has(p, 'rain'));

  // Complete: a top and a bottom, or a dress; one pair of shoes.
  const separates = count('tops') === 1 && count('bottoms') === 1 && count('dresses') === 0;
  const dress = count('dresses') === 1 && count('tops') === 0 && count('bottoms') === 0;
  if (!separates && !dress) problems.push('incomplete: needs a top and bottom, or a dress');
  if (count('shoes') !== 1) problems.push('incomplete: needs one pair of shoes');
  if (count('outerwear') > 1) problems.push('two coats');

  const top = look.find((p) => p.category === 'tops');
  const gown = look.some((p) => p.category === 'dresses' && p.formality >= 4);
  for (const p of look) {
    if (has(p, 'indoor')) flag('house wear outside', p);
    if (has(p, 'tie') && (!top || !has(top, 'collar'))) flag('a tie without a collared shirt', p);
    if (has(p, 'laceup') && gown) flag('lace-up shoes with a dressy dress', p);
    if (has(p, 'sun') && c.occasion === 'evening') flag('sun gear at night', p);
    // Weather, both ways.
    if (sunny && has(p, 'rain')) flag('rain gear in the sun', p);
    if (rainy && has(p, 'sun')) flag('sun gear in the rain', p);
    if (t >= 60 && has(p, 'winter')) flag(`winter piece at ${t} °F`, p);
    if (t >= 65 && has(p, 'heavy')) flag(`heavy coat at ${t} °F`, p);
    if (t >= 80 && has(p, 'mid')) flag(`jacket at ${t} °F`, p);
    if (t >= 80 && has(p, 'warm')) flag(`warm knit at ${t} °F`, p);
    if (t >= 85 && has(p, 'wool')) flag(`winter material at ${t} °F`, p);
    if ((t <= 55 || rainy) && has(p, 'open')) flag('open shoes in the cold or rain', p);
    if (t <= 50 && has(p, 'legs')) flag(`bare legs at ${t} °F`, p);
    if (has(p, 'summer') && (t <= 45 || ((t <= 60 || rainy) && !layer)))
      flag('summer piece in the cold or rain', p);
    if (rainy && (has(p, 'suede') || has(p, 'canvas'))) flag('suede or canvas in the rain', p);

    // Occasion, both ways.
    const core = CORE.has(p.category);
    if (DRESSED_UP.has(c.occasion)) {
      for (const f of ['sport', 'sneaker', 'lounge', 'cap', 'beach', 'swim'])
        if (has(p, f)) flag(`${f} piece for ${c.occasion}`, p);
      if (c.occasion !== 'date' && has(p, 'legs')) flag(`shorts for ${c.occasion}`, p);
    }
    if (c.occasion === 'work' && has(p, 'nowork')) flag('not for the office', p);
    if (c.occasion === 'formal') {
      if (core && p.formality < 3.5) flag('too casual for formal', p);
      if (p.category === 'shoes' && p.formality < 4) flag('formal look without formal shoes', p);
      if (p.category === 'accessories' && p.formality < 3) flag('casual accessory for formal', p);
    }
    if (c.occasion === 'evening') {
      if (core && p.formality < 2.5) flag('too casual for the evening', p);
      if (p.category === 'shoes' && p.formality < 3) flag('casual shoes for the evening', p);
      if (p.category === 'accessories' && p.formality < 2.5)
        flag('casual accessory for the evening', p);
    }
    if (c.occasion === 'work') {
      if (core && p.formality < 2) flag('too casual for work', p);
      if (p.category === 'shoes' && p.formality < 2.5) flag('casual shoes for work', p);
    }
    if (c.occasion === 'date' && core && p.formality < 2) flag('too casual for a date', p);
    if (c.occasion === 'casual' && core && p.formality >= 4.5) flag('black tie for casual', p);
    if (has(p, 'swim') && !(c.occasion === 'casual' && sunny && t >= 80))
      flag('swimwear off the beach', p);
    if (c.occasion === 'athletic') {
      if (p.formality >= 3.5) flag('dressy piece for a workout', p);
      if (p.category === 'shoes' && !has(p, 'sport') && !has(p, 'sneaker'))
        flag('workout without sports shoes', p);
      // Plain shorts will do for a workout; jeans or a skirt will not.
      if ((p.category === 'bottoms' || p.category === 'dresses') && !has(p, 'sport'))
        if (!has(p, 'legs')) flag('workout without sportswear', p);
      if (p.category === 'outerwear' && p.formality > 2.5) flag('dressy layer for a workout', p);
    }
  }

  // The layer when it is cold or rainy, warm enough and fit for rain.
  if (!layer && (t <= 50 || rainy))
    problems.push(`no layer at ${t} °F${rainy ? ' in the rain' : ''}`);
  if (layer) {
    if (t <= 32 && !has(layer, 'heavy')) flag(`coat not warm enough for ${t} °F`, layer);
    else if (t <= 45 && has(layer, 'light')) flag(`coat not warm enough for ${t} °F`, layer);
    if (rainy && !has(layer, 'rain') && !has(layer, 'rainok') && !umbrella)
      flag('layer that cannot take rain, and no umbrella', layer);
  }
  return problems;
}

// Colour words a tip might use; a tip may name one only when a piece of the look carries it.
export const COLOUR_WORDS = [
  'black',
  'white',
  'grey',
  'gray',
  'navy',
  'beige',
  'camel',
  'cream',
  'brown',
  'tan',
  'nude',
  'charcoal',
  'ivory',
  'red',
  'burgundy',
  'maroon',
  'wine',
  'pink',
  'blush',
  'rose',
  'coral',
  'orange',
  'rust',
  'terracotta',
  'mustard',
  'yellow',
  'gold',
  'silver',
  'green',
  'olive',
  'sage',
  'emerald',
  'khaki',
  'teal',
  'turquoise',
  'blue',
  'cobalt',
  'indigo',
  'denim',
  'purple',
  'lavender',
  'lilac',
  'plum',
  'taupe',
  'stone',
  'sand',
  'chestnut',
  'champagne',
  'oatmeal',
  'mint',
  'lime',
  'fuchsia',
  'magenta',
  'violet',
  'peach',
  'apricot',
  'aqua',
  'forest',
];
