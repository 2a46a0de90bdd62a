import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import { readColor } from '../garment/color/color-reading.ts';
import { colorSimilarity } from '../garment/color/color-similarity.ts';
import { garmentName } from '../garment/garment-nouns.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import type { ItemIndex } from '../insights/item-index.ts';
import type { WardrobeProfile } from '../insights/wardrobe-profile.ts';
import { CAPSULE_TEMPLATE, type CapsuleEssential } from '../knowledge/capsule-template.ts';
import { seededUnit } from '../prng.ts';

export type GapKind = 'missing' | 'off-palette' | 'worn-out';

/** An essential of the capsule the wardrobe lacks, or owns only in a hard-to-pair colour. */
export interface CapsuleGap {
  essential: CapsuleEssential;
  kind: GapKind;
  /** The pieces that already fill it (in other colours, or worn very often). */
  owners: ProfiledItem[];
  /** Higher first. */
  priority: number;
  /** Why the wardrobe needs it, when the capsule's reasoning does not say it (a weather gap). */
  why?: string;
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

/**
 * The pieces that fill an essential: the same garment (or kind, for one-word keywords), and
 * formal enough. Looked up in the index, so a large wardrobe costs a few map reads.
 */
export function owners(index: ItemIndex, essential: CapsuleEssential): ProfiledItem[] {
  const found = new Map<string, ProfiledItem>();
  for (const k of essential.keywords) {
    const kind = k.includes(' ') ? [] : (index.byFamily.get(k) ?? []);
    for (const p of [...(index.byGarment.get(garmentName(k)) ?? []), ...kind]) {
      if (p.traits.formality >= essential.formality - 1.25) found.set(p.item.id, p);
    }
  }
  return [...found.values()].sort((a, b) => (a.item.id < b.item.id ? -1 : 1));
}

/** Whether a piece is in one of the given colours. */
export const inColor = (p: ProfiledItem, colors: readonly string[]) =>
  colors.some((c) => colorSimilarity(p.traits.color, readColor(c)) >= SAME_COLOR);

const worn = (p: ProfiledItem) => Math.max(0, p.item.timesWorn || 0);

/** The capsule's gaps in this wardrobe, most needed first (deterministic for a seed). */
export function capsuleGaps(profile: WardrobeProfile, seed: number): CapsuleGap[] {
  const counts = profile.categoryCounts;
  const total = profile.items.length;
  const wearsDresses = counts.dresses > 0 || profile.index.byToken.has('skirt');

  const gaps: CapsuleGap[] = [];
  for (const essential of CAPSULE_TEMPLATE) {
    if (essential.optional && !wearsDresses) continue;
    const filled = owners(profile.index, essential);
    let kind: GapKind | null = null;
    let need = 0;
    if (!filled.length) {
      kind = 'missing';
      need = 3;
    } else if (!filled.some((p) => inColor(p, essential.colors))) {
      kind = 'off-palette';
      need = 1;
    } else if (filled.length === 1 && filled[0] && worn(filled[0]) >= WORN_OUT_FROM) {
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
    gaps.push({ essential, kind, owners: filled, priority });
  }
  return gaps.sort(
    (a, b) => b.priority - a.priority || a.essential.id.localeCompare(b.essential.id),
  );
}
