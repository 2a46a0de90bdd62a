import { IMPORT_MAX_BYTES } from '../../../../contract/account.ts';
import { IMAGE_MAX_BYTES } from '../../../../contract/wardrobe.ts';

/** What an import takes at most; anything past a limit is refused before anything is written. */
export interface ImportLimits {
  /** The uploaded zip (compressed), streamed to a temp file. */
  maxUploadBytes: number;
  /** Files in the zip: a photo and a cut-out per piece of a large wardrobe, plus the data. */
  maxEntries: number;
  /** Everything in the zip uncompressed, as its directory declares (and the reader enforces). */
  maxTotalBytes: number;
  /** One data/<key>.ndjson uncompressed (2,000 pieces are about 2 MB). */
  maxDataFileBytes: number;
  /**
   * All data files together, uncompressed: the rows are held in memory until they are written,
   * and at most one import runs at a time (so this bounds the memory imports take).
   */
  maxDataBytes: number;
  /** One line of a data file: a row (its texts are at most 100,000 characters). */
  maxLineBytes: number;
  /** Rows of all tables together (each table has its own limit, `maxRows` in account-tables.ts). */
  maxTotalRows: number;
  /** One photo, as any upload. */
  maxPhotoBytes: number;
  /**
   * Uncompressed : compressed for one entry past `ratioFloorBytes`: JSON shrinks about 10:1,
   * photos not at all; a zip bomb shrinks a thousandfold.
   */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Imports one account may start per hour: each may decode thousands of photos. */
  perHour: number;
  /** The Retry-After of an import refused because another runs on the instance. */
  busyRetrySeconds: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUploadBytes: IMPORT_MAX_BYTES,
  maxEntries: 20_000,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
  maxDataFileBytes: 64 * 1024 * 1024,
  maxDataBytes: 128 * 1024 * 1024,
  maxLineBytes: 1024 * 1024,
  maxTotalRows: 200_000,
  maxPhotoBytes: IMAGE_MAX_BYTES,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  perHour: 10,
  busyRetrySeconds: 60,
};
