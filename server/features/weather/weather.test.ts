import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../contract/calendar.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { Forecast, PlaceAnswer, PlanWarning } from '../../../contract/weather.ts';
import {
  FORECAST_UNAVAILABLE_NOTE,
  NO_FORECAST_SERVER_MESSAGE,
  NOTHING_TO_SWAP_MESSAGE,
  PLACE_SEARCH_UNAVAILABLE_NOTE,
} from '../../../contract/weather-values.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { startFakeOpenMeteo, type FakeOpenMeteoServer } from '../../test/fake-open-meteo-server.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';
import { createOpenMeteo } from '../../weather/open-meteo.ts';

// 09:00 in Lisbon on Saturday 28 November 2026: the place's today is the 28th, tomorrow the 29th.
const NOW = new Date('2026-11-28T09:00:00Z');
const TODAY = '2026-11-28';
const TOMORROW = '2026-11-29';
const LISBON = { name: 'Lisbon', latitude: 38.72, longitude: -9.14 };

let fake: FakeOpenMeteoServer;
let ctx: TestContext;
let offline: TestContext;
let alice: UserApi;
let bob: UserApi;
let items: WardrobeItem[];

const WARDROBE = [
  { name: 'White Oxford Shirt', category: 'tops', color: 'white' },
  { name: 'Grey Crew Tee', category: 'tops', color: 'grey' },
  { name: 'Navy Chinos', category: 'bottoms', color: 'navy' },
  { name: 'Dark Wash Jeans', category: 'bottoms', color: 'denim' },
  { name: 'Tan Suede Loafers', category: 'shoes', color: 'tan' },
  { name: 'Black Leather Chelsea Boots', category: 'shoes', color: 'black' },
  { name: 'Navy Waterproof Trench Coat', category: 'outerwear', color: 'navy' },
] as const;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  fake.script(TODAY, [
    { code: 3, low: 54, high: 63, chance: 10 },
    { code: 63, low: 50, high: 58, chance: 85, wetFromHour: 15 },
  ]);
  fake.places([
    { ...LISBON, timezone: 'Europe/Lisbon', country: 'Portugal', admin1: 'Lisbon' },
    {
      name: 'Lisburn',
      latitude: 54.5,
      longitude: -6.03,
      timezone: 'Europe/London',
      country: 'United Kingdom',
    },
  ]);
  ctx = await createTestApp({
    clock: { now: () => NOW },
    weather: createOpenMeteo({ forecastUrl: fake.url, geocodingUrl: fake.url, timeoutMs: 300 }),
  });
  offline = await createTestApp({ clock: { now: () => NOW } });
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
  items = await addItems(
    ctx.app,
    alice,
    WARDROBE.map((item) => ({ ...item })),
  );
});

afterAll(async () => fake.close());

const byName = (name: string) => items.find((item) => item.name === name)!.id;

async function planTomorrow(user: UserApi, itemNames: string[]): Promise<CalendarEntry> {
  const outfit = expectJson<Outfit>(
    await user.post('/api/outfits', {
      name: 'Saturday lunch',
      occasion: 'casual',
      itemIds: itemNames.map(byName),
    }),
    201,
  );
  return expectJson<CalendarEntry>(
    await user.post('/api/calendar', { date: TOMORROW, outfitId: outfit.id }),
    201,
  );
}

describe('without a weather provider', () => {
  it('says so, keeps weather manual and refuses a place with a clear message', async () => {
    const carol = await asUser(offline.app);
    expect(expectJson<PlaceAnswer>(await carol.get('/api/weather/place'))).toEqual({
      available: false,
      search: false,
      place: null,
    });
    const refused = await carol.put('/api/weather/place', { ...LISBON, timeZone: 'Europe/Lisbon' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NO_FORECAST_SERVER_MESSAGE });
    const forecast = expectJson<Forecast>(await carol.get('/api/weather/forecast'));
    expect(forecast).toMatchObject({ available: false, days: [], note: null });
  });
});

