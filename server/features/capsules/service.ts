import {
  CAPSULE_LIMIT_MESSAGE,
  CAPSULE_PREVIEW_ITEMS,
  MAX_CAPSULES,
  limitBelowCountMessage,
  tooManyItemsMessage,
  type Capsule,
  type CreateCapsuleInput,
  type UpdateCapsuleInput,
} from '../../../contract/capsules.ts';
import type { GenerateOutfitsInput, GenerateOutfitsResponse } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/domain-errors.ts';
import { assertOwnItemIds } from '../../lib/item-id-lists.ts';
import type { Stylist, StylistItem } from '../../stylist/stylist.ts';
import { createOutfitCounts } from './outfit-counts.ts';
import { createCapsulesRepo, type CapsuleChanges, type CapsuleRow } from './repo.ts';

/** What capsules need of the wardrobe feature (its service, never its repo). */
export interface CapsuleWardrobe {
  list(userId: string): Promise<WardrobeItem[]>;
  stylistItems(userId: string): Promise<StylistItem[]>;
}

export interface CapsulesDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: CapsuleWardrobe;
  clock: Clock;
}

const capsuleNotFound = () => notFound('Capsule not found');

/** Capsule wardrobes: size-limited collections of the user's own pieces. */
export function createCapsulesService({ db, stylist, wardrobe, clock }: CapsulesDeps) {
  const repo = createCapsulesRepo(db);
  const outfitCounts = createOutfitCounts(stylist);

  /** Rows as the answers show them, with outfit counts and thumbnails from one wardrobe read. */
  async function present(userId: string, rows: readonly CapsuleRow[]): Promise<Capsule[]> {
    if (!rows.length) return [];
    const [items, pieces] = await Promise.all([
      wardrobe.list(userId),
      wardrobe.stylistItems(userId),
    ]);
    const itemById = new Map(items.map((i) => [i.id, i]));
    const pieceById = new Map(pieces.map((p) => [p.id, p]));
    // Counted one card at a time (outfitCounts gives other requests their turn between counts).
    const capsules: Capsule[] = [];
    for (const row of rows) {
      // A capsule is planned for the long run: a piece in the laundry still counts.
      const own = row.itemIds.flatMap((id) => {
        const piece = pieceById.get(id);
        return piece ? [{ ...piece, inLaundry: false }] : [];
      });
      capsules.push({
        id: row.id,
        userId: row.userId,
        name: row.name,
        description: row.description,
        theme: row.theme,
        season: row.season,
        itemIds: row.itemIds,
        maxItems: row.maxItems,
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
        outfitCount: await outfitCounts.count(own),
        previewItems: row.itemIds.slice(0, CAPSULE_PREVIEW_ITEMS).flatMap((id) => {
          const item = itemById.get(id);
          return item
            ? [{ id, name: item.name, thumbnailUrl: item.thumbnailUrl ?? item.imageUrl }]
            : [];
        }),
      });
    }
    return capsules;
  }

  const one = async (userId: string, row: CapsuleRow) => (await present(userId, [row]))[0]!;

  return {
    /** The user's capsules, newest first. */
    async list(userId: string): Promise<Capsule[]> {
      return present(userId, await repo.list(userId));
    },

    /**
     * Creates a capsule; 400 when it would hold more than its limit or another user's item, 409
     * when the account already keeps MAX_CAPSULES.
     */
    async create(userId: string, input: CreateCapsuleInput): Promise<Capsule> {
      if (input.itemIds.length > input.maxItems) {
        throw badRequest(
          tooManyItemsMessage(input.maxItems, input.itemIds.length - input.maxItems),
          'itemIds',
        );
      }
      const row = await db.transaction(async (tx) => {
        const txRepo = createCapsulesRepo(tx);
        if ((await txRepo.countLocked(userId)) >= MAX_CAPSULES) {
          throw conflict(CAPSULE_LIMIT_MESSAGE);
        }
        await assertOwnItemIds(tx, userId, input.itemIds);
        return txRepo.insert({ userId, ...input });
      });
      return one(userId, row);
    },

    /**
     * Changes what is sent. The pieces may never exceed the limit (spec §5's message), and the
     * limit may not drop below what the capsule holds; nothing is written when either is refused.
     */
    async update(userId: string, id: string, input: UpdateCapsuleInput): Promise<Capsule> {
      const row = await db.transaction(async (tx) => {
        const txRepo = createCapsulesRepo(tx);
        const current = await txRepo.findForUpdate(userId, id);
        if (!current) throw capsuleNotFound();
        const maxItems = input.maxItems ?? current.maxItems;
        if (input.itemIds) {
          if (input.itemIds.length > maxItems) {
            throw badRequest(
              tooManyItemsMessage(maxItems, input.itemIds.length - maxItems),
              'itemIds',
            );
          }
          await assertOwnItemIds(tx, userId, input.itemIds);
        } else if (current.itemIds.length > maxItems) {
          throw badRequest(limitBelowCountMessage(current.itemIds.length, maxItems), 'maxItems');
        }
        const changes: CapsuleChanges = {};
        for (const key of [
          'name',
          'description',
          'theme',
          'season',
          'maxItems',
          'itemIds',
        ] as const) {
          if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
        }
        const updated = await txRepo.update(userId, id, changes);
        if (!updated) throw capsuleNotFound();
        return updated;
      });
      return one(userId, row);
    },

    /** Outfit suggestions from the capsule's own pieces only (the generator, restricted). */
    async generate(
      userId: string,
      id: string,
      input: Pick<GenerateOutfitsInput, 'occasion' | 'weather' | 'temperature' | 'seed'>,
    ): Promise<GenerateOutfitsResponse> {
      const capsule = await repo.find(userId, id);
      if (!capsule) throw capsuleNotFound();
      const inCapsule = new Set(capsule.itemIds);
      const pieces = (await wardrobe.stylistItems(userId)).filter((p) => inCapsule.has(p.id));
      const answer = await stylist.suggestOutfits(pieces, {
        ...input,
        stylePreferences: [],
        now: clock.now(),
      });
      // Whatever the provider, a look naming a piece outside the capsule is not shown.
      const suggestions = answer.suggestions.filter(
        (s) => s.items.length > 0 && s.items.every((i) => inCapsule.has(i)),
      );
      return {
        suggestions,
        ...(answer.missing?.length ? { missing: answer.missing } : {}),
        ...(answer.note ? { note: answer.note } : {}),
      };
    },

    /** Deletes a capsule. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw capsuleNotFound();
    },
  };
}

export type CapsulesService = ReturnType<typeof createCapsulesService>;
