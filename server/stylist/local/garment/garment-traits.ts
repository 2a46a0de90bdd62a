import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { readColor, type ColorInfo } from './color/color-reading.ts';
import type {
  GarmentKind,
  GarmentModifier,
  GarmentNoun,
  Headwear,
  Season,
  Sportiness,
} from './lexicon/lexicon-types.ts';
import { isPlainWord, readPhrases, type Found, type Sense } from './lexicon/lexicon.ts';
import { stylesInWords } from './style-knowledge.ts';
import { words } from './text-tokens.ts';

/** What the garment model reads of a wardrobe item (the port's StylistItem): its texts. */
export type GarmentTexts = Pick<
  StylistItem,
  'category' | 'name' | 'subcategory' | 'color' | 'tags'
>;

/**
 * A piece's nature as the stylist reads it from its name, subcategory, tags and category
 * together (the garment lexicon), so untagged pieces named as people name them are understood.
 */
export interface GarmentTraits {
  /** 1 (athletic, lounge) to 5 (black tie). */
  formality: number;
  /** The lowest and highest formality the texts allow (they differ when the texts disagree). */
  formalityRange: { min: number; max: number };
  /** 0 (made for heat) to 3 (made for the cold). */
  warmth: number;
  warmthRange: { min: number; max: number };
  /** Made for training or everyday sportswear (trainers). */
  activewear: boolean;
  sport: Sportiness | null;
  /** Ruined or soaked by rain: suede, canvas shoes, open shoes. */
  rainUnsafe: boolean;
  /** Copes with rain: waterproof, a trench, a parka, rain gear. */
  rainReady: boolean;
  /** Made only for rain (a rain mac, wellies, an umbrella): out of place in the sun. */
  rainGear: boolean;
  /** Open shoes or bare legs. */
  coldUnsafe: boolean;
  openShoe: boolean;
  bareLegs: boolean;
  season: Season | null;
  beach: boolean;
  swim: boolean;
  /** Made for sunshine: sunglasses, sun hats. */
  sunGear: boolean;
  headwear: Headwear | null;
  /** Suede, silk, satin, velvet. */
  delicate: boolean;
  noWork: boolean;
  gymOnly: boolean;
  indoor: boolean;
  laceUp: boolean;
  collared: boolean;
  needsCollar: boolean;
  /** Where the garment noun belongs, or null when only the category spoke. */
  kind: GarmentKind | null;
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

/** The place a piece takes in a look (a top, the shoes, a layer): the kind of garment it is. */
export type Slot = GarmentKind;

/** The slot each wardrobe category fills, and the kind its pieces are read as. */
export const SLOT_OF_CATEGORY: Readonly<Record<Category, Slot>> = {
  tops: 'top',
  bottoms: 'bottom',
  dresses: 'dress',
  outerwear: 'outerwear',
  shoes: 'shoes',
  accessories: 'accessory',
};

/** Category defaults when no garment noun is recognised. */
const CATEGORY_DEFAULTS: Readonly<Record<Category, { formality: number; warmth: number }>> = {
  tops: { formality: 3, warmth: 1 },
  bottoms: { formality: 3, warmth: 1.5 },
  dresses: { formality: 3, warmth: 1 },
  outerwear: { formality: 3, warmth: 2 },
  shoes: { formality: 3, warmth: 1 },
  accessories: { formality: 3, warmth: 0 },
};

const PATTERN_TOKENS = new Set(
  'floral print printed striped stripe stripes plaid tartan gingham houndstooth leopard paisley polka camo check checked argyle dye'.split(
    ' ',
  ),
);

const MATERIALS = new Set(
  'suede nubuck canvas wool cashmere merino linen seersucker fleece down waterproof leather silk satin velvet knit tweed corduroy flannel thermal denim'.split(
    ' ',
  ),
);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
// How far an uncertain reading may be off, on the formality and warmth scales.
const UNCERTAINTY = 0.75;

interface Head {
  key: string;
  noun: GarmentNoun;
  found: Found;
}

/** The noun a text is about: one of the item's kind over others, specific over generic, then the
 * last one (English puts the head noun last: "cap sleeve blouse" is a blouse). */
function headOf(found: readonly Found[], kind: GarmentKind): Head | null {
  let best: Head | null = null;
  let bestRank = -1;
  for (const f of found) {
    for (const s of f.senses) {
      if (!s.noun) continue;
      const rank = (s.noun.kinds.includes(kind) ? 2 : 0) + (s.noun.generic ? 0 : 1);
      if (rank >= bestRank) {
        best = { key: s.key, noun: s.noun, found: f };
        bestRank = rank;
      }
    }
  }
  return best;
}

interface Merged {
  athletic: boolean;
  sporty: boolean;
  lounge: boolean;
  gear: boolean;
  proof: boolean;
  unsafe: boolean;
  open: boolean;
  legs: boolean;
  delicate: boolean;
  beach: boolean;
  swim: boolean;
  sun: boolean;
  noWork: boolean;
  gymOnly: boolean;
  indoor: boolean;
  /** The last season named wins ("winter sandals" are not summer-only). */
  season: Season | null;
}

/** What the head nouns and the modifiers say together, in one pass (this runs for every item). */
function mergeNatures(natures: readonly (GarmentNoun | GarmentModifier)[]): Merged {
  const m: Merged = {
    athletic: false,
    sporty: false,
    lounge: false,
    gear: false,
    proof: false,
    unsafe: false,
    open: false,
    legs: false,
    delicate: false,
    beach: false,
    swim: false,
    sun: false,
    noWork: false,
    gymOnly: false,
    indoor: false,
    season: null,
  };
  for (const n of natures) {
    if (n.sport) m[n.sport] = true;
    if (n.rain === 'gear') m.gear = true;
    else if (n.rain === 'proof') m.proof = true;
    else if (n.rain === 'unsafe') m.unsafe = true;
    if (n.open) m.open = true;
    if (n.legs) m.legs = true;
    if (n.delicate) m.delicate = true;
    if (n.beach) m.beach = true;
    if (n.swim) m.swim = true;
    if (n.sun) m.sun = true;
    if (n.noWork) m.noWork = true;
    if (n.gymOnly) m.gymOnly = true;
    if (n.indoor) m.indoor = true;
    if (n.season) m.season = n.season;
  }
  return m;
}

/**
 * Whether a piece with no specific noun says something the lexicon does not know ("Smock Dress",
 * "Car Coat"): such a piece may be a little more or less formal or warm than it reads, so the
 * hard rules take the wider range and it only goes where either reading would fit.
 */
function isUncertain(
  item: GarmentTexts,
  sources: readonly (readonly Found[])[],
  named: boolean,
): boolean {
  if (!named) return true;
  const covered = new Set(sources.flat().flatMap((f) => f.phrase.split(' ')));
  return [item.name, item.subcategory]
    .flatMap((t) => words(t))
    .some((w) => !covered.has(w) && !isPlainWord(w) && !PATTERN_TOKENS.has(w));
}

const cache = new Map<string, GarmentTraits>();
const CACHE_LIMIT = 20_000;

/** Reads an item's garment traits (memoised on the texts they come from; treat as read-only). */
export function readGarment(item: GarmentTexts): GarmentTraits {
  let key = `${item.category}\u0000${item.name}\u0000${item.subcategory ?? ''}\u0000${item.color ?? ''}`;
  for (const tag of item.tags) key += `\u0000${tag}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const traits = computeTraits(item);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, traits);
  return traits;
}

/** The heads the traits come from: texts usually agree; a specific noun of the item's kind
 * beats a generic one ("Coat" as the subcategory of a "Trench"); when two specific ones
 * disagree, the hard rules read the range. */
function chooseHeads(sources: readonly (readonly Found[])[], kind: GarmentKind): Head[] {
  let best: Head[] = [];
  let bestTier = -1;
  for (const found of sources) {
    const h = headOf(found, kind);
    if (!h) continue;
    const tier = h.noun.generic ? 0 : h.noun.kinds.includes(kind) ? 2 : 1;
    if (tier > bestTier) {
      best = [h];
      bestTier = tier;
    } else if (tier === bestTier && !best.some((o) => o.key === h.key)) best.push(h);
  }
  // The tiers nest: a specific head of another kind still outranks generic ones.
  // The name is what the user typed: a specific garment it names always counts, so a piece
  // named "Sneakers" filed under bottoms as a "Pencil Skirt" never reads as only a skirt.
  const named = sources[0] ? headOf(sources[0], kind) : null;
  if (named && !named.noun.generic && !best.some((o) => o.key === named.key)) best.push(named);
  return best;
}

function computeTraits(item: GarmentTexts): GarmentTraits {
  const kind = SLOT_OF_CATEGORY[item.category] ?? 'top';
  const sources: (readonly Found[])[] = [readPhrases(item.name), readPhrases(item.subcategory)];
  for (const tag of item.tags) sources.push(readPhrases(tag));
  const unique = chooseHeads(sources, kind);

  const modifierKeys: string[] = [];
  const natures: (GarmentNoun | GarmentModifier)[] = unique.map((h) => h.noun);
  const safety: GarmentNoun[] = [];
  let shift = 0;
  let warmthShift = 0;
  let floor = 1;
  let cap = 5;
  let explicitProof = false;
  let unsafeHere = false;
  for (const found of sources)
    for (const f of found) {
      if (unique.some((h) => h.found === f)) continue;
      for (const s of f.senses as readonly Sense[]) {
        if (s.modifier) {
          const m = s.modifier;
          modifierKeys.push(s.key);
          natures.push(m);
          shift += m.shift ?? 0;
          warmthShift += m.warmthShift ?? 0;
          if (m.floor !== undefined) floor = Math.max(floor, m.floor);
          if (m.cap !== undefined) cap = Math.min(cap, m.cap);
          if (m.rain === 'proof') explicitProof = true;
          if (m.rainUnsafeOn?.includes(kind)) unsafeHere = true;
        } else if (s.noun.kinds.includes(kind)) {
          // Open shoes and bare legs count wherever a noun of the item's kind names them.
          safety.push(s.noun);
        }
      }
    }
  // A wool blazer is a mid-weight layer, not a coat: materials move a layer's weight by half.
  if (kind === 'outerwear') warmthShift /= 2;

  const defaults = CATEGORY_DEFAULTS[item.category] ?? { formality: 3, warmth: 1 };
  let fMin = 5;
  let fMax = 1;
  let wMin = 3;
  let wMax = 0;
  let formality = defaults.formality;
  let warmth = defaults.warmth;
  for (let i = 0; i < Math.max(1, unique.length); i++) {
    const noun = unique[i]?.noun;
    const base = noun?.formality ?? defaults.formality;
    // A word like "formal" lifts a piece one step at most: formal sneakers are still sneakers.
    const lifted = Math.max(base + shift, Math.min(floor, base + 1));
    const f = clamp(Math.min(lifted, cap), 1, 5);
    const w = clamp((noun?.warmth ?? defaults.warmth) + warmthShift, 0, 3);
    if (i === 0) {
      formality = f;
      warmth = w;
    }
    fMin = Math.min(fMin, f);
    fMax = Math.max(fMax, f);
    wMin = Math.min(wMin, w);
    wMax = Math.max(wMax, w);
  }
  const generic = unique.every((h) => h.noun.generic);
  const spread = generic && isUncertain(item, sources, unique.length > 0) ? UNCERTAINTY : 0;

  const n = mergeNatures(natures);
  // Other nouns of the item's kind in its texts ("Visor Cap", "Sandal Heels") add their limits:
  // a restriction read from any of them keeps the piece out where it could look wrong.
  const also = mergeNatures(safety);
  for (const flag of ['sun', 'beach', 'swim', 'gymOnly', 'indoor', 'noWork'] as const)
    if (also[flag]) n[flag] = true;
  n.season ??= also.season;
  const sport: Sportiness | null = n.athletic
    ? 'athletic'
    : n.sporty
      ? 'sporty'
      : n.lounge
        ? 'lounge'
        : null;
  const openShoe = n.open || also.open;
  const bareLegs = n.legs || also.legs;
  const unsafeMaterial =
    n.unsafe ||
    unsafeHere ||
    also.unsafe ||
    (n.delicate && (kind === 'shoes' || kind === 'outerwear'));
  const rainUnsafe = openShoe || (unsafeMaterial && !explicitProof);
  const head = unique[0] ?? null;

  const allWords = words(item.name);
  if (item.subcategory) allWords.push(...words(item.subcategory));
  for (const tag of item.tags) allWords.push(...words(tag));
  const color = readColor(item.color);
  const materials: string[] = [];
  for (const k of modifierKeys) if (MATERIALS.has(k) && !materials.includes(k)) materials.push(k);
  return {
    formality,
    formalityRange: { min: Math.max(1, fMin - spread), max: Math.min(5, fMax + spread) },
    warmth,
    warmthRange: { min: Math.max(0, wMin - spread), max: Math.min(3, wMax + spread) },
    activewear: sport === 'athletic' || sport === 'sporty',
    sport,
    rainUnsafe,
    rainReady: !rainUnsafe && (n.gear || n.proof),
    rainGear: n.gear,
    coldUnsafe: openShoe || bareLegs,
    openShoe,
    bareLegs,
    season: n.season,
    beach: n.beach,
    swim: n.swim,
    sunGear: n.sun,
    headwear: unique.find((h) => h.noun.headwear)?.noun.headwear ?? null,
    delicate: n.delicate,
    noWork: n.noWork,
    gymOnly: n.gymOnly,
    indoor: n.indoor,
    laceUp: unique.some((h) => h.noun.laceUp),
    collared: unique.some((h) => h.noun.collared),
    needsCollar: unique.some((h) => h.noun.needsCollar),
    kind: head ? (head.noun.kinds.includes(kind) ? kind : (head.noun.kinds[0] ?? null)) : null,
    patterned: allWords.some((w) => PATTERN_TOKENS.has(w)) || color.kind === 'pattern',
    garment: head?.key ?? null,
    materials,
    words: allWords,
    styles: stylesInWords(allWords),
    color,
  };
}
