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

/** What a feature needs of the wardrobe to ask the stylist: the user's own items. */
export interface WardrobeReader {
  list(userId: string): Promise<WardrobeItem[]>;
}

/** The user's active items (laundry included: the stylist itself leaves those out and says so). */
export async function stylistItemsOf(
  wardrobe: WardrobeReader,
  userId: string,
): Promise<StylistItem[]> {
  return (await wardrobe.list(userId)).map(toStylistItem);
}
