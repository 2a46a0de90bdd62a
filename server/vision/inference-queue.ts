import { createFairQueue } from '../lib/fair-queue.ts';
import { ScannerBusyError, ScansWaitingError } from './vision-errors.ts';

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

/** A limiter that serves accounts in turn (`createFairLimiter`). */
export interface FairLimiter {
  /** Runs `task` for `account` once a slot is free and it is that account's turn. */
  run<T>(account: string, task: () => Promise<T>): Promise<T>;
  /** Throws what `run` would throw at once for `account` now (429, 503); nothing when it has room. */
  assertRoom(account: string): void;
  readonly active: number;
  readonly waiting: number;
  waitingOf(account: string): number;
}

export interface FairLimits {
  /** Tasks of one account that may wait; past that its next one fails with ScansWaitingError (429). */
  waitingPerAccount: number;
  /** Tasks of all accounts that may wait; past that a new one fails with ScannerBusyError (503). */
  waiting: number;
}

/**
 * Runs at most `concurrency` tasks at once. A freed slot goes to the account with the fewest
 * tasks running, then the one served longest ago, so one account's backlog never holds up
 * another account's next task by more than what is already running. Each account may keep
 * `waitingPerAccount` tasks waiting, everyone together `waiting`.
 */
export function createFairLimiter(concurrency: number, limits: FairLimits): FairLimiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError('concurrency must be a positive integer');
  }
  let active = 0;
  const queue = createFairQueue<() => void>();

  function assertRoom(account: string): void {
    if (active < concurrency) return;
    const waiting = queue.waitingOf(account);
    if (waiting >= limits.waitingPerAccount) throw new ScansWaitingError(waiting);
    if (queue.waiting >= limits.waiting) throw new ScannerBusyError();
  }

  // As in createLimiter, a finishing task hands its slot straight to the next in turn.
  const release = (account: string): void => {
    queue.done(account);
    const next = queue.next();
    if (next) next.item();
    else active--;
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.waiting;
    },
    waitingOf: (account) => queue.waitingOf(account),
    assertRoom,
    async run<T>(account: string, task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        assertRoom(account);
        await new Promise<void>((resolve) => queue.push(account, resolve));
      } else {
        active++;
        queue.start(account);
      }
      try {
        return await task();
      } finally {
        release(account);
      }
    },
  };
}