describe('the place', () => {
  it('is found by name through the geocoding, with a label that tells places apart', async () => {
    const found = expectJson<{ places: { label: string; timeZone: string }[] }>(
      await alice.get('/api/weather/places?q=Lis'),
    );
    expect(found.places.map((p) => p.label)).toEqual([
      'Lisbon, Portugal',
      'Lisburn, United Kingdom',
    ]);
    expect(found.places[0]!.timeZone).toBe('Europe/Lisbon');
  });

  it('refuses a search too short or too long, and bad places, with a message', async () => {
    expect((await alice.get('/api/weather/places?q=L')).json().message).toMatch(/at least 2/);
    expect((await alice.get(`/api/weather/places?q=${'x'.repeat(81)}`)).statusCode).toBe(400);
    for (const [body, message] of [
      [{ ...LISBON, latitude: 91 }, 'Latitude must be between -90 and 90'],
      [{ ...LISBON, longitude: 'west' }, 'Longitude must be a number'],
      [{ ...LISBON, name: ' ' }, 'Place name is required'],
      [
        { ...LISBON, timeZone: 'Mars/Olympus' },
        'Time zone must be a time zone such as Europe/Lisbon',
      ],
    ] as const) {
      const response = await alice.put('/api/weather/place', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('takes typed coordinates and reads their time zone from the forecast', async () => {
    const set = expectJson<PlaceAnswer>(await alice.put('/api/weather/place', LISBON));
    expect(set).toEqual({
      available: true,
      search: true,
      place: { ...LISBON, timeZone: 'Europe/Lisbon' },
    });
    expect(expectJson<PlaceAnswer>(await alice.get('/api/weather/place')).place?.name).toBe(
      'Lisbon',
    );
    // Bob's place is his own.
    expect(expectJson<PlaceAnswer>(await bob.get('/api/weather/place')).place).toBeNull();
  });
});

describe('the forecast', () => {
  it('reads the provider’s codes and hours as the generator’s weather and the day’s range', async () => {
    const forecast = expectJson<Forecast>(await alice.get('/api/weather/forecast'));
    expect(forecast).toMatchObject({
      available: true,
      today: TODAY,
      note: null,
      source: 'Open-Meteo',
    });
    expect(forecast.days).toHaveLength(16);
    expect(forecast.days[0]).toMatchObject({
      date: TODAY,
      weather: 'cloudy',
      summary: 'Overcast',
      wetFrom: null,
      snow: false,
    });
    const tomorrow = forecast.days[1]!;
    expect(tomorrow).toMatchObject({
      date: TOMORROW,
      weather: 'rainy',
      summary: 'Rain',
      wetFrom: '15:00',
    });
    // The hours out (8:00-20:00) of a 50-58 °F day, and the slider's step of 5 between them.
    expect(tomorrow.low).toBeGreaterThanOrEqual(50);
    expect(tomorrow.high).toBe(58);
    expect(tomorrow.temperature % 5).toBe(0);
    expect(tomorrow.temperature).toBeGreaterThanOrEqual(50);
    const range = expectJson<Forecast>(
      await alice.get(`/api/weather/forecast?startDate=${TOMORROW}&endDate=${TOMORROW}`),
    );
    expect(range.days.map((d) => d.date)).toEqual([TOMORROW]);
  });

  it('asks the provider once per place and hour', async () => {
    const before = fake.requests.filter((u) => u.pathname === '/v1/forecast').length;
    await alice.get('/api/weather/forecast');
    await alice.get('/api/weather/forecast');
    expect(fake.requests.filter((u) => u.pathname === '/v1/forecast').length).toBe(before);
  });

  it.each([
    ['down', 'error', 0, { latitude: 10, longitude: 10 }],
    ['answering nonsense', 'nonsense', 0, { latitude: 11, longitude: 11 }],
    ['slower than the timeout', 'slow', 1_000, { latitude: 12, longitude: 12 }],
  ] as const)(
    'says so and lets weather be manual when the provider is %s',
    async (_, mode, delay, at) => {
      const dave = await asUser(ctx.app);
      await dave.put('/api/weather/place', { name: 'Elsewhere', ...at, timeZone: 'UTC' });
      fake.mode(mode, delay);
      try {
        const forecast = expectJson<Forecast>(await dave.get('/api/weather/forecast'));
        expect(forecast).toMatchObject({ days: [], note: FORECAST_UNAVAILABLE_NOTE });
        const search = expectJson<{ places: unknown[]; note: string }>(
          await dave.get(`/api/weather/places?q=x${mode}`),
        );
        expect(search).toEqual({ places: [], note: PLACE_SEARCH_UNAVAILABLE_NOTE });
        const today = await dave.get('/api/today');
        expect(today.statusCode).toBe(200);
        expect(today.json()).toMatchObject({ forecast: null, note: FORECAST_UNAVAILABLE_NOTE });
      } finally {
        fake.mode('ok');
      }
    },
  );
});

describe('plans checked against the forecast', () => {
  let entry: CalendarEntry;

  it('flags a planned outfit the day’s forecast does not suit, and says why', async () => {
    entry = await planTomorrow(alice, ['White Oxford Shirt', 'Navy Chinos', 'Tan Suede Loafers']);
    const { warnings } = expectJson<{ warnings: PlanWarning[] }>(
      await alice.get('/api/weather/warnings'),
    );
    expect(warnings).toEqual([
      {
        entryId: entry.id,
        date: TOMORROW,
        reason: expect.stringContaining('rain from 3 pm: the tan suede loafers'),
        itemIds: [byName('Tan Suede Loafers')],
      },
    ]);
    expect(
      expectJson<{ warnings: PlanWarning[] }>(await bob.get('/api/weather/warnings')).warnings,
    ).toEqual([]);
  });

  it('swaps it in one tap for a look the forecast has nothing against', async () => {
    const swapped = expectJson<CalendarEntry>(
      await alice.post(`/api/weather/warnings/${entry.id}/swap`),
    );
    expect(swapped.id).toBe(entry.id);
    expect(swapped.outfitId).not.toBe(entry.outfitId);
    expect(swapped.outfit?.itemIds).not.toContain(byName('Tan Suede Loafers'));
    const { warnings } = expectJson<{ warnings: PlanWarning[] }>(
      await alice.get('/api/weather/warnings'),
    );
    expect(warnings).toEqual([]);
    const again = await alice.post(`/api/weather/warnings/${entry.id}/swap`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: NOTHING_TO_SWAP_MESSAGE });
  });

  it('answers 404 for another user’s day', async () => {
    const response = await bob.post(`/api/weather/warnings/${entry.id}/swap`);
    expect(response.statusCode).toBe(404);
  });
});
