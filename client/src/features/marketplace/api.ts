import type {
  listingListSchema,
  listingSchema,
  Listing,
  ListingStatus,
  UpdateListingBody,
} from '@contract/marketplace.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate, type ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export interface ListingFilter {
  /** Spec §7: omitted for All. */
  status: ListingStatus | null;
  mine: boolean;
  q: string;
  category: string | null;
  size: string;
}

const MARKETPLACE_KEY = ['/api/marketplace'] as const satisfies ResourceKey;
const listingUrl = (id: string) => `/api/marketplace/${encodeURIComponent(id)}`;

export function listingsUrl(filter: ListingFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.mine) params.set('mine', 'true');
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.size.trim()) params.set('size', filter.size.trim());
  const query = params.toString();
  return query ? `/api/marketplace?${query}` : '/api/marketplace';
}

/** GET /api/marketplace?status=…: one cache entry per filter. */
export const listingsQuery = (filter: ListingFilter) =>
  queryOptions({
    queryKey: [...MARKETPLACE_KEY, filter],
    queryFn: ({ signal }) =>
      requestJson<Answer<typeof listingListSchema>>(listingsUrl(filter), { signal }),
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
    queryFn: ({ signal }) => requestJson<Answer<typeof listingSchema>>(listingUrl(id), { signal }),
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

export function useCreateListing() {
  return useMutation({
    mutationFn: (form: FormData) =>
      requestJson<Answer<typeof listingSchema>>('/api/marketplace', { method: 'POST', body: form }),
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
      requestJson<Answer<typeof listingSchema>>(listingUrl(id), { method: 'PATCH', body: patch }),
    onSuccess: (_listing, { patch }) =>
      patch.retireItem ? invalidate(queryClient, '/api/wardrobe') : undefined,
    meta: { errorTitle: 'Failed to update listing', invalidates: ['/api/marketplace'] },
  });
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: (id: string) => requestJson(listingUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to withdraw listing', invalidates: ['/api/marketplace'] },
  });
}
