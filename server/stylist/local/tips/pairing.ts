import { pairHarmony, type PairHarmony } from '../garment/color/color-harmony.ts';
import { SLOT_OF_CATEGORY, type Slot } from '../garment/garment-traits.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';

// Which slots a piece is worn with, for finding a partner.
const PARTNER_SLOTS: Readonly<Record<Slot, readonly Slot[]>> = {
  top: ['bottom', 'outerwear'],
  bottom: ['top'],
  dress: ['outerwear', 'shoes'],
  outerwear: ['top', 'dress', 'bottom'],
  shoes: ['bottom', 'dress'],
  accessory: ['top', 'dress', 'outerwear'],
};

export const slotOf = (p: ProfiledItem): Slot => SLOT_OF_CATEGORY[p.item.category];

export interface Pairing {
  partner: ProfiledItem;
  harmony: PairHarmony;
  score: number;
}

/** How well two pieces go together: colour harmony, plus pieces at a similar formality. */
export function pairScore(
  a: ProfiledItem,
  b: ProfiledItem,
): { harmony: PairHarmony; score: number } {
  const harmony = pairHarmony(a.traits.color, b.traits.color);
  const formality = 1 - Math.abs(a.traits.formality - b.traits.formality) / 4;
  return { harmony, score: harmony.score + 0.5 * formality };
}

/** The piece that goes best with `piece` among `pool`, or null; clashes never qualify. */
export function bestPartner(piece: ProfiledItem, pool: readonly ProfiledItem[]): Pairing | null {
  const slots = PARTNER_SLOTS[slotOf(piece)];
  let best: Pairing | null = null;
  for (const other of pool) {
    if (other.item.id === piece.item.id || !slots.includes(slotOf(other))) continue;
    const { harmony, score } = pairScore(piece, other);
    if (harmony.kind === 'clash' || harmony.kind === 'busy') continue;
    if (
      !best ||
      score > best.score ||
      (score === best.score && other.item.id < best.partner.item.id)
    ) {
      best = { partner: other, harmony, score };
    }
  }
  return best;
}

/** Why two colours work, in words: "navy goes with anything, so the rust stands out". */
export function harmonyReason(a: ProfiledItem, b: ProfiledItem, harmony: PairHarmony): string {
  const x = a.traits.color;
  const y = b.traits.color;
  switch (harmony.kind) {
    case 'neutral': {
      if (x.kind === 'neutral' && y.kind === 'neutral') {
        return x.label === y.label
          ? `head-to-toe ${x.label} looks sleek and deliberate`
          : `${x.label} and ${y.label} are both neutrals, so the outfit stays calm and easy`;
      }
      const [neutral, colour] = x.kind === 'neutral' ? [x, y] : [y, x];
      return `${neutral.label} goes with anything, so the ${colour.label} gets to stand out`;
    }
    case 'tonal':
      return `tone-on-tone ${x.label} and ${y.label} look deliberate`;
    case 'analogous':
      return `${x.label} and ${y.label} sit side by side on the colour wheel`;
    case 'complementary':
      return `${x.label} and ${y.label} sit opposite each other on the colour wheel, so each makes the other glow`;
    case 'split-complementary':
      return `${x.label} and ${y.label} are near-opposites on the colour wheel: lively but balanced`;
    case 'triadic':
      return `${x.label} and ${y.label} are spaced evenly around the colour wheel for a bright, balanced mix`;
    default:
      return 'an easy pairing';
  }
}
