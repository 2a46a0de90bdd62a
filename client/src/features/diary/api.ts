import type {
  diaryEntryListSchema,
  diaryEntrySchema,
  similarPiecesSchema,
  UpdateDiaryBody,
} from '@contract/diary.ts';
import { DIARY_TEXTS } from '@contract/diary.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const DIARY_QUERY_KEY = ['/api/style-diary'] as const satisfies ResourceKey;

const entryUrl = (id: string) => `/api/style-diary/${encodeURIComponent(id)}`;

/** GET /api/style-diary: the user's entries, newest first. */
export const diaryEntriesQuery = queryOptions({
  queryKey: DIARY_QUERY_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof diaryEntryListSchema>>('/api/style-diary', { signal }),
  meta: { errorTitle: DIARY_TEXTS.fetchFailed },
});

export function useDiaryEntries() {
  return useQuery(diaryEntriesQuery);
}

/** GET /api/style-diary/:id/similar: the user's own pieces closest to an entry. */
export const similarPiecesQuery = (id: string) =>
  queryOptions({
    queryKey: [...DIARY_QUERY_KEY, id, 'similar'],
    queryFn: ({ signal }) =>
      requestJson<Answer<typeof similarPiecesSchema>>(`${entryUrl(id)}/similar`, { signal }),
  });

/** POST /api/style-diary (multipart): spec §8 shows the server's message or 'Failed to create entry'. */
export function useCreateEntry() {
  return useMutation({
    mutationFn: (form: FormData) =>
      requestJson<Answer<typeof diaryEntrySchema>>('/api/style-diary', {
        method: 'POST',
        body: form,
      }),
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
      requestJson<Answer<typeof diaryEntrySchema>>(entryUrl(id), { method: 'PATCH', body: patch }),
    meta: { errorTitle: DIARY_TEXTS.updateFailed, invalidates: ['/api/style-diary'] },
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (id: string) => requestJson(entryUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: DIARY_TEXTS.deleteFailed, invalidates: ['/api/style-diary'] },
  });
}
