import { IMAGE_MAX_BYTES, type Category } from '@contract/wardrobe-values.ts';
import type { ScanResult } from '@contract/wardrobe.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { ApiError } from '@/lib/request-json.ts';

export type BulkStatus = 'queued' | 'scanning' | 'saving' | 'done' | 'failed' | 'review';

/** One photo of a bulk add, from queued to added (or failed, or waiting for the person to confirm). */
export interface BulkEntry {
  id: string;
  file: File;
  /** An object URL for the thumbnail; empty for a file that is not an image. */
  previewUrl: string;
  status: BulkStatus;
  /** The item's name once known (from the scan, else the file name). */
  name: string;
  /** Why it failed, in words a person can act on. */
  reason?: string;
  scan?: ScanResult;
  /** An unsure category guess, shown while the entry waits for review. */
  guess?: Category;
  /** The category picked during review. */
  chosen?: Category;
  /** Why it waits for review: the AI found no garment, or was unsure of what it saw. */
  note?: string;
}

export const BULK_STATUS_LABELS: Record<BulkStatus, string> = {
  queued: 'Queued',
  scanning: 'Scanning...',
  saving: 'Saving...',
  done: 'Added',
  failed: 'Failed',
  review: 'Please confirm',
};

/** 'navy_linen-shirt.jpg' -> 'navy linen shirt'. */
export function nameFromFile(file: File): string {
  const base = file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return base || 'New item';
}

/** A reason to refuse a file before sending it anywhere, or null. */
export function precheck(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return 'Not an image file';
  if (file.size > IMAGE_MAX_BYTES) return 'Image is too large: the limit is 15 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** A scan whose category or name is only a guess: the person confirms it before it is saved. */
export function needsReview(scan: ScanResult): boolean {
  const unsure = scan.unsure ?? (scan.lowConfidence ? ['category'] : []);
  return scan.category === null || unsure.includes('category') || unsure.includes('name');
}

/** fetch() rejects with a TypeError when the request never reached the server. */
export function failureReason(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return 'Could not reach the server';
  return error instanceof ApiError ? errorMessage(error, fallback) : fallback;
}
