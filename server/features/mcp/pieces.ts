import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { ApiCall } from './api-call.ts';
import type { ImageLinks } from './service.ts';

/** What a piece an outfit or a list names is called once it left the wardrobe (sold, removed). */
export const GONE_PIECE = '(no longer in the wardrobe)';

/** Dollars (not cents) as "$1234.50". */
export const money = (dollars: number): string => `$${dollars.toFixed(2)}`;

/** The object without its null, undefined and empty-list fields: answers stay small. */
export function withoutEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) =>
        field !== null && field !== undefined && !(Array.isArray(field) && field.length === 0),
    ),
  ) as Partial<T>;
}

/** A piece as a list shows it: its id, what it is, its colours, its wear, a link to its picture. */
export function pieceSummary(item: WardrobeItem, links: ImageLinks) {
  return withoutEmpty({
    id: item.id,
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    color: item.color,
    colors: item.colors?.map((color) => color.name),
    brand: item.brand,
    tags: item.tags,
    timesWorn: item.timesWorn,
    lastWorn: item.lastWorn,
    inLaundry: item.inLaundry || undefined,
    image: links.link(item.thumbnailUrl),
  });
}

/** The caller's wardrobe (its active pieces) by id. */
export async function wardrobeById(call: ApiCall): Promise<Map<string, WardrobeItem>> {
  const items = await call('GET /api/wardrobe');
  return new Map(items.map((item) => [item.id, item]));
}

/** Pieces named by id, as an outfit or a list holds them: id and name (and picture, if asked). */
export function namedPieces(
  ids: readonly string[],
  wardrobe: ReadonlyMap<string, WardrobeItem>,
  links?: ImageLinks,
) {
  return ids.map((id) => {
    const item = wardrobe.get(id);
    if (!item) return { id, name: GONE_PIECE };
    return {
      id,
      name: item.name,
      ...withoutEmpty({
        category: item.category,
        color: item.color,
        image: links?.link(item.thumbnailUrl),
      }),
    };
  });
}
