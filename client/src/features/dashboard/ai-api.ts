import { styleProfileSchema, styleTipSchema } from '@contract/ai.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/request-json.ts';

/**
 * GET /api/ai/style-tip: today's tip from the user's own pieces. Keyed by the wardrobe's size,
 * so the starter tip of an empty wardrobe gives way once pieces arrive.
 */
export function styleTipQuery(wardrobeSize: number | undefined) {
  return queryOptions({
    queryKey: ['/api/ai/style-tip', wardrobeSize],
    queryFn: ({ signal }) => requestJson('/api/ai/style-tip', { schema: styleTipSchema, signal }),
    enabled: wardrobeSize !== undefined,
    meta: { errorTitle: 'Failed to get style tip' },
  });
}

export function useStyleTip(wardrobeSize: number | undefined) {
  return useQuery(styleTipQuery(wardrobeSize));
}

/** GET /api/ai/style-profile: the wardrobe at a glance, refetched whenever the wardrobe changes. */
export function styleProfileQuery(wardrobeVersion: number | undefined) {
  return queryOptions({
    queryKey: ['/api/ai/style-profile', wardrobeVersion],
    queryFn: ({ signal }) =>
      requestJson('/api/ai/style-profile', { schema: styleProfileSchema, signal }),
    enabled: wardrobeVersion !== undefined,
    meta: { errorTitle: 'Failed to get style profile' },
  });
}

export function useStyleProfile(wardrobeVersion: number | undefined) {
  return useQuery(styleProfileQuery(wardrobeVersion));
}
