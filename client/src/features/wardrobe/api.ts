import {
  scanResultSchema,
  uploadUrlResponseSchema,
  wardrobeItemSchema,
  type ScanResult,
  type UpdateItemBody,
  type WardrobeItem,
} from '@contract/wardrobe.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessage, getQueryFn } from '@/lib/api.ts';
import { toast } from '@/lib/toast.ts';

export const WARDROBE_QUERY_KEY = ['/api/wardrobe'] as const;

const itemListSchema = z.array(wardrobeItemSchema);
const fetchList = getQueryFn<unknown>({ on401: 'throw' });

async function wardrobeList(context: QueryFunctionContext): Promise<WardrobeItem[]> {
  return itemListSchema.parse(await fetchList(context));
}

async function itemFrom(response: Response): Promise<WardrobeItem> {
  return wardrobeItemSchema.parse(await response.json());
}

/** The session user's items, newest first; a failed fetch toasts once per failure. */
export function useWardrobeItems() {
  const query = useQuery({ queryKey: WARDROBE_QUERY_KEY, queryFn: wardrobeList });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Failed to fetch wardrobe items',
      description: errorMessage(error),
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt]);
  return query;
}

/** Every write ends by refetching the list, so every screen that shows items agrees (spec §7). */
function useRefetchWardrobe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WARDROBE_QUERY_KEY });
}

/** POST /api/wardrobe with the multipart form built by `itemFormData`. */
export async function createItem(form: FormData): Promise<WardrobeItem> {
  return itemFrom(await apiRequest('POST', '/api/wardrobe', form));
}

export function useCreateItem() {
  const refetch = useRefetchWardrobe();
  return useMutation({ mutationFn: createItem, onSuccess: refetch });
}

export interface ItemUpdate {
  id: string;
  patch: UpdateItemBody;
}

/** PUT /api/wardrobe/:id with any subset of the editable fields. */
export function useUpdateItem() {
  const refetch = useRefetchWardrobe();
  return useMutation({
    mutationFn: async ({ id, patch }: ItemUpdate) =>
      itemFrom(await apiRequest('PUT', `/api/wardrobe/${encodeURIComponent(id)}`, patch)),
    onSuccess: refetch,
  });
}

export function useDeleteItem() {
  const refetch = useRefetchWardrobe();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/wardrobe/${encodeURIComponent(id)}`);
    },
    // Not awaited: the item's view closes first, then the list catches up.
    onSuccess: () => {
      void refetch();
    },
  });
}

/** POST /api/wardrobe/:id/wear: one more wear, dated now. */
export function useLogWear() {
  const refetch = useRefetchWardrobe();
  return useMutation({
    mutationFn: async (id: string) =>
      itemFrom(await apiRequest('POST', `/api/wardrobe/${encodeURIComponent(id)}/wear`)),
    onSuccess: refetch,
  });
}

/**
 * Takes back the last logged wear. A plain function rather than a hook: it runs from a toast's
 * Undo button, which can outlive the view that logged the wear.
 */
export async function undoLastWear(queryClient: QueryClient, id: string): Promise<WardrobeItem> {
  const response = await apiRequest('DELETE', `/api/wardrobe/${encodeURIComponent(id)}/wear`);
  const item = await itemFrom(response);
  await queryClient.invalidateQueries({ queryKey: WARDROBE_QUERY_KEY });
  return item;
}

/** POST /api/wardrobe/:id/cutout: remove the background of the stored photo and show the cut-out. */
export function useAddCutout() {
  const refetch = useRefetchWardrobe();
  return useMutation({
    mutationFn: async (id: string) =>
      itemFrom(await apiRequest('POST', `/api/wardrobe/${encodeURIComponent(id)}/cutout`)),
    onSuccess: refetch,
  });
}

/** Sends one photo to POST /api/wardrobe/scan; nothing is stored. */
export async function scanPhoto(image: Blob): Promise<ScanResult> {
  const form = new FormData();
  form.append('image', image);
  const response = await apiRequest('POST', '/api/wardrobe/scan', form);
  return scanResultSchema.parse(await response.json());
}

export function useScanItem() {
  return useMutation({ mutationFn: scanPhoto });
}

/**
 * The spec's two-step photo change: ask for an upload URL, PUT the bytes there, then attach
 * that upload to the item (the server runs it through the same image pipeline as a new item).
 */
export function useChangePhoto() {
  const refetch = useRefetchWardrobe();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const issued = await apiRequest('POST', '/api/objects/upload');
      const { uploadURL } = uploadUrlResponseSchema.parse(await issued.json());
      const upload = await fetch(uploadURL, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
      if (!upload.ok) throw new ApiError(upload.status, (await upload.text()) || upload.statusText);
      return itemFrom(
        await apiRequest('PUT', `/api/wardrobe/${encodeURIComponent(id)}/image`, {
          imageURL: uploadURL,
        }),
      );
    },
    onSuccess: refetch,
  });
}
