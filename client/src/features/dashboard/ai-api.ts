import type { aiEndpoints } from '@contract/ai.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';

const call = endpointCaller<typeof aiEndpoints>();

/**
 * The AI cards read the wardrobe, so their keys sit under the wardrobe's: every change that
 * refetches the wardrobe refetches them too (the starter tip of an empty wardrobe gives way once
 * pieces arrive), and the first visit asks for them beside the list, not after it.
 */
const wardrobeDerived = (name: string) => [...wardrobeItemsQuery.queryKey, name] as const;

/** GET /api/ai/style-tip: today's tip from the user's own pieces. */
export const styleTipQuery = queryOptions({
  queryKey: wardrobeDerived('style-tip'),
  queryFn: ({ signal }) => call('GET /api/ai/style-tip', { signal }),
  meta: { errorTitle: 'Failed to get style tip' },
});

export function useStyleTip() {
  return useQuery(styleTipQuery);
}

/** GET /api/ai/style-profile: the wardrobe at a glance. */
export const styleProfileQuery = queryOptions({
  queryKey: wardrobeDerived('style-profile'),
  queryFn: ({ signal }) => call('GET /api/ai/style-profile', { signal }),
  meta: { errorTitle: 'Failed to get style profile' },
});

export function useStyleProfile() {
  return useQuery(styleProfileQuery);
}
