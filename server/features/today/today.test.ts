import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../contract/calendar.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { Today } from '../../../contract/today.ts';
import { EMPTY_WARDROBE_LOOK_NOTE } from '../../../contract/weather-values.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { startFakeOpenMeteo, type FakeOpenMeteoServer } from '../../test/fake-open-meteo-server.ts';
import { addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';
import { createOpenMeteo } from '../../weather/open-meteo.ts';

// Monday 30 November 2026, 07:00 in Lisbon.
const NOW = new Date('2026-11-30T07:00:00Z');
const TODAY = '2026-11-30';

let fake: FakeOpenMeteoServer;
let ctx: TestContext;
let alice: UserApi;
let items: WardrobeItem[];

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  fake.script(TODAY, [{ code: 61, low: 46, high: 55, chance: 70, wetFromHour: 9 }]);
  ctx = await createTestApp({
    clock: { now: () => NOW },
    weather: createOpenMeteo({ forecastUrl: fake.url, geocodingUrl: null, timeoutMs: 500 }),
  });
  alice = await asUser(ctx.app);
  items = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
});

afterAll(async () => fake.close());

describe('the Today card', () => {
  it('without a place: the browser’s day and a look made with the generator’s defaults', async () => {
    const today = expectJson<Today>(await alice.get('/api/today?date=2026-11-29'));
    expect(today).toMatchObject({ date: '2026-11-29', place: null, forecast: null, entry: null });
    expect(today.look?.outfitId).toBeNull();
    expect(today.look?.itemIds.length).toBeGreaterThanOrEqual(2);
    // A Sunday: a casual look.
    expect(today.look?.name).toBe('Casual look for today');
  });

  it('with a place: the day’s forecast and a look made for it (a layer in the rain)', async () => {
    await alice.put('/api/weather/place', { name: 'Lisbon', latitude: 38.72, longitude: -9.14 });
    const today = expectJson<Today>(await alice.get('/api/today?date=2026-01-01'));
    // The place's own today wins over the browser's.
    expect(today.date).toBe(TODAY);
    expect(today.forecast).toMatchObject({ weather: 'rainy', wetFrom: '09:00' });
    expect(today.look?.name).toBe('Work look for today');
    const layers = items.filter((i) => i.category === 'outerwear').map((i) => i.id);
    expect(today.look?.itemIds.some((id) => layers.includes(id))).toBe(true);
    const again = expectJson<Today>(await alice.get('/api/today'));
    expect(again.look?.itemIds).toEqual(today.look?.itemIds);
  });

  it('shows the planned outfit, and "Another look" makes one anyway', async () => {
    const outfit = expectJson<Outfit>(
      await alice.post('/api/outfits', {
        name: 'Board meeting',
        occasion: 'work',
        itemIds: [items[0]!.id, items[3]!.id, items[7]!.id, items[9]!.id],
      }),
      201,
    );
    await alice.post('/api/calendar', { date: TODAY, outfitId: outfit.id, eventName: 'Board' });
    const today = expectJson<Today>(await alice.get('/api/today'));
    expect(today.entry?.eventName).toBe('Board');
    expect(today.look).toMatchObject({ outfitId: outfit.id, name: 'Board meeting' });
    expect(today.warning).toBeNull();
    expect(today.look?.reasoning).toBe('Planned for today, and it suits the forecast.');
    const another = expectJson<Today>(await alice.get('/api/today?look=1'));
    expect(another.look?.outfitId).toBeNull();
  });

  it('"Wear it" on a look made now saves it, plans it on the day and marks it worn', async () => {
    const shown = expectJson<Today>(await alice.get('/api/today?look=2'));
    const worn = expectJson<CalendarEntry>(await alice.post('/api/today/wear', { look: 2 }));
    expect(worn.date).toBe(TODAY);
    expect(worn.wornAt).not.toBeNull();
    expect(worn.outfit?.itemIds).toEqual(shown.look?.itemIds);
    // Worn twice the same day: the calendar's own refusal.
    const twice = await alice.post('/api/today/wear', { look: 0 });
    expect(twice.statusCode).toBe(409);
  });

  it('with an empty wardrobe says what to do instead of a look', async () => {
    const bob = await asUser(ctx.app);
    const today = expectJson<Today>(await bob.get(`/api/today?date=${TODAY}`));
    expect(today.look).toBeNull();
    expect(today.lookNote).toBe(EMPTY_WARDROBE_LOOK_NOTE);
    const wear = await bob.post('/api/today/wear', {});
    expect(wear.statusCode).toBe(409);
    expect(wear.json()).toEqual({ message: EMPTY_WARDROBE_LOOK_NOTE });
  });

  it('refuses a bad day or look number with a message', async () => {
    expect((await alice.get('/api/today?look=-1')).json()).toMatchObject({
      message: 'look: look must be at least 0',
    });
    expect((await alice.get('/api/today?date=2026-02-30')).statusCode).toBe(400);
    expect((await alice.post('/api/today/wear', { look: 'many' })).statusCode).toBe(400);
  });
});
