/**
 * The bar's percentage for `done` of an expected `total`: the export's total is an estimate, so
 * the bar stops at 99 until the transfer has really ended. Null when nothing is known.
 */
export function progressPercent(done: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.min(99, Math.floor((done / total) * 100));
}
