import {
  EXPORT_SIZE_HEADER,
  importSummarySchema,
  type accountEndpoints,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type ImportSummary,
} from '@contract/account.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/public.ts';
import { endpointCaller } from '@/lib/api-client.ts';
import { RESOURCES } from '@/lib/invalidation.ts';
import { ApiError } from '@/lib/request-json.ts';

const call = endpointCaller<typeof accountEndpoints>();

/** Bytes done of bytes expected (`total` 0 when unknown). */
export type Progress = (done: number, total: number) => void;

/** The export is a zip, not JSON: the server's own route, outside the contract's endpoint map. */
const EXPORT_URL = '/api/account/export';

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'ai-fashion-companion-export.zip';

/**
 * Downloads the export, counting its bytes against the size the server expects (the zip is made
 * as it streams, so there is no Content-Length), then hands it to the browser as a file. Not
 * through requestJson: the answer is bytes and its progress is the point.
 */
async function downloadExport(onProgress: Progress): Promise<string> {
  const response = await fetch(EXPORT_URL, { credentials: 'include' });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  const total = Number(response.headers.get(EXPORT_SIZE_HEADER)) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let done = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) break;
    chunks.push(value);
    done += value.length;
    onProgress(done, total);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the save; the object URL is needed no longer than that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

/**
 * Sends an export zip to the import, reporting the upload's progress (fetch cannot, so this is
 * XMLHttpRequest); errors read as requestJson's ("status: body").
 */
function uploadImport(file: File, onProgress: Progress): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', call.path('POST /api/account/import'));
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onerror = () => reject(new Error('The upload was interrupted. Please try again.'));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText || request.statusText));
        return;
      }
      try {
        resolve(importSummarySchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * GET /api/account/storage: what the account's photos take of its quota. Photos are added and
 * removed on every other screen, so it is asked again each time Settings opens.
 */
export function useStorageUsage() {
  return useQuery({
    queryKey: [call.path('GET /api/account/storage')],
    queryFn: ({ signal }) => call('GET /api/account/storage', { signal }),
    refetchOnMount: 'always',
  });
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: downloadExport,
    meta: { errorTitle: 'Download failed' },
  });
}

export function useImportData() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: Progress }) =>
      uploadImport(file, onProgress),
    // Every screen's data may have grown.
    meta: { errorTitle: 'Import failed', invalidates: RESOURCES },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call('PUT /api/account/password', { body }),
    // An account that had no password has one now: the sign-in provider's section may unlink.
    meta: { errorTitle: 'Password not changed', invalidates: ['/api/auth/oidc'] },
  });
}

/**
 * After the server ended this session (sign out everywhere, account deleted): the usual logout
 * clears what the app holds of the user and leaves for the sign-in page (it is harmless once the
 * session is gone).
 */
function useLeave() {
  const { logoutMutation } = useAuth();
  return () => logoutMutation.mutate();
}

export function useSignOutEverywhere() {
  const leave = useLeave();
  return useMutation({
    mutationFn: () => call('POST /api/account/sign-out-everywhere'),
    onSuccess: leave,
    meta: { errorTitle: 'Could not sign out everywhere' },
  });
}

export function useDeleteAccount() {
  const leave = useLeave();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call('DELETE /api/account', { body }),
    onSuccess: leave,
    meta: { errorTitle: 'Account not deleted' },
  });
}
