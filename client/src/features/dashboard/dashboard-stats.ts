import { costPerWear } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';

export interface DashboardStats {
  totalItems: number;
  /** Spec §9: the item count squared. */
  outfitCombos: number;
  /** Dollars: the mean cost per wear of the items that have both a price and wears; null if none. */
  avgCostPerWear: number | null;
  /** Percent (0–100) of active items worn at least once; null without active items. */
  utilizationPercent: number | null;
}

/** The four numbers on the dashboard, all from the wardrobe itself. */
export function dashboardStats(items: readonly WardrobeItem[]): DashboardStats {
  const costs = items
    .map((item) => costPerWear(item.price, item.timesWorn))
    .filter((cost): cost is number => cost !== null);
  const active = items.filter((item) => item.isActive);
  const worn = active.filter((item) => item.timesWorn > 0).length;
  return {
    totalItems: items.length,
    outfitCombos: items.length ** 2,
    avgCostPerWear:
      costs.length === 0 ? null : costs.reduce((sum, cost) => sum + cost, 0) / costs.length,
    utilizationPercent: active.length === 0 ? null : Math.round((worn / active.length) * 100),
  };
}
