import { CATEGORY_LABELS, costPerWear } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { formatDollars, formatMoney } from '@/lib/format.ts';

/** "Tops" or "Tops · Shirt". */
export function categoryLine(item: Pick<WardrobeItem, 'category' | 'subcategory'>): string {
  const label = CATEGORY_LABELS[item.category];
  return item.subcategory ? `${label} · ${item.subcategory}` : label;
}

export function priceLabel(item: Pick<WardrobeItem, 'price'>): string | null {
  return item.price === null ? null : formatMoney(item.price);
}

export function wornLabel(timesWorn: number): string {
  if (timesWorn === 0) return 'Never worn';
  return timesWorn === 1 ? 'Worn once' : `Worn ${timesWorn} times`;
}

/** Spec §3: dollars with two decimals, only when both price and wears are non-zero. */
export function costPerWearLabel(item: Pick<WardrobeItem, 'price' | 'timesWorn'>): string | null {
  const dollars = costPerWear(item.price, item.timesWorn);
  return dollars === null ? null : formatDollars(dollars);
}
