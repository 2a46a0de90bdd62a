import { addDays } from '../../../contract/calendar-date.ts';
import {
  ALREADY_WORN_MESSAGE,
  FUTURE_DAY_MESSAGE,
  NO_OUTFIT_TO_WEAR_MESSAGE,
  NOT_WORN_MESSAGE,
  OUTFIT_OR_EVENT_MESSAGE,
  WORN_LOCKED_MESSAGE,
  type CalendarEntry,
  type CalendarRangeQuery,
  type CreateCalendarEntryInput,
  type PlannedOutfit,
  type UpcomingQuery,
  type UpdateCalendarEntryInput,
} from '../../../contract/calendar.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, invalid, notFound } from '../../lib/domain-errors.ts';
import { isoOrNull } from '../../lib/dates.ts';
import type { Queryable } from '../../lib/transactions.ts';
import { createCalendarRepo, type CalendarChanges, type CalendarRow } from './repo.ts';

/** What the calendar needs of the outfits and wardrobe features (their services, never repos). */
export interface CalendarOutfits {
  list(userId: string): Promise<Outfit[]>;
  wearAt(
    userId: string,
    id: string,
    at: Date,
    tx: Queryable,
  ): Promise<{ outfit: Outfit; previousLastWorn: Date | null }>;
  unwearAt(
    userId: string,
    id: string,
    at: Date,
    previousLastWorn: Date | null,
    tx: Queryable,
  ): Promise<void>;
}
export interface CalendarWardrobe {
  list(userId: string): Promise<WardrobeItem[]>;
}

export interface CalendarDeps {
  db: Db;
  outfits: CalendarOutfits;
  wardrobe: CalendarWardrobe;
  clock: Clock;
}

const entryNotFound = () => notFound('Calendar entry not found');

/** A day's wear is logged at its noon UTC: the same calendar day in every time zone but the far east's. */
const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);
const notYourOutfit = () =>
  invalid('outfitId', 'not one of your outfits', 'Not one of your outfits');

