import type { Occasion } from '../../../../contract/outfits.ts';
import type { StylistItem } from '../../stylist.ts';
import { LAYERING_TIP_AT_OR_BELOW, LIGHT_TIP_AT_OR_ABOVE } from '../climate/climate.ts';
import { isDark } from '../garment/color/color-families.ts';
import type { PersonaContext, WantedStyle } from '../garment/style-context.ts';
import { pick, type Random } from '../prng.ts';
import type { Conditions } from './occasion-rules.ts';
import type { OutfitQuality, Piece } from './outfit-quality.ts';

/** A piece the hard rules kept out, named in a tip to explain the choice. */
export interface ExcludedPiece {
  item: StylistItem;
  reason: 'rain' | 'cold' | 'heat';
  material: string | null;
}

export interface TipContext {
  conditions: Conditions;
  preferences: readonly WantedStyle[];
  persona: PersonaContext | null;
  anchorId: string | null;
  excluded: readonly ExcludedPiece[];
  meanTimesWorn: number;
  random: Random;
}

const OCCASION_PHRASE: Readonly<Record<Occasion, string>> = {
  work: 'work',
  casual: 'a casual day',
  evening: 'an evening out',
  date: 'a date',
  formal: 'a formal occasion',
  athletic: 'a workout',
};

const OPENERS: Readonly<Record<Occasion, readonly [string, ...string[]]>> = {
  work: ['A polished work look', 'Office-ready', 'Sharp and work-appropriate'],
  casual: ['An easy casual look', 'Relaxed and put together', 'A laid-back outfit'],
  evening: ['An evening look', 'Dressed up for the evening', 'A night-out outfit'],
  date: ['A date look', 'Date-ready', 'Dressed for a date'],
  formal: ['A formal look', 'Dressed for the occasion', 'A formal outfit'],
  athletic: ['A workout-ready look', 'Ready to move', 'Training-ready'],
};

/** "the Navy Blazer", or the name as it is when it already starts with an article or "my". */
export function nameOf(item: StylistItem): string {
  const name = item.name.trim() || 'piece';
  return /^(the|my|your|a|an)\s/i.test(name) ? name : `the ${name}`;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const listOf = (parts: readonly string[]) =>
  parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;

/** "is" or "are" for an item's name: "Jeans" and "Boots" are plural; "Dress" and "Chorus" are not. */
export const isAre = (item: StylistItem) => (/[^su]s$/i.test(item.name.trim()) ? 'are' : 'is');

const bySlot = (pieces: readonly Piece[], slot: Piece['slot']) =>
  pieces.find((p) => p.slot === slot);

function weatherLabel(c: Conditions): string {
  const sky = c.rainy ? 'rainy' : c.sunny ? 'sunny' : 'cloudy';
  return `a ${sky} ${c.temperature} °F day`;
}

/** One sentence naming the pieces: "A polished work look for a rainy 50 °F day: …". */
export function describeOutfit(pieces: readonly Piece[], ctx: TipContext): string {
  const c = ctx.conditions;
  const top = bySlot(pieces, 'top');
  const bottom = bySlot(pieces, 'bottom');
  const dress = bySlot(pieces, 'dress');
  const shoes = bySlot(pieces, 'shoes');
  const outer = bySlot(pieces, 'outerwear');
  const accessory = bySlot(pieces, 'accessory');
  const anchor = pieces.find((p) => p.item.id === ctx.anchorId);

  const under = dress ? [dress] : [top, bottom].filter((p) => p !== undefined);
  let sentence = listOf(under.map((p) => nameOf(p.item)));
  if (outer) sentence = `${nameOf(outer.item)} over ${sentence}`;
  if (shoes) sentence += ` with ${nameOf(shoes.item)}`;
  if (accessory) sentence += `, finished with ${nameOf(accessory.item)}`;
  const opener = c.demands
    ? `Dressed for ${c.demands.phrase}`
    : pick(ctx.random, OPENERS[c.occasion]);
  const prefix = anchor ? `Built around ${nameOf(anchor.item)}. ` : '';
  return `${prefix}${opener} on ${weatherLabel(c)}: ${sentence}.`;
}

function rainTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  const r = ctx.random;
  const shoes = bySlot(pieces, 'shoes');
  if (!ctx.conditions.rainy) return null;
  // Tips name only the look's own pieces: what stayed home is said by material, not by name.
  const material = ctx.excluded.find((e) => e.reason === 'rain' && e.material)?.material;
  const why = material ? ` Anything ${material} stays home today.` : '';
  const umbrella = pieces.find((p) => p.slot === 'accessory' && p.traits.rainGear);
  const layer = bySlot(pieces, 'outerwear');
  if (umbrella && layer && !layer.traits.rainReady)
    return `${capitalize(nameOf(umbrella.item))} keeps the rain off ${nameOf(layer.item)}.${why}`;
  const ready =
    pieces.find((p) => p.traits.rainReady && p.slot !== 'accessory') ??
    pieces.find((p) => p.traits.rainReady);
  if (ready) {
    // Only rain gear is claimed to be made for rain; a wool coat or a parka merely copes with it.
    const claims: [string, ...string[]] = ready.traits.rainGear
      ? [
          `Rain is forecast, and ${nameOf(ready.item)} ${isAre(ready.item)} made for it.`,
          `${capitalize(nameOf(ready.item))} ${isAre(ready.item)} water-resistant, so the rain won't spoil the look.`,
        ]
      : [
          `${capitalize(nameOf(ready.item))} can take a shower, so the rain won't spoil the look.`,
          `Rain is forecast: ${nameOf(ready.item)} will see you through a shower.`,
        ];
    return pick(r, claims) + why;
  }
  if (shoes)
    return `It's a rainy day, so ${nameOf(shoes.item)} step${isAre(shoes.item) === 'are' ? '' : 's'} in where suede or open shoes would be ruined.${why}`;
  return null;
}

function temperatureTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  const c = ctx.conditions;
  const r = ctx.random;
  const temp = c.temperature;
  const outer = bySlot(pieces, 'outerwear');
  const under = bySlot(pieces, 'top') ?? bySlot(pieces, 'dress');
  if (temp <= LAYERING_TIP_AT_OR_BELOW && outer) {
    const warm = pieces.find((p) =>
      p.traits.materials.some((m) =>
        ['wool', 'cashmere', 'merino', 'fleece', 'down', 'knit', 'tweed', 'flannel'].includes(m),
      ),
    );
    const layer = under
      ? pick(r, [
          `At ${temp} °F, layer ${nameOf(outer.item)} over ${nameOf(under.item)}.`,
          `It's ${temp} °F out: ${nameOf(outer.item)} goes on top of ${nameOf(under.item)}.`,
        ])
      : `At ${temp} °F you'll want ${nameOf(outer.item)}.`;
    const material = warm?.traits.materials.find((m) =>
      ['wool', 'cashmere', 'merino', 'fleece', 'down', 'knit', 'tweed', 'flannel'].includes(m),
    );
    const extra = warm && material ? ` The ${material} in ${nameOf(warm.item)} adds warmth.` : '';
    return layer + extra;
  }
  if (temp >= LIGHT_TIP_AT_OR_ABOVE) {
    const light =
      pieces.find(
        (p) => p.traits.materials.includes('linen') || p.traits.materials.includes('seersucker'),
      ) ?? pieces.find((p) => p.slot !== 'accessory' && p.traits.warmth <= 0.5);
    if (light)
      return `${capitalize(nameOf(light.item))} ${isAre(light.item)} light enough for ${temp} °F.`;
    return `No layer needed at ${temp} °F.`;
  }
  const sun = pieces.find((p) => p.traits.sunGear);
  if (c.sunny && sun)
    return `${capitalize(nameOf(sun.item))} ${isAre(sun.item)} there for the sunshine.`;
  if (outer && !c.rainy)
    return `${capitalize(nameOf(outer.item))} ${isAre(outer.item)} an easy layer to take off at ${temp} °F.`;
  return null;
}

