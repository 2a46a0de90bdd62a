import { beforeAll, describe, expect, it } from 'vitest';
import {
  END_BEFORE_START_MESSAGE,
  OUTFIT_OR_EVENT_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  type CalendarEntry,
} from '../../../contract/calendar.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { caller } from '../../test/api-client.ts';
import type { TestContext } from '../../test/create-test-app.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { setUpPlanning } from '../../test/planning-setup.ts';
import { addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let items: WardrobeItem[];
let outfit: Outfit;
let bobOutfit: Outfit;

const call = caller(() => ctx.app);

async function saveOutfit(user: SignedInUser, itemIds: string[]): Promise<Outfit> {
  const response = await call(user, 'POST', '/api/outfits', { name: 'Office', itemIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Outfit>();
}

beforeAll(async () => {
  ({ ctx, alice, bob, aliceItems: items } = await setUpPlanning());
  outfit = await saveOutfit(alice, [items[0]!.id, items[3]!.id, items[8]!.id]);
  const bobItems = await addItems(ctx.app, bob, EVERYDAY_WARDROBE.slice(0, 1));
  bobOutfit = await saveOutfit(bob, [bobItems[0]!.id]);
});

const range = (user: SignedInUser, start: string, end: string) =>
  call(
    user,
    'GET',
    `/api/calendar?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`,
  );

async function plan(body: Record<string, unknown>): Promise<CalendarEntry> {
  const response = await call(alice, 'POST', '/api/calendar', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEntry>();
}

describe('calendar', () => {
  it('keeps the day as written whatever the offset, and ranges are inclusive', async () => {
    // 14 March late in the evening at UTC−8 is already 15 March in UTC: still 14 March.
    const entry = await plan({
      userId: bob.user.id,
      date: '2026-03-14T23:30:00-08:00',
      eventName: 'Gallery opening',
      eventType: 'Evening',
    });
    expect(entry).toMatchObject({
      userId: alice.user.id,
      date: '2026-03-14',
      eventType: 'evening',
    });
    const onTheDay = (await range(alice, '2026-03-14', '2026-03-14')).json<CalendarEntry[]>();
    expect(onTheDay.map((e) => e.id)).toEqual([entry.id]);
    const isoRange = await range(alice, '2026-03-01T00:00:00.000Z', '2026-03-14T00:00:00.000Z');
    expect(isoRange.json<CalendarEntry[]>().map((e) => e.id)).toEqual([entry.id]);
    expect((await range(alice, '2026-03-15', '2026-03-31')).json<CalendarEntry[]>()).toEqual([]);
    expect((await range(bob, '2026-03-01', '2026-03-31')).json<CalendarEntry[]>()).toEqual([]);
  });

  it('refuses bad dates, a backwards range and a range over 400 days with 400', async () => {
    const bad = await range(alice, '2026-02-30', '2026-03-01');
    expect(bad.statusCode).toBe(400);
    const backwards = await range(alice, '2026-03-10', '2026-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain(END_BEFORE_START_MESSAGE);
    const long = await range(alice, '2026-01-01', '2027-02-05');
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain(RANGE_TOO_LONG_MESSAGE);
    expect((await range(alice, '2026-01-01', '2027-02-04')).statusCode).toBe(200);
    expect((await call(alice, 'GET', '/api/calendar')).statusCode).toBe(400);
  });

  it("plans an outfit with its pieces, refuses another user's outfit and an empty day", async () => {
    const entry = await plan({ date: '2026-04-02', outfitId: outfit.id, eventType: 'work' });
    expect(entry.outfit?.name).toBe('Office');
    expect(entry.outfit?.pieces.map((p) => p.name)).toEqual([
      EVERYDAY_WARDROBE[0]!.name,
      EVERYDAY_WARDROBE[3]!.name,
      EVERYDAY_WARDROBE[8]!.name,
    ]);
    const foreign = await call(alice, 'POST', '/api/calendar', {
      date: '2026-04-03',
      outfitId: bobOutfit.id,
    });
    expect(foreign.statusCode).toBe(400);
    const empty = await call(alice, 'POST', '/api/calendar', { date: '2026-04-03' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(OUTFIT_OR_EVENT_MESSAGE);
    expect((await range(alice, '2026-04-03', '2026-04-03')).json<CalendarEntry[]>()).toEqual([]);
  });

  it("edits and deletes only the owner's entries", async () => {
    const entry = await plan({ date: '2026-05-01', eventName: 'Brunch', eventType: 'casual' });
    expect((await call(bob, 'PUT', `/api/calendar/${entry.id}`, { notes: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(bob, 'DELETE', `/api/calendar/${entry.id}`)).statusCode).toBe(404);
    const moved = await call(alice, 'PUT', `/api/calendar/${entry.id}`, {
      date: '2026-05-02',
      outfitId: outfit.id,
      notes: 'Terrace if sunny',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CalendarEntry>()).toMatchObject({
      date: '2026-05-02',
      eventName: 'Brunch',
      notes: 'Terrace if sunny',
      outfitId: outfit.id,
    });
    const cleared = await call(alice, 'PUT', `/api/calendar/${entry.id}`, {
      outfitId: null,
      eventName: '',
    });
    expect(cleared.statusCode).toBe(400);
    expect((await call(alice, 'DELETE', `/api/calendar/${entry.id}`)).statusCode).toBe(204);
    expect((await range(alice, '2026-05-02', '2026-05-02')).json<CalendarEntry[]>()).toEqual([]);
  });

  it("lists upcoming entries from the user's today, nearest first", async () => {
    const carol = await signUp(ctx.app);
    const upcoming = (from: string) =>
      call(carol, 'GET', `/api/calendar/upcoming?from=${from}&limit=2`);
    expect((await upcoming('2030-01-01')).json<CalendarEntry[]>()).toEqual([]);
    for (const [date, eventName] of [
      ['2030-01-10', 'Later'],
      ['2029-12-31', 'Past'],
      ['2030-01-01', 'Today'],
      ['2030-01-05', 'Soon'],
    ]) {
      await call(carol, 'POST', '/api/calendar', { date, eventName });
    }
    const next = (await upcoming('2030-01-01')).json<CalendarEntry[]>();
    expect(next.map((e) => e.eventName)).toEqual(['Today', 'Soon']);
    expect((await call(carol, 'GET', '/api/calendar/upcoming?from=nope')).statusCode).toBe(400);
  });

  it('keeps an entry when its outfit is deleted, without the outfit', async () => {
    const temp = await saveOutfit(alice, [items[1]!.id]);
    const entry = await plan({ date: '2026-06-01', outfitId: temp.id, eventName: 'Dinner' });
    expect((await call(alice, 'DELETE', `/api/outfits/${temp.id}`)).statusCode).toBe(204);
    const [after] = (await range(alice, '2026-06-01', '2026-06-01')).json<CalendarEntry[]>();
    expect(after).toMatchObject({
      id: entry.id,
      outfitId: null,
      outfit: null,
      eventName: 'Dinner',
    });
  });

  it('"Wore it" logs one wear of the outfit and its pieces on that day, once, and can be undone', async () => {
    const wardrobe = async () =>
      new Map(
        (await call(alice, 'GET', '/api/wardrobe')).json<WardrobeItem[]>().map((i) => [i.id, i]),
      );
    const outfitNow = async () =>
      (await call(alice, 'GET', '/api/outfits')).json<Outfit[]>().find((o) => o.id === outfit.id)!;
    const before = await wardrobe();
    const outfitBefore = await outfitNow();
    const day = await plan({ date: '2026-01-20', outfitId: outfit.id });
    const twin = await plan({ date: '2026-01-20', outfitId: outfit.id, eventName: 'Again' });

    const worn = await call(alice, 'POST', `/api/calendar/${day.id}/wear`);
    expect(worn.statusCode, worn.body).toBe(200);
    expect(worn.json<CalendarEntry>().wornAt).toBe('2026-01-20T12:00:00.000Z');
    const after = await wardrobe();
    for (const id of outfit.itemIds) {
      expect(after.get(id)!.timesWorn).toBe(before.get(id)!.timesWorn + 1);
    }
    expect(after.get(items[1]!.id)!.timesWorn).toBe(before.get(items[1]!.id)!.timesWorn);
    expect((await outfitNow()).timesWorn).toBe(outfitBefore.timesWorn + 1);

    // Once per day, whichever entry of the day asks.
    expect((await call(alice, 'POST', `/api/calendar/${day.id}/wear`)).statusCode).toBe(409);
    expect((await call(alice, 'POST', `/api/calendar/${twin.id}/wear`)).statusCode).toBe(409);
    expect((await call(bob, 'POST', `/api/calendar/${day.id}/wear`)).statusCode).toBe(404);
    // A worn day keeps its outfit and date until the wear is taken back.
    const move = await call(alice, 'PUT', `/api/calendar/${day.id}`, { date: '2026-01-21' });
    expect(move.statusCode).toBe(409);

    const undone = await call(alice, 'DELETE', `/api/calendar/${day.id}/wear`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<CalendarEntry>().wornAt).toBeNull();
    const restored = await wardrobe();
    for (const id of outfit.itemIds) {
      expect(restored.get(id)!.timesWorn).toBe(before.get(id)!.timesWorn);
      expect(restored.get(id)!.lastWorn).toBe(before.get(id)!.lastWorn);
    }
    const outfitAfter = await outfitNow();
    expect(outfitAfter.timesWorn).toBe(outfitBefore.timesWorn);
    expect(outfitAfter.lastWorn).toBe(outfitBefore.lastWorn);
    expect((await call(alice, 'DELETE', `/api/calendar/${day.id}/wear`)).statusCode).toBe(409);
  });

  it('refuses "Wore it" on a day to come and on a day without an outfit', async () => {
    const future = await plan({ date: '2099-01-01', outfitId: outfit.id });
    const response = await call(alice, 'POST', `/api/calendar/${future.id}/wear`);
    expect(response.statusCode).toBe(400);
    const eventOnly = await plan({ date: '2026-01-02', eventName: 'Meeting' });
    expect((await call(alice, 'POST', `/api/calendar/${eventOnly.id}/wear`)).statusCode).toBe(400);
  });
});
