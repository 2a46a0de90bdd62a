import type {
  CreateListingBody,
  Listing,
  ListingStatus,
  marketplaceEndpoints,
  UpdateListingBody,
} from '@contract/marketplace.ts';
import type { Category } from '@contract/wardrobe-values.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { invalidate, type ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof marketplaceEndpoints>();

export interface ListingFilter {
  /** Spec §7: omitted for All. */
  status: ListingStatus | null;
  mine: boolean;
  q: string;
  category: Category | null;
  size: string;
}

const MARKETPLACE_KEY = [call.path('GET /api/marketplace')] as const satisfies ResourceKey;

/** The list's query: only what the filter sets (no `mine=false`, no blank search). */
const listingsQueryOf = (filter: ListingFilter) => ({
  status: filter.status ?? undefined,
  mine: filter.mine ? ('true' as const) : undefined,
  q: filter.q.trim() || undefined,
  category: filter.category ?? undefined,
  size: filter.size.trim() || undefined,
});

/** GET /api/marketplace?status=…: one cache entry per filter. */
export const listingsQuery = (filter: ListingFilter) =>
  queryOptions({
    queryKey: [...MARKETPLACE_KEY, filter],
    queryFn: ({ signal }) =>
      call('GET /api/marketplace', { query: listingsQueryOf(filter), signal }),
    meta: { errorTitle: 'Failed to fetch listings' },
  });

export const useListings = (filter: ListingFilter) => useQuery(listingsQuery(filter));

/**
 * GET /api/marketplace/{id}: the listing, its view counted. No toast: spec §8 only logs a
 * failure. Its key sits beside the lists' (same first part), so writes mark it stale too.
 */
export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: [...MARKETPLACE_KEY, 'listing', id],
    queryFn: ({ signal }) => call('GET /api/marketplace/:id', { params: { id }, signal }),
    // Every opening is a view: always ask the server, never answer from the cache.
    staleTime: 0,
  });

/**
 * 'View Details' (spec §4): fetches the listing, which counts the view, and puts the updated one
 * in place in every loaded list. A failure is only logged (spec §8).
 */
export function useViewListing() {
  const queryClient = useQueryClient();
  return async (id: string): Promise<Listing | null> => {
    try {
      const listing = await queryClient.fetchQuery(listingQuery(id));
      queryClient.setQueriesData<Listing[] | Listing>({ queryKey: MARKETPLACE_KEY }, (data) =>
        Array.isArray(data) ? data.map((item) => (item.id === id ? listing : item)) : data,
      );
      return listing;
    } catch (error) {
      console.warn('Could not track the listing view', error);
      return null;
    }
  };
}

/** A listing: JSON (a wardrobe piece's photo, or none), or a multipart form with a fresh photo. */
export function useCreateListing() {
  return useMutation({
    mutationFn: (body: CreateListingBody | FormData) => call('POST /api/marketplace', { body }),
    meta: {
      errorTitle: 'Failed to list item',
      errorFallback: 'Please try again.',
      invalidates: ['/api/marketplace'],
    },
  });
}

/** A sale with `retireItem` also retires the wardrobe piece: a wardrobe write too. */
export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateListingBody }) =>
      call('PATCH /api/marketplace/:id', { params: { id }, body: patch }),
    onSuccess: (_listing, { patch }) =>
      patch.retireItem ? invalidate(queryClient, '/api/wardrobe') : undefined,
    meta: { errorTitle: 'Failed to update listing', invalidates: ['/api/marketplace'] },
  });
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/marketplace/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to withdraw listing', invalidates: ['/api/marketplace'] },
  });
}
