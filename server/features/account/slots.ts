import type { DomainError } from '../../lib/domain-errors.ts';

// What bounds the account feature's heavy work on one instance: one import at a time, and a few
// exports reading the database at once. (An account's one export at a time holds across every
// instance, so it is a lease in the database: account-turns.ts.)

/** Keys of which only one may run at a time; another start throws `refusal()`. */
export function oneAtATime(refusal: () => DomainError) {
  const running = new Set<string>();
  return {
    /** Throws the refusal while `key` runs. */
    assertFree(key: string): void {
      if (running.has(key)) throw refusal();
    },
    /** Takes `key` (or throws the refusal); answers its release, which may be called twice. */
    take(key: string): () => void {
      if (running.has(key)) throw refusal();
      running.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running.delete(key);
      };
    },
  };
}

/** Runs at most `limit` tasks at once; the others wait their turn in order. */
export function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      // The turn passes to the next task waiting, or the place is freed.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
