import { unavailable } from '../lib/domain-errors.ts';

/**
 * Runs at most `max` tasks at once and lets at most `maxQueued` wait; past that it refuses
 * with 503 rather than holding ever more decoded images in memory.
 */
export function createLimiter(max: number, maxQueued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) {
      if (waiting.length >= maxQueued) {
        throw unavailable('The server is busy processing images. Please try again shortly.', 5);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
}
