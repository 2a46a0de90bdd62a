import type { CalendarEntry } from '../../../contract/calendar.ts';
import type { Occasion } from '../../../contract/outfits.ts';
import type { Today, TodayLook } from '../../../contract/today.ts';
import { EMPTY_WARDROBE_LOOK_NOTE, forecastWords } from '../../../contract/weather-values.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/domain-errors.ts';
import type { CalendarService } from '../calendar/service.ts';
import type { OutfitsService } from '../outfits/service.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import type { WeatherService } from '../weather/service.ts';

export interface TodayDeps {
  clock: Clock;
  weather: Pick<WeatherService, 'forecastOf' | 'warningFor' | 'lookFor'>;
  calendar: Pick<CalendarService, 'range' | 'create' | 'update' | 'wear'>;
  outfits: Pick<OutfitsService, 'create'>;
  wardrobe: Pick<WardrobeService, 'list'>;
}

/** What the morning notification says: a title, a line, and the page it opens. */
export interface MorningMessage {
  title: string;
  body: string;
  url: string;
}

/** The Today card's anchor in the dashboard: the notification opens it. */
export const TODAY_URL = '/#today';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The dashboard's Today card and the morning notification: the day's forecast, what is planned
 * (checked against it), or a look made now from the forecast and the day's event.
 */
export function createTodayService({ clock, weather, calendar, outfits, wardrobe }: TodayDeps) {
  async function read(
    userId: string,
    date: string | undefined,
    variant: number,
  ): Promise<{ answer: Today; occasion: Occasion | null }> {
    const found = await weather.forecastOf(userId);
    const today = found.today ?? date ?? clock.now().toISOString().slice(0, 10);
    const entries = await calendar.range(userId, { startDate: today, endDate: today });
    const entry: CalendarEntry | null = entries.find((e) => e.outfit) ?? entries[0] ?? null;
    const day = found.days.find((d) => d.date === today) ?? null;
    const warning = entry && day ? await weather.warningFor(userId, entry, day) : null;

    let look: TodayLook | null = null;
    let lookNote: string | null = null;
    let lookOccasion: Occasion | null = null;
    if (entry?.outfit && variant === 0) {
      look = {
        name: entry.outfit.name,
        itemIds: entry.outfit.itemIds,
        pieces: entry.outfit.pieces,
        reasoning: warning
          ? `Planned for today, but ${warning.reason}.`
          : day
            ? `Planned for today, and it suits the forecast.`
            : 'Planned for today.',
        outfitId: entry.outfit.id,
      };
    } else {
      const { answer, occasion } = await weather.lookFor(userId, today, day, entry, variant);
      const suggestion = answer.suggestions[0];
      lookOccasion = occasion;
      const items = new Map((await wardrobe.list(userId)).map((item) => [item.id, item]));
      if (suggestion) {
        look = {
          name: `${capitalize(occasion)} look for today`,
          itemIds: suggestion.items,
          pieces: suggestion.items.flatMap((id) => {
            const item = items.get(id);
            return item
              ? [{ id, name: item.name, thumbnailUrl: item.thumbnailUrl ?? item.imageUrl }]
              : [];
          }),
          reasoning: suggestion.description,
          outfitId: null,
        };
      } else {
        // What the stylist says is missing ("Add a pair of shoes to complete outfits").
        lookNote =
          items.size > 0 && answer.missing?.length
            ? `${answer.missing.join('. ')}.`
            : EMPTY_WARDROBE_LOOK_NOTE;
      }
    }
    return {
      answer: {
        date: today,
        place: found.place,
        forecast: day,
        note: found.note,
        source: found.source,
        entry,
        warning,
        look,
        lookNote,
      },
      occasion: lookOccasion,
    };
  }

  return {
    today: async (userId: string, query: { date?: string; look: number }) =>
      (await read(userId, query.date, query.look)).answer,

    /**
     * "Wear it": the planned outfit is marked worn; a look made now is saved, planned on today
     * (beside the day's event when there is one) and marked worn.
     */
    async wear(userId: string, query: { date?: string; look: number }): Promise<CalendarEntry> {
      const { answer: today, occasion } = await read(userId, query.date, query.look);
      if (!today.look) throw conflict(today.lookNote ?? EMPTY_WARDROBE_LOOK_NOTE);
      let entryId: string;
      if (today.look.outfitId && today.entry) {
        entryId = today.entry.id;
      } else {
        const outfit = await outfits.create(userId, {
          name: `${today.look.name.replace(/ look for today$/, ' outfit')} - ${today.date}`,
          description: today.look.reasoning,
          itemIds: today.look.itemIds,
          occasion,
          weather: today.forecast?.weather ?? null,
          temperature: today.forecast?.temperature ?? null,
          aiGenerated: true,
          alterEgoId: null,
        });
        const planned = today.entry
          ? await calendar.update(userId, today.entry.id, { outfitId: outfit.id })
          : await calendar.create(userId, {
              date: today.date,
              outfitId: outfit.id,
              eventName: null,
              eventType: null,
              notes: null,
            });
        entryId = planned.id;
      }
      return calendar.wear(userId, entryId);
    },

    /** The morning notification's words, or null when there is nothing to suggest. */
    async morningMessage(userId: string): Promise<MorningMessage | null> {
      const { answer: today } = await read(userId, undefined, 0);
      if (!today.look) return null;
      const weatherLine = today.forecast
        ? `${today.place?.name ?? 'Today'}: ${forecastWords(today.forecast, ', ')}. `
        : '';
      const pieces = today.look.pieces.map((piece) => piece.name).join(', ');
      const planned = today.look.outfitId ? 'Planned: ' : 'Try: ';
      const warning = today.warning ? ` Heads up: ${today.warning.reason}.` : '';
      return {
        title: 'Your look for today',
        body: `${weatherLine}${planned}${pieces}.${warning}`.slice(0, 300),
        url: TODAY_URL,
      };
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
