import type { uploadUrlEndpoints } from '@contract/uploads.ts';
import type { UpdateItemBody, WardrobeItem, wardrobeEndpoints } from '@contract/wardrobe.ts';
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { invalidate, type ResourceKey } from '@/lib/invalidation.ts';
import type { FailureMeta } from '@/lib/query-meta.ts';
import { requestJson } from '@/lib/request-json.ts';

const call = endpointCaller<typeof wardrobeEndpoints>();
const uploads = endpointCaller<typeof uploadUrlEndpoints>();

export const WARDROBE_QUERY_KEY = [call.path('GET /api/wardrobe')] as const satisfies ResourceKey;

/** How often the list is asked again while a new photo is still being read on the server. */
export const ANALYSING_POLL_MS = 1500;

/**
 * GET /api/wardrobe: the session user's items, newest first. While an item's photo is still being
 * read (`analysing`), the list is asked again every ANALYSING_POLL_MS so its card takes the
 * cut-out and colours when they land; with nothing pending it is not polled.
 */
export const wardrobeItemsQuery = queryOptions({
  queryKey: WARDROBE_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/wardrobe', { signal }),
  refetchInterval: (query) =>
    query.state.data?.some((item) => item.analysing) ? ANALYSING_POLL_MS : false,
  meta: { errorTitle: 'Failed to fetch wardrobe items' },
});

export function useWardrobeItems() {
  return useQuery(wardrobeItemsQuery);
}

/** POST /api/wardrobe with the multipart form built by `itemFormData`. */
export function createItem(form: FormData): Promise<WardrobeItem> {
  return call('POST /api/wardrobe', { body: form });
}

export function useCreateItem() {
  return useMutation({
    mutationFn: createItem,
    meta: { errorTitle: 'Failed to add item', invalidates: ['/api/wardrobe'] },
  });
}

export interface ItemUpdate {
  id: string;
  patch: UpdateItemBody;
}

/** PUT /api/wardrobe/:id with any subset of the editable fields. */
export function useUpdateItem() {
  return useMutation({
    mutationFn: ({ id, patch }: ItemUpdate) =>
      call('PUT /api/wardrobe/:id', { params: { id }, body: patch }),
    meta: { errorTitle: 'Failed to update item', invalidates: ['/api/wardrobe'] },
  });
}

export function useDeleteItem() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/wardrobe/:id', { params: { id } }),
    // Not awaited: the item's view closes first, then the lists catch up.
    meta: {
      errorTitle: 'Failed to delete item',
      invalidates: ['/api/wardrobe'],
      invalidateInBackground: true,
    },
  });
}

/** POST /api/wardrobe/:id/wear: one more wear, dated now. */
export function useLogWear() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/wardrobe/:id/wear', { params: { id } }),
    meta: { errorTitle: 'Failed to log wear', invalidates: ['/api/wardrobe'] },
  });
}

/**
 * Takes back the last logged wear. A plain function rather than a hook: it runs from a toast's
 * Undo button, which can outlive the view that logged the wear.
 */
export async function undoLastWear(queryClient: QueryClient, id: string): Promise<WardrobeItem> {
  const item = await call('DELETE /api/wardrobe/:id/wear', { params: { id } });
  await invalidate(queryClient, '/api/wardrobe');
  return item;
}

/** POST /api/wardrobe/:id/cutout: remove the background of the stored photo and show the cut-out. */
export function useAddCutout() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/wardrobe/:id/cutout', { params: { id } }),
    meta: { errorTitle: 'Failed to remove background', invalidates: ['/api/wardrobe'] },
  });
}

/** Sends one photo to POST /api/wardrobe/scan; nothing is stored. */
export function scanPhoto(image: Blob) {
  const form = new FormData();
  form.append('image', image);
  return call('POST /api/wardrobe/scan', { body: form });
}

/**
 * The two dialogs word a failed scan differently (spec §8), so each passes its own meta: the scan
 * dialog 'Scan failed'; the add dialog none, because it says 'AI scan failed' only while the
 * photo that was scanned is still the one chosen.
 */
export function useScanItem(meta?: FailureMeta) {
  return useMutation({ mutationFn: scanPhoto, meta });
}

/**
 * The spec's two-step photo change: ask for an upload URL, PUT the bytes there, then attach
 * that upload to the item (the server runs it through the same image pipeline as a new item).
 */
export function useChangePhoto() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const { uploadURL } = await uploads('POST /api/objects/upload');
      // The bytes go where the server said (PUT /api/uploads/:token here, a bucket elsewhere).
      await requestJson(uploadURL, { method: 'PUT', body: file });
      return call('PUT /api/wardrobe/:id/image', { params: { id }, body: { imageURL: uploadURL } });
    },
    meta: { errorTitle: 'Failed to upload item', invalidates: ['/api/wardrobe'] },
  });
}
