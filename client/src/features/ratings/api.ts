import type {
  ratingsEndpoints,
  CreateSessionBody,
  SessionStatus,
  VoteBody,
} from '@contract/ratings.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof ratingsEndpoints>();

export const SESSIONS_QUERY_KEY = [
  call.path('GET /api/rating-sessions'),
] as const satisfies ResourceKey;

/** GET /api/rating-sessions: the user's sessions with their outfits and results. */
export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/rating-sessions', { signal }),
  meta: { errorTitle: 'Failed to fetch rating sessions' },
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** GET /api/rating-sessions/{id}/votes (spec §8: 'Failed to fetch votes'). */
export const votesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...SESSIONS_QUERY_KEY, sessionId, 'votes'],
    queryFn: ({ signal }) =>
      call('GET /api/rating-sessions/:id/votes', { params: { id: sessionId }, signal }),
    meta: { errorTitle: 'Failed to fetch votes' },
    // Friends vote while the owner is away: each opening of the results asks again.
    refetchOnMount: 'always',
  });

/** POST /api/rating-sessions: title, description, accessToken and the outfits to rate. */
export function useCreateSession() {
  return useMutation({
    mutationFn: (body: CreateSessionBody) => call('POST /api/rating-sessions', { body }),
    meta: { errorTitle: 'Failed to create session', invalidates: ['/api/rating-sessions'] },
  });
}

/** PATCH /api/rating-sessions/{id}: close voting, or open it again. */
export function useSetSessionStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SessionStatus }) =>
      call('PATCH /api/rating-sessions/:id', { params: { id }, body: { status } }),
    meta: { errorTitle: 'Failed to update session', invalidates: ['/api/rating-sessions'] },
  });
}

/** DELETE /api/rating-sessions/{id}: the session, its votes and its collages. */
export function useDeleteSession() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/rating-sessions/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete session', invalidates: ['/api/rating-sessions'] },
  });
}

/** GET /api/rating-sessions/token/{token}: public; 404 means invalid or expired. */
export const publicSessionQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/rating-sessions/token', token],
    queryFn: ({ signal }) =>
      call('GET /api/rating-sessions/token/:token', { params: { token }, signal }),
  });

/** POST /api/rating-votes: public. A failure says why (a throttle, a closed session). */
export function useSubmitVote() {
  return useMutation({
    mutationFn: (body: VoteBody) => call('POST /api/rating-votes', { body }),
    // The owner's results, should the owner be the one voting in this browser.
    meta: {
      errorTitle: 'Vote not submitted',
      errorFallback: 'Please try again.',
      invalidates: ['/api/rating-sessions'],
    },
  });
}
