import { readColor, type ColorInfo } from './color-reading.ts';
import { CATEGORY_DEFAULTS, GARMENT_KEYWORDS, type GarmentKeyword } from './garment-knowledge.ts';
import { stylesInWords } from './style-knowledge.ts';
import { findPhrases, words } from './text-tokens.ts';
import type { CandidateItem } from './types.ts';

/** What the stylist reads from an item's category, subcategory, name, tags and colour. */
export interface GarmentTraits {
  /** 1 (athletic, lounge) to 5 (black tie). */
  formality: number;
  /** The lowest and highest formality the texts allow (they differ when the texts disagree). */
  formalityRange: { min: number; max: number };
  /** 0 (made for heat) to 3 (made for the cold). */
  warmth: number;
  warmthRange: { min: number; max: number };
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
const unique = (keys: readonly (string | null)[]) => [
  ...new Set(keys.filter((k): k is string => k !== null)),
];

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

  // Each text may name a garment; they usually agree. When they do not ("Wrap Dress" filed with
  // the subcategory "Joggers"), scoring reads the name but the hard rules use the full range.
  const specific = unique(sources.map((keys) => headNoun(keys, true)));
  const heads = specific.length ? specific : unique(sources.map((keys) => headNoun(keys, false)));
  const head = heads[0] ?? null;
  const defaults = CATEGORY_DEFAULTS[item.category] ?? { formality: 3, warmth: 1 };

  let shift = 0;
  let warmthShift = 0;
  let floor = 1;
  let cap = 5;
  let activewear = false;
  let rainUnsafe = false;
  let rainReady = false;
  let waterproof = false;
  let coldUnsafe = false;
  for (const key of new Set(allKeys)) {
    const k = GARMENT_KEYWORDS[key];
    if (!k) continue;
    // Safety flags count wherever they appear: a "Sandals" subcategory is enough.
    if (k.rainUnsafe) rainUnsafe = true;
    if (k.rainReady) rainReady = true;
    if (k.rainReady && k.formality === undefined) waterproof = true;
    if (k.coldUnsafe) coldUnsafe = true;
    if (k.formality !== undefined && !heads.includes(key)) continue;
    if (k.activewear) activewear = true;
    if (k.formality !== undefined) continue;
    shift += k.shift ?? 0;
    warmthShift += k.warmthShift ?? 0;
    if (k.floor !== undefined) floor = Math.max(floor, k.floor);
    if (k.cap !== undefined) cap = Math.min(cap, k.cap);
  }
  // Waterproof suede exists: an explicit label wins over the material (an umbrella does not).
  if (waterproof) rainUnsafe = false;
  if (rainUnsafe) rainReady = false;

  const readings = (heads.length ? heads : [null]).map((h) => {
    const k: GarmentKeyword = h ? (GARMENT_KEYWORDS[h] ?? {}) : {};
    const base = k.formality ?? defaults.formality;
    // A word like "formal" lifts a piece one step at most: formal sneakers are still sneakers.
    const lifted = Math.max(base + shift, Math.min(floor, base + 1));
    return {
      formality: clamp(Math.min(lifted, cap), 1, 5),
      warmth: clamp((k.warmth ?? defaults.warmth) + warmthShift, 0, 3),
    };
  });
  const formalities = readings.map((r) => r.formality);
  const warmths = readings.map((r) => r.warmth);
  const formality = formalities[0] ?? defaults.formality;
  const warmth = warmths[0] ?? defaults.warmth;

  const allWords = [...nameWords, ...subWords, ...tagWords.filter((w) => w !== '|')];
  const patterned = allWords.some((w) => PATTERN_TOKENS.has(w));
  const materials = [...new Set(allWords.filter((w) => MATERIAL_WORDS.has(w)))];
  const color = readColor(item.color);

  return {
    formality,
    formalityRange: { min: Math.min(...formalities), max: Math.max(...formalities) },
    warmth,
    warmthRange: { min: Math.min(...warmths), max: Math.max(...warmths) },
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
