import type { diaryEndpoints, UpdateDiaryBody } from '@contract/diary.ts';
import { DIARY_TEXTS } from '@contract/diary.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof diaryEndpoints>();

export const DIARY_QUERY_KEY = [call.path('GET /api/style-diary')] as const satisfies ResourceKey;

/** GET /api/style-diary: the user's entries, newest first. */
export const diaryEntriesQuery = queryOptions({
  queryKey: DIARY_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/style-diary', { signal }),
  meta: { errorTitle: DIARY_TEXTS.fetchFailed },
});

export function useDiaryEntries() {
  return useQuery(diaryEntriesQuery);
}

/** GET /api/style-diary/:id/similar: the user's own pieces closest to an entry. */
export const similarPiecesQuery = (id: string) =>
  queryOptions({
    queryKey: [...DIARY_QUERY_KEY, id, 'similar'],
    queryFn: ({ signal }) => call('GET /api/style-diary/:id/similar', { params: { id }, signal }),
  });

/** POST /api/style-diary (multipart): spec §8 shows the server's message or 'Failed to create entry'. */
export function useCreateEntry() {
  return useMutation({
    mutationFn: (form: FormData) => call('POST /api/style-diary', { body: form }),
    meta: {
      errorTitle: DIARY_TEXTS.addFailed,
      errorFallback: DIARY_TEXTS.addFailedFallback,
      invalidates: ['/api/style-diary'],
    },
  });
}

export interface EntryUpdate {
  id: string;
  patch: UpdateDiaryBody;
}

/** PATCH /api/style-diary/:id: the favourite mark or any edited field. */
export function useUpdateEntry() {
  return useMutation({
    mutationFn: ({ id, patch }: EntryUpdate) =>
      call('PATCH /api/style-diary/:id', { params: { id }, body: patch }),
    meta: { errorTitle: DIARY_TEXTS.updateFailed, invalidates: ['/api/style-diary'] },
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/style-diary/:id', { params: { id } }),
    meta: { errorTitle: DIARY_TEXTS.deleteFailed, invalidates: ['/api/style-diary'] },
  });
}
