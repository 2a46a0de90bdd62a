// The garment lexicon as one index: every noun, modifier, other name and misspelling, found in a
// piece's texts longest phrase first, with plural folding and a careful spelling fallback.
import { COLOR_ALIASES, NAMED_COLORS } from '../color/color-names.ts';
import { words } from '../text-tokens.ts';
import type { GarmentModifier, GarmentNoun } from './lexicon-types.ts';
import { MODIFIERS } from './modifiers.ts';
import { ACCESSORY_NOUNS } from './nouns-accessories.ts';
import { BOTTOM_NOUNS, DRESS_NOUNS, TOP_NOUNS } from './nouns-clothes.ts';
import { OUTERWEAR_NOUNS } from './nouns-layers.ts';
import { SHOE_NOUNS } from './nouns-shoes.ts';
import { closestWord } from './spelling.ts';

export { MODIFIERS };

/** Every garment noun by its canonical key ("t shirt", "raincoat", "court shoe"). */
export const NOUNS: Readonly<Record<string, GarmentNoun>> = {
  ...TOP_NOUNS,
  ...BOTTOM_NOUNS,
  ...DRESS_NOUNS,
  ...OUTERWEAR_NOUNS,
  ...SHOE_NOUNS,
  ...ACCESSORY_NOUNS,
};

export type Sense =
  | { key: string; noun: GarmentNoun; modifier?: undefined }
  | { key: string; modifier: GarmentModifier; noun?: undefined };

/** A phrase of a text and everything it may mean ("oxford": a shirt or a shoe). */
export interface Found {
  phrase: string;
  senses: readonly Sense[];
}

const INDEX = new Map<string, Sense[]>();
// For each word that starts a phrase, the longest phrase it starts (in words).
const SPAN = new Map<string, number>();

function add(text: string, sense: Sense) {
  const phrase = words(text).join(' ');
  if (!phrase) return;
  const senses = INDEX.get(phrase) ?? [];
  if (!senses.some((s) => s.key === sense.key && !s.noun === !sense.noun)) senses.push(sense);
  INDEX.set(phrase, senses);
  const parts = phrase.split(' ');
  const first = parts[0] ?? '';
  SPAN.set(first, Math.max(SPAN.get(first) ?? 1, parts.length));
}

for (const [key, noun] of Object.entries(NOUNS)) {
  for (const text of [key, ...(noun.aka ?? [])]) add(text, { key, noun });
}
for (const [key, modifier] of Object.entries(MODIFIERS)) {
  for (const text of [key, ...(modifier.aka ?? [])]) add(text, { key, modifier });
}

/** What a phrase means, trying singular forms ("boots", "dresses", "hoodies", "scarves"). */
export function sensesOf(phrase: string): readonly Sense[] | null {
  const exact = INDEX.get(phrase);
  if (exact) return exact;
  const tries: string[] = [];
  if (phrase.endsWith('ies')) tries.push(`${phrase.slice(0, -3)}y`, phrase.slice(0, -1));
  if (phrase.endsWith('ves')) tries.push(`${phrase.slice(0, -3)}f`);
  if (phrase.endsWith('es')) tries.push(phrase.slice(0, -2));
  if (phrase.endsWith('s') && !phrase.endsWith('ss')) tries.push(phrase.slice(0, -1));
  for (const t of tries) {
    const senses = INDEX.get(t);
    if (senses) return senses;
  }
  return null;
}

const COLOUR_WORDS = new Set(
  [...Object.keys(NAMED_COLORS), ...Object.keys(COLOR_ALIASES)].flatMap((c) => words(c)),
);
// "light blue" is a colour, not a light-weight piece.
const SHADE_WORDS = new Set(['light', 'pale', 'dark', 'deep', 'bright', 'soft', 'dusty']);

/** Whether a word is a colour name or part of one ("navy", "olive", "blue"). */
export const isColourWord = (w: string) => COLOUR_WORDS.has(w);

// Words never corrected to a garment: colours, shades and common words in piece names.
const NOT_GARMENTS = new Set([
  ...SHADE_WORDS,
  'plain',
  'basic',
  'classic',
  'vintage',
  'favourite',
  'favorite',
  'sunday',
  'mystery',
  'stripe',
  'striped',
  'floral',
  'print',
  'printed',
  'check',
  'checked',
  'spotty',
  'dotty',
  'slim',
  'skinny',
  'straight',
  'fitted',
  'cropped',
  'relaxed',
  'flared',
  'wide',
  'little',
  'black',
  'white',
  'my',
  'the',
  'and',
  'with',
  'new',
  'old',
  'best',
  'fave',
  'long',
  'short',
  'high',
  'low',
  'waisted',
  'waist',
  'rise',
  'leg',
  'fit',
  'cotton',
  'stretch',
  'soft',
  'cosy',
  'cozy',
  'comfy',
  'cute',
  'retro',
  'simple',
]);

/** Whether a word says nothing about what a garment is: a colour, a shade, a fit, a filler. */
export const isPlainWord = (w: string) =>
  w.length < 3 || /\d/.test(w) || COLOUR_WORDS.has(w) || NOT_GARMENTS.has(w);

const DICTIONARY: string[] = [];
for (const phrase of INDEX.keys()) {
  if (phrase.includes(' ') || phrase.length < 4) continue;
  DICTIONARY.push(phrase);
  if (!phrase.endsWith('s')) DICTIONARY.push(`${phrase}s`);
}
const canonical = (w: string) => sensesOf(w)?.[0]?.key ?? w;
const corrections = new Map<string, string | null>();

/** The lexicon word a misspelt word stands for ("sneekers" -> "sneakers"), or null. */
export function correctSpelling(word: string): string | null {
  if (word.length < 5 || NOT_GARMENTS.has(word) || COLOUR_WORDS.has(word) || /\d/.test(word))
    return null;
  if (sensesOf(word)) return null;
  let fixed = corrections.get(word);
  if (fixed === undefined) {
    fixed = closestWord(word, DICTIONARY, canonical);
    if (corrections.size > 10_000) corrections.clear();
    corrections.set(word, fixed);
  }
  return fixed;
}

function scan(list: readonly string[]): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < list.length;) {
    const word = list[i] ?? '';
    const next = list[i + 1] ?? '';
    if (SHADE_WORDS.has(word) && (COLOUR_WORDS.has(next) || COLOUR_WORDS.has(`${word} ${next}`))) {
      i += 1;
      continue;
    }
    let step = 1;
    for (let span = Math.min(SPAN.get(word) ?? 1, list.length - i); span >= 1; span--) {
      const phrase = list.slice(i, i + span).join(' ');
      const senses = sensesOf(phrase);
      if (senses) {
        found.push({ phrase, senses });
        step = span;
        break;
      }
    }
    i += step;
  }
  return found;
}

const cache = new Map<string, Found[]>();

/** The lexicon phrases of one text, in reading order; misspellings are corrected only when the
 * text names no garment as written. */
export function readPhrases(text: string | null | undefined): Found[] {
  if (!text) return [];
  const cached = cache.get(text);
  if (cached) return cached;
  const list = words(text);
  let found = scan(list);
  if (!found.some((f) => f.senses.some((s) => s.noun))) {
    const fixed = list.map((w) => correctSpelling(w) ?? w);
    if (fixed.some((w, i) => w !== list[i])) found = scan(fixed);
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(text, found);
  return found;
}
