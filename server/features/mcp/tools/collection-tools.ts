import { z } from 'zod';
import { namedPieces, wardrobeById, withoutEmpty } from '../pieces.ts';
import { defineTool, page, pagingShape } from '../tool-kit.ts';

export const listCapsules = defineTool({
  name: 'list_capsules',
  title: 'List capsule wardrobes',
  description:
    "The user's capsule wardrobes (small sets of pieces that mix and match), a page at a time: theme, season, pieces, and how many complete outfits the pieces make.",
  access: 'read',
  input: z.object(pagingShape),
  async run(input, { call }) {
    const { page: capsules, ...paging } = page(await call('GET /api/capsules'), input);
    const wardrobe = await wardrobeById(call);
    return {
      ...paging,
      capsules: capsules.map((capsule) =>
        withoutEmpty({
          id: capsule.id,
          name: capsule.name,
          description: capsule.description,
          theme: capsule.theme,
          season: capsule.season,
          maxItems: capsule.maxItems,
          outfitCount: capsule.outfitCount,
          pieces: namedPieces(capsule.itemIds, wardrobe),
        }),
      ),
    };
  },
});

export const listPackingLists = defineTool({
  name: 'list_packing_lists',
  title: 'List packing lists',
  description:
    "The user's packing lists for trips, a page at a time: destination, dates, notes, and each chosen piece with whether it is packed yet.",
  access: 'read',
  input: z.object(pagingShape),
  async run(input, { call }) {
    const { page: lists, ...paging } = page(await call('GET /api/packing-lists'), input);
    const wardrobe = await wardrobeById(call);
    return {
      ...paging,
      packingLists: lists.map((list) => {
        const packed = new Set(list.packedItemIds);
        return withoutEmpty({
          id: list.id,
          tripName: list.tripName,
          destination: list.destination,
          startDate: list.startDate,
          endDate: list.endDate,
          notes: list.notes,
          pieces: namedPieces(list.itemIds, wardrobe).map((piece) => ({
            ...piece,
            packed: packed.has(piece.id),
          })),
        });
      }),
    };
  },
});
