/** "12.3 MB": sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * The bar's percentage for `done` of an expected `total`: the export's total is an estimate, so
 * the bar stops at 99 until the transfer has really ended. Null when nothing is known.
 */
export function progressPercent(done: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.min(99, Math.floor((done / total) * 100));
}
