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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outfitsQuery } from '@/features/outfits/public.ts';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const CALENDAR_QUERY_KEY = ['/api/calendar'] as const;

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

/** Every calendar write refreshes the grid and the upcoming list; a wear also the wardrobe. */
function useRefetch({ wears = false } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
    if (wears) {
      await queryClient.invalidateQueries({ queryKey: wardrobeItemsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: outfitsQuery.queryKey });
    }
  };
}

export function useCreateEntry() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: (body: CreateCalendarEntryBody) =>
      requestJson<Answer<typeof calendarEntrySchema>>('/api/calendar', { method: 'POST', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to save calendar entry' },
  });
}

export function useUpdateEntry() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateCalendarEntryBody }) =>
      requestJson<Answer<typeof calendarEntrySchema>>(entryUrl(id), {
        method: 'PUT',
        body: change,
      }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to update calendar entry' },
  });
}

export function useDeleteEntry() {
  const refetch = useRefetch();
  return useMutation({
    mutationFn: (id: string) => requestJson(entryUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to delete calendar entry' },
  });
}

/** "Wore it" (worn: true) or its undo (worn: false). */
export function useWearEntry() {
  const refetch = useRefetch({ wears: true });
  return useMutation({
    mutationFn: ({ id, worn }: { id: string; worn: boolean }) =>
      requestJson<Answer<typeof calendarEntrySchema>>(`${entryUrl(id)}/wear`, {
        method: worn ? 'POST' : 'DELETE',
      }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to log the wear' },
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

/** Saves a generated outfit (POST /api/outfits); the outfits list refreshes. */
export function useSaveOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outfitsQuery.queryKey }),
    meta: { errorTitle: 'Failed to create outfit' },
  });
}