/** The outfit calendar: days with a planned outfit, an event, or both. */
export function createCalendarService({ db, outfits, wardrobe, clock }: CalendarDeps) {
  const repo = createCalendarRepo(db);

  /** Rows as answers show them, each outfit with its pieces' photos (one read of each list). */
  async function present(userId: string, rows: readonly CalendarRow[]): Promise<CalendarEntry[]> {
    const planned = rows.some((r) => r.outfitId);
    const [outfitList, items] = planned
      ? await Promise.all([outfits.list(userId), wardrobe.list(userId)])
      : [[], []];
    const itemById = new Map(items.map((i) => [i.id, i]));
    const outfitById = new Map<string, PlannedOutfit>(
      outfitList.map((o) => [
        o.id,
        {
          id: o.id,
          name: o.name,
          occasion: o.occasion,
          itemIds: o.itemIds,
          pieces: o.itemIds.flatMap((id) => {
            const item = itemById.get(id);
            return item
              ? [{ id, name: item.name, thumbnailUrl: item.thumbnailUrl ?? item.imageUrl }]
              : [];
          }),
        },
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      outfitId: row.outfitId,
      date: row.date,
      eventName: row.eventName,
      eventType: row.eventType,
      notes: row.notes,
      wornAt: isoOrNull(row.wornAt),
      createdAt: row.createdAt.toISOString(),
      outfit: row.outfitId ? (outfitById.get(row.outfitId) ?? null) : null,
    }));
  }

  async function assertOwnOutfit(userId: string, outfitId: string | null | undefined) {
    if (!outfitId) return;
    if (!(await outfits.list(userId)).some((o) => o.id === outfitId)) throw notYourOutfit();
  }

  return {
    /** Entries from startDate to endDate, both inclusive, as calendar days (no time zone). */
    async range(userId: string, query: CalendarRangeQuery): Promise<CalendarEntry[]> {
      return present(userId, await repo.range(userId, query.startDate, query.endDate));
    },

    /** One entry of the user's; 404 for another user's or none. */
    async find(userId: string, id: string): Promise<CalendarEntry> {
      const row = await repo.find(userId, id);
      if (!row) throw entryNotFound();
      return (await present(userId, [row]))[0]!;
    },

    /** The next entries from `from` (the user's today), nearest first. */
    async upcoming(userId: string, query: UpcomingQuery): Promise<CalendarEntry[]> {
      return present(userId, await repo.upcoming(userId, query.from, query.limit));
    },

    /** Plans a day; 400 when the outfit is not the user's. */
    async create(userId: string, input: CreateCalendarEntryInput): Promise<CalendarEntry> {
      await assertOwnOutfit(userId, input.outfitId);
      const row = await repo.insert({ userId, ...input });
      return (await present(userId, [row]))[0]!;
    },

    /** Changes what is sent; the day must keep an outfit or an event name. */
    async update(
      userId: string,
      id: string,
      input: UpdateCalendarEntryInput,
    ): Promise<CalendarEntry> {
      const current = await repo.find(userId, id);
      if (!current) throw entryNotFound();
      const moves =
        (input.outfitId !== undefined && input.outfitId !== current.outfitId) ||
        (input.date !== undefined && input.date !== current.date);
      if (current.wornAt && moves) throw conflict(WORN_LOCKED_MESSAGE);
      await assertOwnOutfit(userId, input.outfitId);
      const outfitId = input.outfitId !== undefined ? input.outfitId : current.outfitId;
      const eventName = input.eventName !== undefined ? input.eventName : current.eventName;
      if (!outfitId && !eventName) {
        throw badRequest(OUTFIT_OR_EVENT_MESSAGE, 'eventName');
      }
      const changes: CalendarChanges = {};
      for (const key of ['date', 'outfitId', 'eventName', 'eventType', 'notes'] as const) {
        if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
      }
      const row = await repo.update(userId, id, changes);
      if (!row) throw entryNotFound();
      return (await present(userId, [row]))[0]!;
    },

    /**
     * "Wore it": one wear of the outfit and each of its pieces on the entry's day, once per day.
     * A day still to come cannot be worn (one day of slack for the time zones ahead of UTC).
     */
    async wear(userId: string, id: string): Promise<CalendarEntry> {
      const row = await db.transaction(async (tx) => {
        const txRepo = createCalendarRepo(tx);
        const entry = await txRepo.findForUpdate(userId, id);
        if (!entry) throw entryNotFound();
        if (!entry.outfitId) throw badRequest(NO_OUTFIT_TO_WEAR_MESSAGE);
        const today = clock.now().toISOString().slice(0, 10);
        if (entry.date > addDays(today, 1)) throw badRequest(FUTURE_DAY_MESSAGE);
        if (entry.wornAt || (await txRepo.wornSameDay(userId, entry.date, entry.outfitId))) {
          throw conflict(ALREADY_WORN_MESSAGE);
        }
        const at = noonOf(entry.date);
        const { previousLastWorn } = await outfits.wearAt(userId, entry.outfitId, at, tx);
        return txRepo.update(userId, id, { wornAt: at, outfitPreviousLastWorn: previousLastWorn });
      });
      if (!row) throw entryNotFound();
      return (await present(userId, [row]))[0]!;
    },

    /** Takes "Wore it" back: the outfit's and its pieces' wears of that day are undone. */
    async unwear(userId: string, id: string): Promise<CalendarEntry> {
      const row = await db.transaction(async (tx) => {
        const txRepo = createCalendarRepo(tx);
        const entry = await txRepo.findForUpdate(userId, id);
        if (!entry) throw entryNotFound();
        if (!entry.wornAt) throw conflict(NOT_WORN_MESSAGE);
        if (entry.outfitId) {
          await outfits.unwearAt(
            userId,
            entry.outfitId,
            entry.wornAt,
            entry.outfitPreviousLastWorn,
            tx,
          );
        }
        return txRepo.update(userId, id, { wornAt: null, outfitPreviousLastWorn: null });
      });
      if (!row) throw entryNotFound();
      return (await present(userId, [row]))[0]!;
    },

    /** Deletes an entry. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw entryNotFound();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
