import type {
  calendarEntrySchema,
  CreateCalendarEntryBody,
  UpdateCalendarEntryBody,
} from '@contract/calendar.ts';
import type {
  generateOutfitsResponseSchema,
  outfitSchema,
  CreateOutfitBody,
  GenerateOutfitsBody,
} from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const CALENDAR_QUERY_KEY = ['/api/calendar'] as const satisfies ResourceKey;

const entryUrl = (id: string) => `/api/calendar/${encodeURIComponent(id)}`;

/** GET /api/calendar?startDate&endDate: the days of one month grid, both ends included. */
export const calendarRangeQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'range', startDate, endDate],
    queryFn: ({ signal }) =>
      requestJson<Answer<typeof calendarEntrySchema>[]>(
        `/api/calendar?${new URLSearchParams({ startDate, endDate }).toString()}`,
        {
          signal,
        },
      ),
    meta: { errorTitle: 'Failed to fetch calendar entries' },
  });

/** GET /api/calendar/upcoming: the next entries from the user's own today. */
export const upcomingQuery = (from: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'upcoming', from],
    queryFn: ({ signal }) =>
      requestJson<Answer<typeof calendarEntrySchema>[]>(
        `/api/calendar/upcoming?${new URLSearchParams({ from, limit: '5' }).toString()}`,
        {
          signal,
        },
      ),
    meta: { errorTitle: 'Failed to fetch calendar entries' },
  });

export const useCalendarRange = (start: string, end: string) =>
  useQuery(calendarRangeQuery(start, end));
export const useUpcoming = (from: string) => useQuery(upcomingQuery(from));

export function useCreateEntry() {
  return useMutation({
    mutationFn: (body: CreateCalendarEntryBody) =>
      requestJson<Answer<typeof calendarEntrySchema>>('/api/calendar', { method: 'POST', body }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to save calendar entry',
      invalidates: ['/api/calendar'],
    },
  });
}

export function useUpdateEntry() {
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateCalendarEntryBody }) =>
      requestJson<Answer<typeof calendarEntrySchema>>(entryUrl(id), {
        method: 'PUT',
        body: change,
      }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to update calendar entry',
      invalidates: ['/api/calendar'],
    },
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (id: string) => requestJson(entryUrl(id), { method: 'DELETE' }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to delete calendar entry',
      invalidates: ['/api/calendar'],
    },
  });
}

/**
 * "Wore it" (worn: true) or its undo (worn: false): the day, its outfit's wear count and a wear of
 * each of the outfit's pieces.
 */
export function useWearEntry() {
  return useMutation({
    mutationFn: ({ id, worn }: { id: string; worn: boolean }) =>
      requestJson<Answer<typeof calendarEntrySchema>>(`${entryUrl(id)}/wear`, {
        method: worn ? 'POST' : 'DELETE',
      }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to log the wear',
      invalidates: ['/api/calendar', '/api/outfits', '/api/wardrobe'],
    },
  });
}

/** The generator's suggestions for a day's occasion; nothing is saved. */
export function useGenerateForDay() {
  return useMutation({
    mutationFn: (body: GenerateOutfitsBody) =>
      requestJson<Answer<typeof generateOutfitsResponseSchema>>('/api/outfits/generate', {
        method: 'POST',
        body,
      }),
    meta: { errorTitle: 'Failed to generate suggestions' },
  });
}

/** Saves a generated outfit (POST /api/outfits). */
export function useSaveOutfit() {
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    meta: { errorTitle: 'Failed to create outfit', invalidates: ['/api/outfits'] },
  });
}
