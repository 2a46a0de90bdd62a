import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist/stylist.ts';

/** A wardrobe item as the stylist port takes it: plain data, dates as Dates. */
export function toStylistItem(item: WardrobeItem): StylistItem {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    // What the user typed wins; otherwise the dominant colour read from the photo.
    color: item.color ?? item.colors?.[0]?.name ?? null,
    tags: item.tags,
    timesWorn: item.timesWorn,
    lastWorn: item.lastWorn ? new Date(item.lastWorn) : null,
    inLaundry: item.inLaundry,
    isActive: item.isActive,
    price: item.price,
    brand: item.brand,
  };
}