function colorTip(
  pieces: readonly Piece[],
  quality: OutfitQuality,
  ctx: TipContext,
): string | null {
  const r = ctx.random;
  const colorful = pieces.filter(
    (p) => p.traits.color.kind === 'color' || p.traits.color.kind === 'pattern',
  );
  const neutrals = pieces.filter((p) => p.traits.color.kind === 'neutral');
  const neutralLabels = [...new Set(neutrals.map((p) => p.traits.color.phrase))];
  const best = [...quality.pairs].sort((x, y) => y.harmony.score - x.harmony.score)[0];
  if (best && best.harmony.score > 0.3) {
    const a = best.a.traits.color.phrase;
    const b = best.b.traits.color.phrase;
    const an = nameOf(best.a.item);
    const bn = nameOf(best.b.item);
    switch (best.harmony.kind) {
      case 'complementary':
        return `${capitalize(a)} and ${b} sit opposite each other on the colour wheel, so ${an} and ${bn} make each other stand out.`;
      case 'analogous':
        return `${capitalize(a)} and ${b} are neighbours on the colour wheel: ${an} and ${bn} blend into a calm, analogous look.`;
      case 'tonal':
        return `${capitalize(an)} and ${bn} are tonal shades of the same colour family, which reads polished.`;
      default:
        return `${capitalize(a)} and ${b} form a balanced ${best.harmony.kind.replace('-', ' ')} pairing on the colour wheel.`;
    }
  }
  const keys = new Set(colorful.map((p) => p.traits.color.key));
  if (keys.size === 0 && neutralLabels.length >= 2) {
    return pick(r, [
      `An all-neutral palette (${listOf(neutralLabels)}) keeps the look calm; any accent colour would work with it.`,
      `${capitalize(listOf(neutralLabels))} are ${neutralLabels.length === 2 ? 'both' : 'all'} neutrals, so every piece goes with every other.`,
    ]);
  }
  const one = colorful[0];
  if (keys.size === 1 && one && one.traits.color.kind === 'pattern') {
    const rest = neutralLabels.length ? ` against ${listOf(neutralLabels)}` : '';
    return `${capitalize(nameOf(one.item))} ${isAre(one.item)} the one print${rest}; solid neutrals keep a print from getting busy.`;
  }
  if (keys.size === 1 && one) {
    const rest = neutralLabels.length ? ` against ${listOf(neutralLabels)}` : '';
    return pick(r, [
      `${capitalize(nameOf(one.item))} ${isAre(one.item)} the one colour (${one.traits.color.phrase})${rest}: neutrals let it lead.`,
      `One colour, ${one.traits.color.phrase}, from ${nameOf(one.item)}${rest}; the neutrals keep it easy to wear.`,
    ]);
  }
  if (keys.size >= 2) {
    const labels = [...new Set(colorful.map((p) => p.traits.color.phrase))];
    const ground = neutralLabels.length ? `, grounded by ${listOf(neutralLabels)}` : '';
    return `${capitalize(listOf(labels))} stay within the three-colour limit${ground}.`;
  }
  return null;
}

function rotationTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  const ranked = pieces
    .filter((p) => p.item.id !== ctx.anchorId)
    .sort(
      (x, y) =>
        y.score.rotation.score - x.score.rotation.score || x.item.id.localeCompare(y.item.id),
    );
  for (const p of ranked) {
    const item = p.item;
    const days = p.score.rotation.daysSince;
    if (item.timesWorn === 0 && !item.lastWorn) {
      return pick(ctx.random, [
        `You haven't worn ${nameOf(item)} yet: today is a good day to start.`,
        `${capitalize(nameOf(item))} ${isAre(item)} still unworn; this outfit gives ${isAre(item) === 'are' ? 'them' : 'it'} a first outing.`,
      ]);
    }
    if (days !== null && days >= 30) {
      return pick(ctx.random, [
        `${capitalize(nameOf(item))} ${isAre(item) === 'are' ? "haven't" : "hasn't"} been out in ${days} days.`,
        `It's been ${days} days since you wore ${nameOf(item)}: time to bring ${isAre(item) === 'are' ? 'them' : 'it'} back.`,
      ]);
    }
    if (item.timesWorn > 0 && item.timesWorn < ctx.meanTimesWorn / 2) {
      const times =
        item.timesWorn === 1 ? 'once' : item.timesWorn === 2 ? 'twice' : `${item.timesWorn} times`;
      return `${capitalize(nameOf(item))} ${isAre(item) === 'are' ? 'have' : 'has'} only been worn ${times}, less than most of your wardrobe.`;
    }
  }
  return null;
}

function styleTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  if (ctx.persona) {
    const p = ctx.persona;
    const byWord = pieces.find((x) => x.score.persona?.word);
    if (byWord?.score.persona?.word) {
      return `${capitalize(nameOf(byWord.item))} echo${isAre(byWord.item) === 'are' ? '' : 'es'} the "${byWord.score.persona.word}" in your persona's description.`;
    }
    const byPalette = pieces.find((x) => x.score.persona?.palette);
    if (byPalette?.score.persona?.palette && p.palette.length) {
      // The palette's own words only when they are this piece's colour: tips name what is worn.
      const own = byPalette.traits.color.phrase;
      const entry = byPalette.score.persona.palette;
      const named = own.split(' ').includes(entry) ? ` (${entry})` : '';
      return `${capitalize(nameOf(byPalette.item))} in ${own} fit${isAre(byPalette.item) === 'are' ? '' : 's'} your persona's palette${named}.`;
    }
    const byStyle = pieces.find((x) => x.score.persona?.style);
    if (byStyle?.score.persona?.style) {
      return `${capitalize(nameOf(byStyle.item))} bring${isAre(byStyle.item) === 'are' ? '' : 's'} out your persona's ${byStyle.score.persona.style} side.`;
    }
  }
  if (ctx.preferences.length) {
    const byWords = [...pieces].sort(
      (x, y) => y.score.style.byWords.length - x.score.style.byWords.length,
    )[0];
    if (byWords && byWords.score.style.byWords.length) {
      return pick(ctx.random, [
        `${capitalize(nameOf(byWords.item))} bring${isAre(byWords.item) === 'are' ? '' : 's'} the ${listOf(byWords.score.style.byWords)} touch you asked for.`,
        `For your ${listOf(byWords.score.style.byWords)} preference: ${nameOf(byWords.item)}.`,
      ]);
    }
    const byColor = pieces.find((x) => x.score.style.byColor.length);
    if (byColor) {
      return `The ${byColor.traits.color.phrase} of ${nameOf(byColor.item)} suits a ${listOf(byColor.score.style.byColor)} palette.`;
    }
  }
  return null;
}

function occasionTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  // An occasion in the user's words has its own tip (demandsTip).
  if (ctx.conditions.demands) return null;
  const occasion = ctx.conditions.occasion;
  const core = pieces.filter((p) => p.slot !== 'accessory');
  if (!core.length) return null;
  if (occasion === 'athletic') {
    const names = core.filter((p) => p.traits.activewear).map((p) => nameOf(p.item));
    return names.length ? `${capitalize(listOf(names))} are made to move in.` : null;
  }
  const sorted = [...core].sort((x, y) =>
    occasion === 'casual'
      ? x.traits.formality - y.traits.formality
      : y.traits.formality - x.traits.formality,
  );
  const lead = sorted[0];
  if (!lead) return null;
  return occasion === 'casual'
    ? `${capitalize(nameOf(lead.item))} keep${isAre(lead.item) === 'are' ? '' : 's'} it relaxed.`
    : `${capitalize(nameOf(lead.item))} set${isAre(lead.item) === 'are' ? '' : 's'} the right level of polish for ${OCCASION_PHRASE[occasion]}.`;
}

const does = (item: StylistItem, verb: string) =>
  `${capitalize(nameOf(item))} ${isAre(item) === 'are' ? verb : `${verb}s`}`;

/** How the look answers an occasion described in words: dark for a funeral, colour for Diwali. */
function demandsTip(pieces: readonly Piece[], ctx: TipContext): string | null {
  const d = ctx.conditions.demands;
  if (!d) return null;
  const core = pieces.filter((p) => p.slot !== 'accessory');
  const shoes = bySlot(pieces, 'shoes');
  if (d.codes.has('practical') && shoes)
    return `${does(shoes.item, 'keep')} you steady for ${d.phrase}, and nothing in the look is too delicate for it.`;
  if (d.codes.has('sober')) {
    const dark = core.filter((p) => isDark(p.traits.color));
    if (dark.length)
      return `${capitalize(listOf(dark.slice(0, 2).map((p) => nameOf(p.item))))} keep the look dark and sober for ${d.phrase}.`;
  }
  if (d.codes.has('festive')) {
    const bright = core.find(
      (p) => p.traits.color.kind === 'color' || p.traits.color.kind === 'pattern',
    );
    if (bright) return `${does(bright.item, 'bring')} festive colour to ${d.phrase}.`;
  }
  if (d.codes.has('breezy')) {
    const light = [...core].sort((x, y) => x.traits.warmth - y.traits.warmth)[0];
    if (light) return `${does(light.item, 'keep')} it light and breezy for ${d.phrase}.`;
  }
  if (d.avoid.size) {
    // Named by the look's own colours: a tip names only what is worn.
    const colors = [...new Set(core.map((p) => p.traits.color.phrase).filter(Boolean))];
    return colors.length
      ? `${capitalize(listOf(colors.slice(0, 3)))} keep${colors.length === 1 ? 's' : ''} clear of the colours ${d.phrase} asks you to avoid.`
      : `Nothing in this look is in a colour ${d.phrase} asks you to avoid.`;
  }
  const lead = [...core].sort((x, y) => y.traits.formality - x.traits.formality)[0];
  return lead ? `${does(lead.item, 'set')} the right level of polish for ${d.phrase}.` : null;
}

/** Two to four tips that name the pieces and the reasons: weather, colour, rotation, style. */
export function outfitTips(
  pieces: readonly Piece[],
  quality: OutfitQuality,
  ctx: TipContext,
): string[] {
  const rain = rainTip(pieces, ctx);
  const temperature = temperatureTip(pieces, ctx);
  const primary = [
    rain ?? temperature,
    demandsTip(pieces, ctx),
    colorTip(pieces, quality, ctx),
    rotationTip(pieces, ctx),
    styleTip(pieces, ctx),
  ];
  const secondary = [rain ? temperature : null, occasionTip(pieces, ctx)];
  return [...primary, ...secondary].filter((t): t is string => t !== null).slice(0, 4);
}
