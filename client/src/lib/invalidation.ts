import type { QueryClient } from '@tanstack/react-query';

/**
 * What the client caches of the server, each named by the first element of its queries' keys
 * (`['/api/wardrobe']`, `['/api/calendar', 'range', start, end]`, …): a feature's key constant is
 * `[resource] as const satisfies ResourceKey`. Not here: `/api/user` (who is signed in, replaced
 * whole on a switch) and the public vote page's `/api/rating-sessions/token`.
 */
export type Resource =
  | '/api/wardrobe'
  | '/api/preferences'
  | '/api/outfits'
  | '/api/capsules'
  | '/api/packing-lists'
  | '/api/calendar'
  | '/api/fashion-insights'
  | '/api/sustainability/stats'
  | '/api/sustainability/goals'
  | '/api/shopping-suggestions'
  | '/api/style-diary'
  | '/api/community/posts'
  | '/api/marketplace'
  | '/api/rating-sessions'
  | '/api/alter-egos'
  | '/api/weather'
  | '/api/today'
  | '/api/notifications'
  | '/api/tokens'
  | '/api/auth/oidc';

/** The first part of a feature's query keys. */
export type ResourceKey = readonly [Resource];

/**
 * The one place that says what a write to each resource changes in the others' answers on the
 * server (followed transitively). A new write names what it writes in its `meta.invalidates`;
 * a new dependency between resources is one more entry here.
 */
export const AFFECTS: Readonly<Record<Resource, readonly Resource[]>> = {
  // A piece's edit, photo, wear or deletion: lists of item ids answer only live ids, with the
  // pieces' names and photos (decision 006: outfits, capsules and their outfit counts, packing
  // lists, rating-session outfits, posts, the calendar's planned pieces); the impact numbers and
  // goals are measured from the pieces and their wears; a diary entry's similar pieces are picked
  // from them; a listing of a deleted piece loses its link. The dashboard's style tip and profile
  // and a piece's wear history are keyed under the wardrobe itself.
  '/api/wardrobe': [
    '/api/outfits',
    '/api/capsules',
    '/api/packing-lists',
    '/api/calendar',
    '/api/rating-sessions',
    '/api/community/posts',
    '/api/style-diary',
    '/api/sustainability/stats',
    '/api/sustainability/goals',
    '/api/marketplace',
    '/api/today',
    '/api/weather',
  ],
  // The calendar shows each planned outfit; a deleted outfit leaves the days, rating-session
  // outfits and posts that named it (their outfitId goes null).
  '/api/outfits': [
    '/api/calendar',
    '/api/rating-sessions',
    '/api/community/posts',
    '/api/today',
    '/api/weather',
  ],
  // Only the future: whether new photos are cut out.
  '/api/preferences': [],
  '/api/capsules': [],
  '/api/packing-lists': [],
  // The Today card shows today's plan; the forecast's warnings are about the planned days.
  '/api/calendar': ['/api/today', '/api/weather'],
  '/api/fashion-insights': [],
  '/api/sustainability/stats': [],
  '/api/sustainability/goals': [],
  '/api/shopping-suggestions': [],
  '/api/style-diary': [],
  '/api/community/posts': [],
  '/api/marketplace': [],
  '/api/rating-sessions': [],
  '/api/alter-egos': [],
  // The place: the forecast it gives and the Today card built on it.
  '/api/weather': ['/api/today'],
  '/api/today': [],
  // The morning notification's settings and devices: nothing else shows them.
  '/api/notifications': [],
  // Personal API tokens: only Settings lists them.
  '/api/tokens': [],
  // The account's link to the identity provider, shown only in Settings.
  '/api/auth/oidc': [],
};

/** Every resource: what a write to all of them (an account import) invalidates. */
export const RESOURCES = Object.keys(AFFECTS) as readonly Resource[];

/** The resources written and everything the graph says they change, each once. */
export function affectedBy(written: readonly Resource[]): Set<Resource> {
  const affected = new Set<Resource>();
  const visit = (resource: Resource) => {
    if (affected.has(resource)) return;
    affected.add(resource);
    AFFECTS[resource].forEach(visit);
  };
  written.forEach(visit);
  return affected;
}

/**
 * Marks every query of what was written, and of what that changes, stale by key prefix; the
 * active ones refetch, and the promise resolves once they have. Mutations get this from their
 * `meta.invalidates`; call it directly only for a write made outside a mutation (a toast's Undo).
 */
export async function invalidate(
  queryClient: QueryClient,
  written: Resource | readonly Resource[],
): Promise<void> {
  const resources = affectedBy(typeof written === 'string' ? [written] : written);
  await Promise.all(
    [...resources].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
  );
}

/** What a mutation tells the query client about what it writes. */
export interface InvalidationMeta extends Record<string, unknown> {
  /** The resources the request writes: on success they and all they affect are invalidated. */
  invalidates?: readonly Resource[];
  /**
   * The mutation settles without waiting for the refetches (they still run): for a view that
   * should close first, as a deleted piece's does. By default it waits, so `mutateAsync` resolves
   * once the screens show the change.
   */
  invalidateInBackground?: boolean;
}

/** The MutationCache's onSuccess: invalidates what the mutation's meta names. */
export function invalidateAfter(
  queryClient: QueryClient,
  meta: InvalidationMeta | undefined,
): Promise<void> | undefined {
  if (!meta?.invalidates?.length) return undefined;
  const refetched = invalidate(queryClient, meta.invalidates);
  return meta.invalidateInBackground ? undefined : refetched;
}
