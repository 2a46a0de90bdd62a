import type { CalendarEntry } from '../../../contract/calendar.ts';
import {
  OCCASIONS,
  OCCASION_TEXT_MAX,
  generateOutfitsBodySchema,
  withinTemperatureBounds,
  type GenerateOutfitsResponse,
  type Occasion,
  type OutfitSuggestion,
} from '../../../contract/outfits.ts';
import type {
  Forecast,
  ForecastDay,
  Place,
  PlaceAnswer,
  PlanWarning,
  SetPlaceInput,
} from '../../../contract/weather.ts';
import {
  FORECAST_UNAVAILABLE_NOTE,
  NO_FORECAST_SERVER_MESSAGE,
  NO_PLACE_SEARCH_MESSAGE,
  NOTHING_TO_SWAP_MESSAGE,
  PLACE_SEARCH_UNAVAILABLE_NOTE,
} from '../../../contract/weather-values.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateIn } from '../../lib/dates.ts';
import { conflict } from '../../lib/domain-errors.ts';
import type { Stylist, StylistItem } from '../../stylist/stylist.ts';
import type { WeatherProvider } from '../../weather/open-meteo.ts';
import type { CalendarService } from '../calendar/service.ts';
import type { OutfitsService } from '../outfits/service.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createWeatherRepo } from './repo.ts';

export interface WeatherDeps {
  db: Db;
  clock: Clock;
  /** The forecast provider (cached); null when the server has none: weather stays manual. */
  provider: WeatherProvider | null;
  stylist: Pick<Stylist, 'forecastCheck'>;
  wardrobe: Pick<WardrobeService, 'stylistItems'>;
  calendar: Pick<CalendarService, 'range' | 'find' | 'update'>;
  outfits: Pick<OutfitsService, 'generate' | 'create'>;
}

/** A user's forecast as the other answers use it. */
export interface UserForecast {
  place: Place | null;
  /** The place's today, or null without a place. */
  today: string | null;
  days: ForecastDay[];
  note: string | null;
  source: string | null;
}

/** A look made for a day: the suggestion and the occasion it was made for. */
export interface DayLook {
  suggestion: OutfitSuggestion;
  occasion: Occasion;
}

const isOccasion = (value: string | null | undefined): value is Occasion =>
  (OCCASIONS as readonly string[]).includes(value ?? '');

/** The occasion a day is dressed for: its event's type, its planned outfit's, else work or weekend. */
export function occasionOfDay(date: string, entry: CalendarEntry | null): Occasion {
  if (isOccasion(entry?.eventType)) return entry.eventType;
  if (isOccasion(entry?.outfit?.occasion)) return entry.outfit.occasion;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'casual' : 'work';
}

