import type { Readable } from 'node:stream';

export interface StoredBlob {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where photos live: local disk by default, an S3-compatible bucket when scaled out.
 * Keys come from blob-keys.ts only; a store refuses any other shape.
 */
export interface BlobStore {
  /** Stores bytes under a key, atomically: a reader sees all of them or nothing. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream under a key without holding it all in memory, as atomically as `put`. When
   * the stream fails (a size or type check refusing it midway), nothing is stored and the
   * stream's error is thrown.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The whole blob, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The blob as a stream for serving, or null when there is none. */
  stream(key: string): Promise<StoredBlob | null>;
  /** Removes a blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL an item records and a browser fetches. */
  url(key: string): string;
  /** The key behind a URL this store made, or null for anything else. */
  keyFromUrl(url: string): string | null;
  /**
   * Removes blobs under a prefix older than a date (abandoned uploads); answers how many.
   */
  deleteOlderThan(prefix: string, cutoff: Date): Promise<number>;
  /** Every blob with a key this app makes, and its size, in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
}
