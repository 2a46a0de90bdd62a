import { ScannerBusyError } from './vision-errors.ts';

/** Runs async tasks with at most `concurrency` at once; the rest wait in order. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** Highest number of tasks ever running at the same time. */
  readonly peakActive: number;
}

/** A FIFO limiter; when `maxWaiting` tasks already wait, new ones fail with ScannerBusyError. */
export function createLimiter(concurrency: number, maxWaiting = Number.POSITIVE_INFINITY): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError('concurrency must be a positive integer');
  }
  let active = 0;
  let peakActive = 0;
  const queue: (() => void)[] = [];

  // A finishing task hands its slot straight to the next waiter, so a newcomer arriving in the
  // same tick cannot slip in between and push the count over the limit.
  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peakActive() {
      return peakActive;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (queue.length >= maxWaiting) throw new ScannerBusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      peakActive = Math.max(peakActive, active);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
