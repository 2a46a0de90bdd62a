import { readColor } from '../outfits/color-reading.ts';
import { seededUnit } from '../outfits/prng.ts';
import { CATEGORIES, type Category } from '../outfits/types.ts';
import { CAPSULE_TEMPLATE, type CapsuleEssential } from '../knowledge/capsule-template.ts';
import { colorSimilarity } from '../insights/color-similarity.ts';
import { garmentFamily, garmentSimilarity } from '../insights/garment-nouns.ts';
import type { ProfiledItem } from '../insights/profiled-item.ts';

export type GapKind = 'missing' | 'off-palette' | 'worn-out';

/** An essential of the capsule the wardrobe lacks, or owns only in a hard-to-pair colour. */
export interface CapsuleGap {
  essential: CapsuleEssential;
  kind: GapKind;
  /** The pieces that already fill it (in other colours, or worn very often). */
  owners: ProfiledItem[];
  /** Higher first. */
  priority: number;
}

// Colours this alike count as the essential's colour.
const SAME_COLOR = 0.8;
// An owned essential worn this often earns a second one to rotate with.
const WORN_OUT_FROM = 15;
// Seeded noise: reorders near-equal gaps between generations, never a missing category.
const NOISE = 0.6;

const REQUIRED = CAPSULE_TEMPLATE.filter((e) => !e.optional);

// How much an empty category holds outfits back: no shoes means no complete outfit at all.
const EMPTY_CATEGORY: Readonly<Record<Category, number>> = {
  shoes: 4,
  tops: 3,
  bottoms: 3,
  outerwear: 2.5,
  dresses: 2,
  accessories: 2,
};

/** What share of a capsule each category should be. */
const EXPECTED_SHARE = Object.fromEntries(
  CATEGORIES.map((c) => [c, REQUIRED.filter((e) => e.category === c).length / REQUIRED.length]),
) as Record<Category, number>;

/** Whether a piece fills an essential: the same garment (or kind, for one-word keywords), formal enough. */
export function fills(p: ProfiledItem, essential: CapsuleEssential): boolean {
  const noun = p.traits.garment;
  if (!noun || p.traits.formality < essential.formality - 1.25) return false;
  return essential.keywords.some(
    (k) => garmentSimilarity(k, noun) === 1 || (!k.includes(' ') && garmentFamily(noun) === k),
  );
}

export const inEssentialColor = (p: ProfiledItem, essential: CapsuleEssential) =>
  essential.colors.some((c) => colorSimilarity(p.traits.color, readColor(c)) >= SAME_COLOR);

const worn = (p: ProfiledItem) => Math.max(0, p.item.timesWorn || 0);

/** The capsule's gaps in this wardrobe, most needed first (deterministic for a seed). */
export function capsuleGaps(owned: readonly ProfiledItem[], seed: number): CapsuleGap[] {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const p of owned) counts[p.item.category] += 1;
  const total = owned.length;
  const wearsDresses = counts.dresses > 0 || owned.some((p) => p.tokens.has('skirt'));

  const gaps: CapsuleGap[] = [];
  for (const essential of CAPSULE_TEMPLATE) {
    if (essential.optional && !wearsDresses) continue;
    const owners = owned.filter((p) => fills(p, essential));
    let kind: GapKind | null = null;
    let need = 0;
    if (!owners.length) {
      kind = 'missing';
      need = 3;
    } else if (!owners.some((p) => inEssentialColor(p, essential))) {
      kind = 'off-palette';
      need = 1;
    } else if (owners.length === 1 && owners[0] && worn(owners[0]) >= WORN_OUT_FROM) {
      kind = 'worn-out';
      need = 0.5;
    }
    if (!kind) continue;
    const count = counts[essential.category];
    const share = total ? count / total : 0;
    const expected = EXPECTED_SHARE[essential.category] || 0.1;
    const scarcity =
      total === 0
        ? 0
        : count === 0
          ? EMPTY_CATEGORY[essential.category]
          : 2 * (1 - Math.min(1, share / expected));
    const priority = essential.priority + need + scarcity + NOISE * seededUnit(seed, essential.id);
    gaps.push({ essential, kind, owners, priority });
  }
  return gaps.sort(
    (a, b) => b.priority - a.priority || a.essential.id.localeCompare(b.essential.id),
  );
}
