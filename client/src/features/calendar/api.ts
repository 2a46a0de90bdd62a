import type {
  calendarEndpoints,
  CreateCalendarEntryBody,
  UpdateCalendarEntryBody,
} from '@contract/calendar.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { generateOutfits } from '@/features/outfits/public.ts';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof calendarEndpoints>();

export const CALENDAR_QUERY_KEY = [call.path('GET /api/calendar')] as const satisfies ResourceKey;

/** GET /api/calendar?startDate&endDate: the days of one month grid, both ends included. */
export const calendarRangeQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'range', startDate, endDate],
    queryFn: ({ signal }) => call('GET /api/calendar', { query: { startDate, endDate }, signal }),
    meta: { errorTitle: 'Failed to fetch calendar entries' },
  });

/** GET /api/calendar/upcoming: the next entries from the user's own today. */
export const upcomingQuery = (from: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'upcoming', from],
    queryFn: ({ signal }) =>
      call('GET /api/calendar/upcoming', { query: { from, limit: 5 }, signal }),
    meta: { errorTitle: 'Failed to fetch calendar entries' },
  });

export const useCalendarRange = (start: string, end: string) =>
  useQuery(calendarRangeQuery(start, end));
export const useUpcoming = (from: string) => useQuery(upcomingQuery(from));

export function useCreateEntry() {
  return useMutation({
    mutationFn: (body: CreateCalendarEntryBody) => call('POST /api/calendar', { body }),
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
      call('PUT /api/calendar/:id', { params: { id }, body: change }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to update calendar entry',
      invalidates: ['/api/calendar'],
    },
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/calendar/:id', { params: { id } }),
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
      call(worn ? 'POST /api/calendar/:id/wear' : 'DELETE /api/calendar/:id/wear', {
        params: { id },
      }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to log the wear',
      invalidates: ['/api/calendar', '/api/outfits', '/api/wardrobe'],
    },
  });
}

/** The generator's suggestions for a day's occasion (the outfits feature's); nothing is saved. */
export function useGenerateForDay() {
  return useMutation({
    mutationFn: generateOutfits,
    meta: { errorTitle: 'Failed to generate suggestions' },
  });
}

/** Saves a generated outfit: the outfits feature's own save (POST /api/outfits). */
export { useCreateOutfit as useSaveOutfit } from '@/features/outfits/public.ts';
