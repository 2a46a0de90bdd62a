import {
  styleProfileSchema,
  styleTipSchema,
  type StyleProfile,
  type StyleTip,
} from '@contract/ai.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, errorMessage } from '@/lib/api.ts';
import { toast } from '@/lib/toast.ts';

/** A failed fetch toasts once per failure with the spec's title (§8). */
function useFailureToast(title: string, error: Error | null, errorUpdatedAt: number) {
  useEffect(() => {
    if (!error) return;
    toast({ title, description: errorMessage(error), variant: 'destructive' });
  }, [title, error, errorUpdatedAt]);
}

/**
 * Today's tip from the user's own pieces (GET /api/ai/style-tip). Keyed by the wardrobe's size,
 * so the starter tip of an empty wardrobe gives way once pieces arrive.
 */
export function useStyleTip(wardrobeSize: number | undefined) {
  const query = useQuery({
    queryKey: ['/api/ai/style-tip', wardrobeSize],
    enabled: wardrobeSize !== undefined,
    queryFn: async (): Promise<StyleTip> =>
      styleTipSchema.parse(await (await apiRequest('GET', '/api/ai/style-tip')).json()),
  });
  useFailureToast('Failed to get style tip', query.error, query.errorUpdatedAt);
  return query;
}

/** The wardrobe at a glance (GET /api/ai/style-profile), refetched whenever the wardrobe changes. */
export function useStyleProfile(wardrobeVersion: number | undefined) {
  const query = useQuery({
    queryKey: ['/api/ai/style-profile', wardrobeVersion],
    enabled: wardrobeVersion !== undefined,
    queryFn: async (): Promise<StyleProfile> =>
      styleProfileSchema.parse(await (await apiRequest('GET', '/api/ai/style-profile')).json()),
  });
  useFailureToast('Failed to get style profile', query.error, query.errorUpdatedAt);
  return query;
}
