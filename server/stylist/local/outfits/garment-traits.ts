import { readColor, type ColorInfo } from './color-reading.ts';
import { CATEGORY_DEFAULTS, GARMENT_KEYWORDS, type GarmentKeyword } from './garment-knowledge.ts';
import { stylesInWords } from './style-knowledge.ts';
import { findPhrases, words } from './text-tokens.ts';
import type { CandidateItem } from './types.ts';

/** What the stylist reads from an item's category, subcategory, name, tags and colour. */
export interface GarmentTraits {
  /** 1 (athletic, lounge) to 5 (black tie). */
  formality: number;
  /** 0 (made for heat) to 3 (made for the cold). */
  warmth: number;
  activewear: boolean;
  rainUnsafe: boolean;
  rainReady: boolean;
  coldUnsafe: boolean;
  patterned: boolean;
  /** The garment noun the traits came from, e.g. "chelsea boot"; null when only the category spoke. */
  garment: string | null;
  /** Words that explain a weather decision in a tip ("suede", "wool", "linen"). */
  materials: string[];
  /** The lower-case words of the item's texts, for persona matching. */
  words: string[];
  /** Style keys (see style-knowledge) whose keywords the texts contain. */
  styles: Set<string>;
  color: ColorInfo;
}

// Nouns that say little; a more specific noun anywhere wins over them.
const GENERIC_NOUNS = new Set(['top', 'bag', 'hat', 'pant', 'pants']);

const PATTERN_TOKENS = new Set([
  'floral',
  'print',
  'printed',
  'striped',
  'stripe',
  'plaid',
  'tartan',
  'gingham',
  'houndstooth',
  'leopard',
  'paisley',
  'polka',
  'camo',
  'check',
  'checked',
  'argyle',
  'dye',
]);

const MATERIAL_WORDS = new Set([
  'suede',
  'nubuck',
  'canvas',
  'wool',
  'cashmere',
  'merino',
  'linen',
  'seersucker',
  'fleece',
  'down',
  'waterproof',
  'leather',
  'silk',
  'knit',
  'tweed',
  'corduroy',
  'flannel',
  'thermal',
]);

const isNoun = (key: string) => GARMENT_KEYWORDS[key]?.formality !== undefined;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The head noun of a phrase list: English puts it last ("cap sleeve blouse" -> blouse). */
function headNoun(keys: readonly string[], specificOnly: boolean): string | null {
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] ?? '';
    if (isNoun(key) && (!specificOnly || !GENERIC_NOUNS.has(key))) return key;
  }
  return null;
}

const cache = new Map<string, GarmentTraits>();
const CACHE_LIMIT = 20_000;

/** Reads an item's garment traits (memoised on the texts they come from; treat as read-only). */
export function readGarment(item: CandidateItem): GarmentTraits {
  const key = [
    item.category,
    item.name,
    item.subcategory ?? '',
    item.color ?? '',
    ...item.tags,
  ].join('\u0000');
  const cached = cache.get(key);
  if (cached) return cached;
  const traits = computeTraits(item);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, traits);
  return traits;
}

function computeTraits(item: CandidateItem): GarmentTraits {
  const nameWords = words(item.name);
  const subWords = words(item.subcategory);
  const tagWords = item.tags.flatMap((t) => [...words(t), '|']);
  const sources = [nameWords, subWords, tagWords].map((w) => findPhrases(GARMENT_KEYWORDS, w));
  const allKeys = sources.flat();

  const head =
    sources.map((keys) => headNoun(keys, true)).find((k) => k !== null) ??
    sources.map((keys) => headNoun(keys, false)).find((k) => k !== null) ??
    null;
  const defaults = CATEGORY_DEFAULTS[item.category] ?? { formality: 3, warmth: 1 };
  const headTraits: GarmentKeyword = head ? (GARMENT_KEYWORDS[head] ?? {}) : {};

  let shift = 0;
  let warmthShift = 0;
  let floor = 1;
  let cap = 5;
  let activewear = headTraits.activewear === true;
  let rainUnsafe = false;
  let rainReady = false;
  let coldUnsafe = headTraits.coldUnsafe === true;
  for (const key of new Set(allKeys)) {
    const k = GARMENT_KEYWORDS[key];
    if (!k) continue;
    if (k.rainUnsafe) rainUnsafe = true;
    if (k.rainReady) rainReady = true;
    if (k.formality !== undefined) continue;
    shift += k.shift ?? 0;
    warmthShift += k.warmthShift ?? 0;
    if (k.floor !== undefined) floor = Math.max(floor, k.floor);
    if (k.cap !== undefined) cap = Math.min(cap, k.cap);
    if (k.activewear) activewear = true;
    if (k.coldUnsafe) coldUnsafe = true;
  }
  // Waterproof suede exists; the label wins over the material.
  if (rainReady) rainUnsafe = false;

  const base = headTraits.formality ?? defaults.formality;
  const formality = clamp(Math.min(Math.max(base + shift, floor), cap), 1, 5);
  const warmth = clamp((headTraits.warmth ?? defaults.warmth) + warmthShift, 0, 3);

  const allWords = [...nameWords, ...subWords, ...tagWords.filter((w) => w !== '|')];
  const patterned = allWords.some((w) => PATTERN_TOKENS.has(w));
  const materials = [...new Set(allWords.filter((w) => MATERIAL_WORDS.has(w)))];
  const color = readColor(item.color);

  return {
    formality,
    warmth,
    activewear,
    rainUnsafe,
    rainReady,
    coldUnsafe,
    patterned: patterned || color.kind === 'pattern',
    garment: head,
    materials,
    words: allWords,
    styles: stylesInWords(allWords),
    color,
  };
}
