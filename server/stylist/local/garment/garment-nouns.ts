import { readPhrases, sensesOf } from './lexicon/lexicon.ts';

// The kind of garment where the last word of the lexicon's key does not say it; otherwise the
// last word does ("chelsea boot" is a boot, "trench coat" a coat).
const KIND: Readonly<Record<string, string>> = {
  't shirt': 'tee',
  'graphic tee': 'tee',
  'band tee': 'tee',
  'long sleeve tee': 'tee',
  'tank top': 'tank',
  'crop top': 'top',
  'knit top': 'top',
  wellington: 'boot',
  ugg: 'boot',
  peacoat: 'coat',
  overcoat: 'coat',
  raincoat: 'coat',
  parka: 'coat',
  puffer: 'jacket',
  blazer: 'jacket',
  sundress: 'dress',
  gown: 'dress',
  bodycon: 'dress',
  kaftan: 'dress',
  swimsuit: 'swimwear',
  'swim shorts': 'swimwear',
  'bikini top': 'swimwear',
  cutoffs: 'shorts',
  'court shoe': 'heel',
  'heeled sandal': 'heel',
  oxford: 'dress shoe',
  derby: 'dress shoe',
  brogue: 'dress shoe',
  'monk strap': 'dress shoe',
  'running shoe': 'sneaker',
  turtleneck: 'sweater',
  'sweater vest': 'sweater',
  sweatshirt: 'sweater',
  'mock neck': 'sweater',
  leggings: 'trousers',
  joggers: 'trousers',
  sweatpants: 'trousers',
  chinos: 'trousers',
  'cargo trousers': 'trousers',
  'suit trousers': 'trousers',
  cords: 'trousers',
  culottes: 'trousers',
  'palazzo pants': 'trousers',
  pants: 'trousers',
  shacket: 'jacket',
  gilet: 'jacket',
  harrington: 'jacket',
  shearling: 'jacket',
  'winter scarf': 'scarf',
  'silk scarf': 'scarf',
  beanie: 'hat',
  cap: 'hat',
  'sun hat': 'hat',
  'panama hat': 'hat',
  fedora: 'hat',
  beret: 'hat',
  camisole: 'top',
  halter: 'top',
  blouse: 'top',
  polo: 'shirt',
  henley: 'shirt',
  jersey: 'shirt',
  'oxford shirt': 'shirt',
  'dress shirt': 'shirt',
  'flannel shirt': 'shirt',
  'denim shirt': 'shirt',
  'rugby shirt': 'shirt',
};

const nounKey = (phrase: string) => sensesOf(phrase)?.find((s) => s.noun)?.key ?? null;

/** Whether a word names a garment the stylist knows ("boot"), not a detail ("breton"). */
export const isGarmentNoun = (word: string) => nounKey(word) !== null;

/** The garment a phrase names ("cigarette trousers" -> "trousers"), or null. */
export function garmentNounOf(text: string): string | null {
  let last: string | null = null;
  for (const f of readPhrases(text)) {
    const noun = f.senses.find((s) => s.noun);
    if (noun) last = noun.key;
  }
  return last;
}

/** The garment's main name, the lexicon's key: a "tee" is a "t shirt", "slacks" are "trousers". */
export const garmentName = (noun: string) => nounKey(noun) ?? noun;

/** The kind of garment: a "chelsea boot" is a boot, a "t shirt" a tee. */
export function garmentFamily(noun: string): string {
  const name = garmentName(noun);
  return KIND[name] ?? name.split(' ').pop() ?? name;
}

/** 1 when the nouns are the same garment, 0.6 when they are the same kind, else 0. */
export function garmentSimilarity(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  if (garmentName(a) === garmentName(b)) return 1;
  return garmentFamily(a) === garmentFamily(b) ? 0.6 : 0;
}
