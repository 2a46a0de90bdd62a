import type { SetPlaceBody, weatherEndpoints } from '@contract/weather.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof weatherEndpoints>();

/** Every answer about the forecast: the place, the days, the warnings on planned days. */
export const WEATHER_QUERY_KEY = ['/api/weather'] as const satisfies ResourceKey;

export const placeQuery = queryOptions({
  queryKey: [...WEATHER_QUERY_KEY, 'place'],
  queryFn: ({ signal }) => call('GET /api/weather/place', { signal }),
  meta: { errorTitle: 'Failed to load your place' },
});

/** The days of the forecast in a range (the place's today on when no start is given). */
export const forecastQuery = (startDate?: string, endDate?: string) =>
  queryOptions({
    queryKey: [...WEATHER_QUERY_KEY, 'forecast', startDate ?? null, endDate ?? null],
    queryFn: ({ signal }) =>
      call('GET /api/weather/forecast', { query: { startDate, endDate }, signal }),
    // The server asks the provider at most hourly; a quarter of an hour is fresh enough here.
    staleTime: 15 * 60 * 1000,
    meta: { errorTitle: 'Failed to load the forecast' },
  });

export const warningsQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: [...WEATHER_QUERY_KEY, 'warnings', startDate, endDate],
    queryFn: ({ signal }) =>
      call('GET /api/weather/warnings', { query: { startDate, endDate }, signal }),
    meta: { errorTitle: 'Failed to check your plans against the forecast' },
  });

export const usePlace = () => useQuery(placeQuery);
export const useForecast = (startDate?: string, endDate?: string) =>
  useQuery(forecastQuery(startDate, endDate));
export const useWarnings = (startDate: string, endDate: string) =>
  useQuery(warningsQuery(startDate, endDate));

/** Places named like `query` (at least two letters), kept on screen while the next one loads. */
export function usePlaceSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...WEATHER_QUERY_KEY, 'places', q.toLowerCase()],
    queryFn: ({ signal }) => call('GET /api/weather/places', { query: { q }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    meta: { errorTitle: 'Failed to look the place up' },
  });
}

export function useSetPlace() {
  return useMutation({
    mutationFn: (body: SetPlaceBody) => call('PUT /api/weather/place', { body }),
    meta: { errorTitle: 'Failed to save your place', invalidates: ['/api/weather'] },
  });
}

export function useRemovePlace() {
  return useMutation({
    mutationFn: () => call('DELETE /api/weather/place'),
    meta: { errorTitle: 'Failed to remove your place', invalidates: ['/api/weather'] },
  });
}

/** The one-tap swap: the day gets a look its forecast has nothing against. */
export function useSwapForWeather() {
  return useMutation({
    mutationFn: (entryId: string) =>
      call('POST /api/weather/warnings/:id/swap', { params: { id: entryId } }),
    meta: {
      errorTitle: 'Failed to swap the outfit',
      invalidates: ['/api/outfits', '/api/calendar'],
    },
  });
}
