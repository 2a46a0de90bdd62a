import { daysBetween } from '../../../contract/calendar-date.ts';
import {
  END_BEFORE_START_MESSAGE,
  PACKED_NOT_CHOSEN_MESSAGE,
  type CreatePackingListInput,
  type PackingList,
  type PackingSuggestion,
  type PackingSuggestionInput,
  type UpdatePackingListInput,
} from '../../../contract/packing-lists.ts';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { assertOwnItemIds } from '../../lib/item-id-lists.ts';
import type { Stylist, StylistItem } from '../../stylist/stylist.ts';
import { createPackingListsRepo, type PackingListChanges, type PackingListRow } from './repo.ts';

/** What packing lists need of the wardrobe feature (its service, never its repo). */
export interface PackingWardrobe {
  stylistItems(userId: string): Promise<StylistItem[]>;
}

export interface PackingListsDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: PackingWardrobe;
}

const listNotFound = () => notFound('Packing list not found');

/** A stored row as every answer shows it. */
export function toPackingList(row: PackingListRow): PackingList {
  return {
    id: row.id,
    userId: row.userId,
    tripName: row.tripName,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    itemIds: row.itemIds,
    packedItemIds: row.packedItemIds.filter((id) => row.itemIds.includes(id)),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Travel packing lists: the trip, the pieces chosen for it, and which are packed. */
export function createPackingListsService({ db, stylist, wardrobe }: PackingListsDeps) {
  const repo = createPackingListsRepo(db);

  return {
    /** The user's lists, soonest trip first. */
    async list(userId: string): Promise<PackingList[]> {
      return (await repo.list(userId)).map(toPackingList);
    },

    /** Creates a list; 400 when an item is not the user's (nothing written). */
    async create(userId: string, input: CreatePackingListInput): Promise<PackingList> {
      const row = await db.transaction(async (tx) => {
        await assertOwnItemIds(tx, userId, input.itemIds);
        return createPackingListsRepo(tx).insert({ userId, ...input, packedItemIds: [] });
      });
      return toPackingList(row);
    },

    /**
     * Changes what is sent. Packed pieces must be chosen ones; taking a piece off the list unpacks
     * it. Dates are checked against the stored ones too (end never before start).
     */
    async update(userId: string, id: string, input: UpdatePackingListInput): Promise<PackingList> {
      const row = await db.transaction(async (tx) => {
        const txRepo = createPackingListsRepo(tx);
        const current = await txRepo.findForUpdate(userId, id);
        if (!current) throw listNotFound();
        const startDate = input.startDate !== undefined ? input.startDate : current.startDate;
        const endDate = input.endDate !== undefined ? input.endDate : current.endDate;
        if (startDate && endDate && daysBetween(startDate, endDate) < 0) {
          throw invalid('endDate', END_BEFORE_START_MESSAGE);
        }
        const changes: PackingListChanges = {};
        for (const key of ['tripName', 'destination', 'notes', 'startDate', 'endDate'] as const) {
          if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
        }
        if (input.itemIds) await assertOwnItemIds(tx, userId, input.itemIds);
        const itemIds = input.itemIds ?? current.itemIds;
        if (input.packedItemIds) {
          await assertOwnItemIds(tx, userId, input.packedItemIds, 'packedItemIds');
          if (input.packedItemIds.some((p) => !itemIds.includes(p))) {
            throw invalid('packedItemIds', PACKED_NOT_CHOSEN_MESSAGE);
          }
        }
        const packed = input.packedItemIds ?? current.packedItemIds;
        if (input.itemIds) changes.itemIds = input.itemIds;
        if (input.itemIds || input.packedItemIds) {
          changes.packedItemIds = packed.filter((p) => itemIds.includes(p));
        }
        const updated = await txRepo.update(userId, id, changes);
        if (!updated) throw listNotFound();
        return updated;
      });
      return toPackingList(row);
    },

    /** Deletes a list. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw listNotFound();
    },

    /** What to pack from the user's own clean pieces; ids a provider invents are dropped. */
    async suggest(userId: string, input: PackingSuggestionInput): Promise<PackingSuggestion> {
      const items = await wardrobe.stylistItems(userId);
      const answer = await stylist.packingSuggestions(items, input);
      const clean = new Set(items.filter((i) => i.isActive && !i.inLaundry).map((i) => i.id));
      const seen = new Set<string>();
      const picks = answer.picks.filter((p) => {
        if (!clean.has(p.itemId) || seen.has(p.itemId)) return false;
        seen.add(p.itemId);
        return true;
      });
      return { ...answer, picks };
    },
  };
}

export type PackingListsService = ReturnType<typeof createPackingListsService>;
