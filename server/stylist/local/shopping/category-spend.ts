import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';

/** The user's average price per category in whole cents, from every priced piece they own or owned. */
export function averageSpend(items: readonly StylistItem[]): Record<Category, number | null> {
  const seen = new Set<string>();
  const totals = new Map<Category, { sum: number; n: number }>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const price = item.price;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) continue;
    const t = totals.get(item.category) ?? { sum: 0, n: 0 };
    t.sum += price;
    t.n += 1;
    totals.set(item.category, t);
  }
  return Object.fromEntries(
    CATEGORIES.map((c) => {
      const t = totals.get(c);
      return [c, t ? Math.round(t.sum / t.n) : null];
    }),
  ) as Record<Category, number | null>;
}