/** A seed per day and variant: the same day shows the same look until "Another look". */
function daySeed(date: string, variant: number): number {
  let hash = 2166136261;
  for (const char of `${date}#${variant}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The forecast (issue 28): the user's place, the days for it, what they say against planned
 * outfits and the one-tap swap. Without a provider every answer says so and weather stays manual;
 * a provider that fails or answers nonsense gives a note and no days, never an error.
 */
export function createWeatherService(deps: WeatherDeps) {
  const { db, clock, provider, stylist, wardrobe, calendar, outfits } = deps;
  const repo = createWeatherRepo(db);

  function requireProvider(): WeatherProvider {
    if (!provider) throw conflict(NO_FORECAST_SERVER_MESSAGE);
    return provider;
  }

  async function forecastOf(userId: string): Promise<UserForecast> {
    const place = await repo.findPlace(userId);
    if (!provider || !place) {
      return {
        place,
        today: place ? localDateIn(clock.now(), place.timeZone) : null,
        days: [],
        note: null,
        source: null,
      };
    }
    const today = localDateIn(clock.now(), place.timeZone);
    try {
      const { days } = await provider.forecast(place.latitude, place.longitude);
      return {
        place,
        today,
        days: days.filter((day) => day.date >= today),
        note: null,
        source: provider.source,
      };
    } catch {
      return { place, today, days: [], note: FORECAST_UNAVAILABLE_NOTE, source: provider.source };
    }
  }

  async function piecesOf(userId: string, itemIds: readonly string[]): Promise<StylistItem[]> {
    const wanted = new Set(itemIds);
    return (await wardrobe.stylistItems(userId)).filter((item) => wanted.has(item.id));
  }

  /** What the day's forecast has against the entry's planned outfit, or null. */
  async function warningFor(
    userId: string,
    entry: CalendarEntry,
    day: ForecastDay,
  ): Promise<PlanWarning | null> {
    if (!entry.outfit || entry.wornAt) return null;
    const pieces = await piecesOf(userId, entry.outfit.itemIds);
    if (pieces.length === 0) return null;
    const objection = await stylist.forecastCheck(pieces, day);
    return objection && { entryId: entry.id, date: entry.date, ...objection };
  }

  /**
   * A look for a day: its forecast (or the generator's defaults without one), the occasion of
   * its event or weekday; `variant` is "Another look"; `anchorItemId` builds it around a piece.
   */
  async function lookFor(
    userId: string,
    date: string,
    day: ForecastDay | null,
    entry: CalendarEntry | null,
    variant: number,
    anchorItemId: string | null = null,
  ): Promise<{ answer: GenerateOutfitsResponse; occasion: Occasion }> {
    const fallback = occasionOfDay(date, entry);
    const input = generateOutfitsBodySchema.parse({
      occasion: fallback,
      // The day's event in the user's words ("Sam's wedding"): the stylist reads it.
      occasionText: entry?.eventName?.slice(0, OCCASION_TEXT_MAX) ?? null,
      ...(day
        ? {
            weather: day.weather,
            temperature: day.temperature,
            temperatureRange: {
              low: withinTemperatureBounds(day.low),
              high: withinTemperatureBounds(day.high),
            },
          }
        : {}),
      anchorItemId,
      seed: daySeed(date, variant),
    });
    const answer = await outfits.generate(userId, input);
    const reading = answer.occasionReading;
    return { answer, occasion: reading?.understood ? reading.occasion : fallback };
  }

  /** The first suggestion the day's forecast has nothing against. */
  async function suitedLook(
    userId: string,
    day: ForecastDay,
    answer: GenerateOutfitsResponse,
  ): Promise<OutfitSuggestion | null> {
    for (const suggestion of answer.suggestions) {
      const pieces = await piecesOf(userId, suggestion.items);
      if (!(await stylist.forecastCheck(pieces, day))) return suggestion;
    }
    return null;
  }

  return {
    forecastOf,
    warningFor,
    lookFor,

    async place(userId: string): Promise<PlaceAnswer> {
      return {
        available: provider !== null,
        search: provider?.canSearch ?? false,
        place: await repo.findPlace(userId),
      };
    },

    /** Sets the place; a place typed as coordinates takes its time zone from the forecast. */
    async setPlace(userId: string, input: SetPlaceInput): Promise<PlaceAnswer> {
      const weather = requireProvider();
      let timeZone = input.timeZone;
      if (!timeZone) {
        try {
          timeZone = (await weather.forecast(input.latitude, input.longitude)).timeZone;
        } catch {
          timeZone = 'UTC';
        }
      }
      const place = await repo.savePlace(userId, { ...input, timeZone }, clock.now());
      return { available: true, search: weather.canSearch, place };
    },

    async removePlace(userId: string): Promise<void> {
      await repo.deletePlace(userId);
    },

    async searchPlaces(query: string) {
      const weather = requireProvider();
      if (!weather.canSearch) throw conflict(NO_PLACE_SEARCH_MESSAGE);
      try {
        return { places: await weather.search(query), note: null };
      } catch {
        return { places: [], note: PLACE_SEARCH_UNAVAILABLE_NOTE };
      }
    },

    /** The days of the user's forecast from startDate to endDate (from the place's today on). */
    async forecast(
      userId: string,
      range: { startDate?: string; endDate?: string },
    ): Promise<Forecast> {
      const found = await forecastOf(userId);
      const days = found.days.filter(
        (day) =>
          (!range.startDate || day.date >= range.startDate) &&
          (!range.endDate || day.date <= range.endDate),
      );
      return { available: provider !== null, ...found, days };
    },

    /** What the forecast says against the planned outfits of the days it covers in the range. */
    async warnings(
      userId: string,
      range: { startDate?: string; endDate?: string },
    ): Promise<{ warnings: PlanWarning[] }> {
      const found = await forecastOf(userId);
      const covered = found.days.filter(
        (day) =>
          (!range.startDate || day.date >= range.startDate) &&
          (!range.endDate || day.date <= range.endDate),
      );
      if (covered.length === 0) return { warnings: [] };
      const byDate = new Map(covered.map((day) => [day.date, day]));
      const entries = await calendar.range(userId, {
        startDate: covered[0]!.date,
        endDate: covered[covered.length - 1]!.date,
      });
      const warnings: PlanWarning[] = [];
      for (const entry of entries) {
        const day = byDate.get(entry.date);
        const warning = day && (await warningFor(userId, entry, day));
        if (warning) warnings.push(warning);
      }
      return { warnings };
    },

    /**
     * The one-tap swap: a look for the day's forecast, kept around a piece of the plan the
     * forecast has nothing against where it can be, saved and planned instead. 409 when the
     * forecast has nothing against the day (or no longer covers it).
     */
    async swap(userId: string, entryId: string): Promise<CalendarEntry> {
      const entry = await calendar.find(userId, entryId);
      const found = await forecastOf(userId);
      const day = found.days.find((d) => d.date === entry.date);
      const warning = day && (await warningFor(userId, entry, day));
      if (!day || !warning) throw conflict(NOTHING_TO_SWAP_MESSAGE);
      const flagged = new Set(warning.itemIds);
      const keep = (entry.outfit?.itemIds ?? []).filter((id) => !flagged.has(id));
      let chosen: { suggestion: OutfitSuggestion; occasion: Occasion } | null = null;
      for (const anchor of [...keep, null]) {
        const { answer, occasion } = await lookFor(userId, entry.date, day, entry, 0, anchor);
        const suggestion = await suitedLook(userId, day, answer);
        if (suggestion) {
          chosen = { suggestion, occasion };
          break;
        }
      }
      if (!chosen) throw conflict('No look in your wardrobe suits this day’s forecast yet');
      const outfit = await outfits.create(userId, {
        name: `${chosen.occasion.charAt(0).toUpperCase()}${chosen.occasion.slice(1)} outfit - ${entry.date}`,
        description: chosen.suggestion.description,
        itemIds: chosen.suggestion.items,
        occasion: chosen.occasion,
        weather: day.weather,
        temperature: day.temperature,
        aiGenerated: true,
        alterEgoId: null,
      });
      return calendar.update(userId, entry.id, { outfitId: outfit.id });
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
