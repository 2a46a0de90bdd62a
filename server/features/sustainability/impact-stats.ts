import {
  GARMENT_FOOTPRINTS,
  REFERENCE_USES,
  USAGE_TIERS,
  type Achievement,
  type ImpactPiece,
  type SustainabilityStats,
} from '../../../contract/sustainability.ts';
import { costPerWear } from '../../../contract/wardrobe.ts';
import { DAY_MS } from '../../lib/dates.ts';
import type { PieceFacts } from './repo.ts';

export const TREND_MONTHS = 12;

/** The first days of the last 12 calendar months (UTC), oldest first, ending with this month. */
export function trendMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = TREND_MONTHS - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(first.toISOString().slice(0, 7));
  }
  return months;
}

export const trendStart = (now: Date) => new Date(`${trendMonths(now)[0]!}-01T00:00:00Z`);

const toPiece = (piece: PieceFacts): ImpactPiece => ({
  id: piece.id,
  name: piece.name,
  thumbnailUrl: piece.thumbnailUrl,
  timesWorn: piece.timesWorn,
  costPerWear: costPerWear(piece.price, piece.timesWorn),
});

/** Spec §3 and the dashboard: the mean cost per wear of pieces with both a price and wears. */
export function averageCostPerWear(pieces: readonly PieceFacts[]): number | null {
  const costs = pieces
    .map((piece) => costPerWear(piece.price, piece.timesWorn))
    .filter((cost): cost is number => cost !== null);
  return costs.length ? costs.reduce((sum, cost) => sum + cost, 0) / costs.length : null;
}

/** Percent of pieces worn at least once, rounded; 0 without pieces. */
export const utilization = (pieces: readonly PieceFacts[]) =>
  pieces.length
    ? Math.round((pieces.filter((p) => p.timesWorn > 0).length / pieces.length) * 100)
    : 0;

export function daysSinceNewest(pieces: readonly PieceFacts[], now: Date): number | null {
  if (!pieces.length) return null;
  const newest = Math.max(...pieces.map((piece) => piece.createdAt.getTime()));
  return Math.max(0, Math.floor((now.getTime() - newest) / DAY_MS));
}

/**
 * Wears past the reference uses avoid part of a replacement: each such wear counts for
 * 1/REFERENCE_USES of a new garment's production footprint and of the piece's own price.
 */
function estimates(pieces: readonly PieceFacts[]): SustainabilityStats['estimates'] {
  let kgCo2eSaved = 0;
  let litresSaved = 0;
  let moneySaved = 0;
  let extraWears = 0;
  for (const piece of pieces) {
    const extra = Math.max(0, piece.timesWorn - REFERENCE_USES);
    if (!extra) continue;
    extraWears += extra;
    const share = extra / REFERENCE_USES;
    const footprint = GARMENT_FOOTPRINTS[piece.category];
    if (footprint?.kgCo2e) kgCo2eSaved += footprint.kgCo2e * share;
    if (footprint) litresSaved += footprint.litres * share;
    if (piece.price) moneySaved += (piece.price / 100) * share;
  }
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    kgCo2eSaved: round1(kgCo2eSaved),
    litresSaved: Math.round(litresSaved),
    moneySaved: Math.round(moneySaved * 100) / 100,
    extraWears,
  };
}

function achievements(
  pieces: readonly PieceFacts[],
  totalWears: number,
  daysSinceNew: number | null,
): Achievement[] {
  const rate = utilization(pieces);
  const cheapest = Math.min(...pieces.map((p) => costPerWear(p.price, p.timesWorn) ?? Infinity));
  return [
    {
      key: 'first-wear',
      title: 'First Wear Logged',
      description: 'You logged your first wear.',
      earned: totalWears > 0,
    },
    {
      key: 'full-rotation',
      title: 'Full Rotation',
      description: 'Every piece of a wardrobe of 5 or more worn at least once.',
      earned: pieces.length >= 5 && rate === 100,
    },
    {
      key: 'thirty-wears',
      title: '#30Wears',
      description: `A piece worn ${REFERENCE_USES} times or more.`,
      earned: pieces.some((p) => p.timesWorn >= REFERENCE_USES),
    },
    {
      key: 'no-new-30',
      title: 'Shopping Pause',
      description: '30 days with no new items.',
      earned: daysSinceNew !== null && daysSinceNew >= 30,
    },
    {
      key: 'dollar-a-wear',
      title: 'Dollar a Wear',
      description: 'A priced piece down to $1.00 per wear or less.',
      earned: cheapest <= 1,
    },
  ];
}

/** Every number of the impact page, from the active pieces and the wear log. */
export function impactStats(
  pieces: readonly PieceFacts[],
  wearsByMonth: ReadonlyMap<string, number>,
  now: Date,
): SustainabilityStats {
  const totalWears = pieces.reduce((sum, piece) => sum + piece.timesWorn, 0);
  const priced = pieces.filter((piece) => piece.price !== null && piece.price > 0);
  const byWears = [...pieces].sort(
    (a, b) => b.timesWorn - a.timesWorn || a.name.localeCompare(b.name),
  );
  const bestValue = pieces
    .filter((piece) => costPerWear(piece.price, piece.timesWorn) !== null)
    .sort(
      (a, b) =>
        costPerWear(a.price, a.timesWorn)! - costPerWear(b.price, b.timesWorn)! ||
        a.name.localeCompare(b.name),
    )[0];
  const daysSinceNewItem = daysSinceNewest(pieces, now);
  return {
    avgCostPerWear: averageCostPerWear(pieces) ?? 0,
    utilizationRate: utilization(pieces),
    totalItems: pieces.length,
    totalWears,
    usageTiers: USAGE_TIERS.map((tier) => ({
      key: tier.key,
      label: tier.label,
      count: pieces.filter((p) => p.timesWorn >= tier.min && p.timesWorn <= tier.max).length,
    })),
    wardrobeValue: priced.reduce((sum, piece) => sum + piece.price!, 0),
    pricedItems: priced.length,
    mostWorn: byWears[0] && byWears[0].timesWorn > 0 ? toPiece(byWears[0]) : null,
    bestValue: bestValue ? toPiece(bestValue) : null,
    monthlyWears: trendMonths(now).map((month) => ({ month, wears: wearsByMonth.get(month) ?? 0 })),
    daysSinceNewItem,
    achievements: achievements(pieces, totalWears, daysSinceNewItem),
    estimates: estimates(pieces),
  };
}
