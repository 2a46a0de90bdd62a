import type {
  diaryEntryListSchema,
  diaryEntrySchema,
  similarPiecesSchema,
  UpdateDiaryBody,
} from '@contract/diary.ts';
import { DIARY_TEXTS } from '@contract/diary.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const DIARY_QUERY_KEY = ['/api/style-diary'] as const;

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

function useRefetchDiary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DIARY_QUERY_KEY });
}

/** POST /api/style-diary (multipart): spec §8 shows the server's message or 'Failed to create entry'. */
export function useCreateEntry() {
  const refetch = useRefetchDiary();
  return useMutation({
    mutationFn: (form: FormData) =>
      requestJson<Answer<typeof diaryEntrySchema>>('/api/style-diary', {
        method: 'POST',
        body: form,
      }),
    onSuccess: refetch,
    meta: { errorTitle: DIARY_TEXTS.addFailed, errorFallback: DIARY_TEXTS.addFailedFallback },
  });
}

export interface EntryUpdate {
  id: string;
  patch: UpdateDiaryBody;
}

/** PATCH /api/style-diary/:id: the favourite mark or any edited field. */
export function useUpdateEntry() {
  const refetch = useRefetchDiary();
  return useMutation({
    mutationFn: ({ id, patch }: EntryUpdate) =>
      requestJson<Answer<typeof diaryEntrySchema>>(entryUrl(id), { method: 'PATCH', body: patch }),
    onSuccess: refetch,
    meta: { errorTitle: DIARY_TEXTS.updateFailed },
  });
}

export function useDeleteEntry() {
  const refetch = useRefetchDiary();
  return useMutation({
    mutationFn: (id: string) => requestJson(entryUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: DIARY_TEXTS.deleteFailed },
  });
}
