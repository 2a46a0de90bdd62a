/** Stored photos are served under this path (see blob-routes.ts). */
export const BLOB_URL_PREFIX = '/api/blobs/';

/** Raw uploads are PUT under this path (see upload-routes.ts). */
export const UPLOAD_URL_PREFIX = '/api/uploads/';
