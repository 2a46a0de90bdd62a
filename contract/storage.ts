import { z } from 'zod';
import { formatBytes } from './sizes.ts';

/** GET /api/account/storage: what the account's photos and uploads take, and what it may take. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** The 507 of a write that would pass the account's storage quota. */
export const storageFullMessage = (usedBytes: number, quotaBytes: number) =>
  `Your storage is full: your photos take ${formatBytes(usedBytes)} of the ${formatBytes(quotaBytes)} this account may keep. Delete some photos or pieces to make room.`;
