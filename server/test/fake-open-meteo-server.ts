import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted day: the WMO code, the range in °F, the chance of rain and its first wet hour. */
export interface FakeDay {
  code: number;
  low: number;
  high: number;
  chance?: number;
  /** The hour (0-23) rain starts; hours before it are dry. */
  wetFromHour?: number;
}

/** How the fake answers: the forecast, an error status, a delay, or nonsense. */
export type FakeMode = 'ok' | 'error' | 'nonsense' | 'slow';

export interface FakePlace {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
  country: string;
  admin1?: string;
}

export interface FakeOpenMeteoServer {
  /** The origin to set as WEATHER_URL and GEOCODING_URL. */
  url: string;
  /** Requests received, oldest first (path and query). */
  requests: URL[];
  /** The days from `firstDate` on (the days after the script are mild and clear). */
  script(firstDate: string, days: FakeDay[], timezone?: string): void;
  mode(mode: FakeMode, delayMs?: number): void;
  places(list: FakePlace[]): void;
  close(): Promise<void>;
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Open-Meteo's answer for 16 days from the script, hourly and daily, as its API documents. */
function forecastBody(firstDate: string, script: FakeDay[], timezone: string) {
  const dates = Array.from({ length: 16 }, (_, i) => addDays(firstDate, i));
  const dayOf = (i: number): FakeDay => script[i] ?? { code: 1, low: 60, high: 70, chance: 0 };
  const hourly = {
    time: [] as string[],
    temperature_2m: [] as number[],
    precipitation_probability: [] as number[],
    weather_code: [] as number[],
  };
  dates.forEach((date, i) => {
    const day = dayOf(i);
    for (let hour = 0; hour < 24; hour++) {
      // Coldest at 5:00, warmest at 15:00: the out-of-doors hours span most of the range.
      const warmth = Math.max(0, 1 - Math.abs(hour - 15) / 10);
      const wet = day.wetFromHour !== undefined && hour >= day.wetFromHour;
      hourly.time.push(`${date}T${String(hour).padStart(2, '0')}:00`);
      hourly.temperature_2m.push(Math.round((day.low + (day.high - day.low) * warmth) * 10) / 10);
      hourly.precipitation_probability.push(wet ? (day.chance ?? 80) : 5);
      hourly.weather_code.push(wet ? day.code : day.code >= 51 ? 3 : day.code);
    }
  });
  return {
    latitude: 38.72,
    longitude: -9.14,
    timezone,
    utc_offset_seconds: 0,
    hourly,
    daily: {
      time: dates,
      weather_code: dates.map((_, i) => dayOf(i).code),
      temperature_2m_max: dates.map((_, i) => dayOf(i).high),
      temperature_2m_min: dates.map((_, i) => dayOf(i).low - 4),
      precipitation_probability_max: dates.map((_, i) => dayOf(i).chance ?? 0),
    },
  };
}

/**
 * A real HTTP server speaking the two Open-Meteo APIs the app calls (GET /v1/forecast and
 * GET /v1/search), scripted by the test: the outside boundary, faked as a server.
 */
export async function startFakeOpenMeteo(): Promise<FakeOpenMeteoServer> {
  let firstDate = new Date().toISOString().slice(0, 10);
  let days: FakeDay[] = [];
  let timezone = 'Europe/Lisbon';
  let mode: FakeMode = 'ok';
  let delayMs = 0;
  let placeList: FakePlace[] = [];
  const requests: URL[] = [];

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(text);
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url);
    const reply = () => {
      if (mode === 'error') return answer(response, 503, { error: true, reason: 'down' });
      if (mode === 'nonsense') {
        return answer(response, 200, { results: 'soon', daily: { time: 'soon' } });
      }
      if (url.pathname === '/v1/forecast') {
        return answer(response, 200, forecastBody(firstDate, days, timezone));
      }
      if (url.pathname === '/v1/search') {
        const name = (url.searchParams.get('name') ?? '').toLowerCase();
        const results = placeList.filter((p) => p.name.toLowerCase().startsWith(name));
        return answer(response, 200, results.length ? { results } : { generationtime_ms: 0.1 });
      }
      answer(response, 404, { error: true, reason: 'no such API' });
    };
    if (mode === 'slow' || delayMs > 0) setTimeout(reply, delayMs).unref();
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(first, list, zone = 'Europe/Lisbon') {
      firstDate = first;
      days = list;
      timezone = zone;
    },
    mode(next, delay = 0) {
      mode = next;
      delayMs = delay;
    },
    places(list) {
      placeList = list;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
