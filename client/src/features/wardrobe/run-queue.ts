/**
 * Runs `worker` over `items` with at most `limit` at a time, in order of the list. A worker that
 * throws only ends its own item; the rest carry on. Resolves when every item has finished.
 */
export async function runQueue<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await worker(item);
      } catch {
        // The worker reports its own failures; one bad item must never stop the queue.
      }
    }
  }
  const lanes = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
}
