import { z } from 'zod';
import { idSchema, NOT_FOUND_MESSAGE } from '../../../../contract/ids.ts';
import {
  CATEGORIES,
  categorySchema,
  COLOR_MAX,
  costPerWear,
  type WardrobeItem,
} from '../../../../contract/wardrobe.ts';
import { ApiRefusal } from '../api-call.ts';
import { money, pieceSummary, withoutEmpty } from '../pieces.ts';
import { defineTool, page, pagingShape } from '../tool-kit.ts';

const QUERY_MAX = 100;

const searchInput = z.object({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .max(QUERY_MAX, `query must be at most ${QUERY_MAX} characters`)
    .optional()
    .describe(
      'Words to find, each in the name, kind, colour, brand or tags (e.g. "linen shirt", "summer"). Leave out to list everything.',
    ),
  category: categorySchema.optional().describe(`One of: ${CATEGORIES.join(', ')}.`),
  color: z
    .string({ error: 'color must be text' })
    .trim()
    .max(COLOR_MAX, `color must be at most ${COLOR_MAX} characters`)
    .optional()
    .describe('A colour name, e.g. "navy" (matches the colour given or read from the photo).'),
  ...pagingShape,
});

/** Everything a search word may be found in, lower case. */
const searchableText = (item: WardrobeItem) =>
  [
    item.name,
    item.category,
    item.subcategory,
    item.color,
    item.brand,
    ...item.tags,
    ...(item.colors ?? []).map((color) => color.name),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

const colorsOf = (item: WardrobeItem) =>
  [item.color, ...(item.colors ?? []).map((color) => color.name)]
    .filter((color): color is string => Boolean(color))
    .map((color) => color.toLowerCase());

export const searchWardrobe = defineTool({
  name: 'search_wardrobe',
  title: 'Search the wardrobe',
  description:
    "Finds pieces in the user's wardrobe by words, category and colour, newest first, a page at a time. Each piece has its id (for get_item, generate_outfits' anchorItemId and save_outfit), its colours, how often it was worn, and a link to its picture that expires at imagesExpireAt.",
  access: 'read',
  input: searchInput,
  async run(input, { call, links }) {
    const words = (input.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const color = input.color?.toLowerCase();
    const found = (await call('GET /api/wardrobe')).filter((item) => {
      if (input.category && item.category !== input.category) return false;
      if (color && !colorsOf(item).some((each) => each.includes(color))) return false;
      const text = searchableText(item);
      return words.every((word) => text.includes(word));
    });
    const { page: items, ...paging } = page(found, input);
    return {
      ...paging,
      items: items.map((item) => pieceSummary(item, links)),
      imagesExpireAt: links.expiresAt,
    };
  },
});

const itemInput = z.object({
  itemId: idSchema('itemId').describe('The piece’s id, from search_wardrobe.'),
});

export const getItem = defineTool({
  name: 'get_item',
  title: 'Read a piece',
  description:
    'One piece of the wardrobe in full: its details, price and cost per wear, how many times it was worn in each of the last 12 months, and links to its picture (expiring at imagesExpireAt).',
  access: 'read',
  input: itemInput,
  async run({ itemId }, { call, links }) {
    // The wear history answers 404 for anyone else's piece, before the wardrobe is read.
    const history = await call('GET /api/wardrobe/:id/wears', { params: { id: itemId } });
    const item = (await call('GET /api/wardrobe')).find((each) => each.id === itemId);
    if (!item)
      throw new ApiRefusal(404, `${NOT_FOUND_MESSAGE}: this piece is no longer in the wardrobe`);
    const perWear = costPerWear(item.price, item.timesWorn);
    return {
      ...pieceSummary(item, links),
      ...withoutEmpty({
        size: item.size,
        price: item.price === null ? null : money(item.price / 100),
        costPerWear: perWear === null ? null : money(perWear),
        photo: links.link(item.imageUrl),
        styles: item.aiTags?.style,
      }),
      wearsByMonth: history.months.filter((month) => month.wears > 0),
      wearsLast12Months: history.months.reduce((sum, month) => sum + month.wears, 0),
      addedAt: item.createdAt,
      imagesExpireAt: links.expiresAt,
    };
  },
});

const wearInput = z
  .object({
    itemId: idSchema('itemId')
      .optional()
      .describe('A piece worn on its own (from search_wardrobe).'),
    outfitId: idSchema('outfitId')
      .optional()
      .describe(
        'A saved outfit worn (from list_outfits or save_outfit): each of its pieces is logged too.',
      ),
  })
  .refine((input) => (input.itemId === undefined) !== (input.outfitId === undefined), {
    message: 'Name either itemId or outfitId',
  });

export const logWear = defineTool({
  name: 'log_wear',
  title: 'Log a wear',
  description:
    'Records that the user wore a piece, or a saved outfit (and so each of its pieces), now: its wear count and cost per wear follow.',
  access: 'write',
  input: wearInput,
  async run({ itemId, outfitId }, { call }) {
    if (outfitId) {
      const outfit = await call('POST /api/outfits/:id/wear', { params: { id: outfitId } });
      return {
        logged: 'outfit',
        id: outfit.id,
        name: outfit.name,
        timesWorn: outfit.timesWorn,
        lastWorn: outfit.lastWorn,
        piecesLogged: outfit.itemIds.length,
      };
    }
    const item = await call('POST /api/wardrobe/:id/wear', { params: { id: itemId! } });
    return {
      logged: 'item',
      id: item.id,
      name: item.name,
      timesWorn: item.timesWorn,
      lastWorn: item.lastWorn,
    };
  },
});
