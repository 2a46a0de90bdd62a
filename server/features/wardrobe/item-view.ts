import type { Category, ItemAiTags, ItemColor, WardrobeItem } from '../../../contract/wardrobe.ts';
import { isoOrNull } from '../../lib/dates.ts';
import type { ItemRow } from './repo.ts';

/** A stored row as every answer shows it: imageUrl and thumbnailUrl are the image it shows. */
export function toWardrobeItem(row: ItemRow): WardrobeItem {
  const showCutout = row.displayImage === 'cutout' && row.cutoutUrl !== null;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    category: row.category as Category,
    subcategory: row.subcategory,
    color: row.color,
    colors: (row.colors as ItemColor[] | null) ?? null,
    brand: row.brand,
    size: row.size,
    price: row.price,
    imageUrl: showCutout ? row.cutoutUrl : row.imageUrl,
    thumbnailUrl: showCutout ? (row.cutoutThumbnailUrl ?? row.cutoutUrl) : row.thumbnailUrl,
    displayImage: showCutout ? 'cutout' : 'original',
    originalImageUrl: row.imageUrl,
    originalThumbnailUrl: row.thumbnailUrl,
    cutoutImageUrl: row.cutoutUrl,
    cutoutThumbnailUrl: row.cutoutThumbnailUrl,
    tags: row.tags,
    timesWorn: row.timesWorn,
    lastWorn: isoOrNull(row.lastWorn),
    aiTags: (row.aiTags as ItemAiTags | null) ?? null,
    analysing: Boolean(row.pendingAnalysis),
    inLaundry: row.inLaundry,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every photo a row records: the original, its cut-out and their thumbnails. */
export const photoUrlsOf = (
  row: Pick<ItemRow, 'imageUrl' | 'thumbnailUrl' | 'cutoutUrl' | 'cutoutThumbnailUrl'>,
) => [row.imageUrl, row.thumbnailUrl, row.cutoutUrl, row.cutoutThumbnailUrl];
