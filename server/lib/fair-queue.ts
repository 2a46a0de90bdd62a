/** One account's place in a fair queue: what it has waiting, running, and when it was last served. */
interface Lane<T> {
  waiting: T[];
  running: number;
  lastServed: number;
}

/**
 * Work kept per account and handed out fairly: the next item comes from the account with the
 * fewest items running, and among those from the one served longest ago (round robin). One
 * account's long backlog therefore never delays another account's next item by more than the
 * items already running. Holds only what it is given: callers keep their items small.
 */
export function createFairQueue<T>() {
  // Insertion order breaks the last ties: an account waiting longer goes first.
  const lanes = new Map<string, Lane<T>>();
  let served = 0;
  let waiting = 0;

  const laneOf = (account: string): Lane<T> => {
    let lane = lanes.get(account);
    if (!lane) {
      lane = { waiting: [], running: 0, lastServed: 0 };
      lanes.set(account, lane);
    }
    return lane;
  };

  /** Forgets an account with nothing waiting or running (its next item starts afresh). */
  const tidy = (account: string, lane: Lane<T>) => {
    if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(account);
  };

  return {
    /** Items waiting, all accounts together. */
    get waiting(): number {
      return waiting;
    },

    /** Items of `account` waiting (not running). */
    waitingOf(account: string): number {
      return lanes.get(account)?.waiting.length ?? 0;
    },

    /** Items of `account` started and not yet done. */
    runningOf(account: string): number {
      return lanes.get(account)?.running ?? 0;
    },

    /** Adds an item to the end of `account`'s line. */
    push(account: string, item: T): void {
      laneOf(account).waiting.push(item);
      waiting++;
    },

    /** Counts an item of `account` that starts without waiting (a free slot); `done` ends it. */
    start(account: string): void {
      const lane = laneOf(account);
      lane.running++;
      lane.lastServed = ++served;
    },

    /**
     * Takes the next item and counts it as running: from the account with the fewest running,
     * then the one served longest ago, then the one waiting longest. Undefined when none waits.
     */
    next(): { account: string; item: T } | undefined {
      let best: [string, Lane<T>] | undefined;
      for (const entry of lanes) {
        const lane = entry[1];
        if (lane.waiting.length === 0) continue;
        const [, chosen] = best ?? [];
        if (
          !chosen ||
          lane.running < chosen.running ||
          (lane.running === chosen.running && lane.lastServed < chosen.lastServed)
        ) {
          best = entry;
        }
      }
      if (!best) return undefined;
      const [account, lane] = best;
      const item = lane.waiting.shift()!;
      waiting--;
      lane.running++;
      lane.lastServed = ++served;
      return { account, item };
    },

    /** An item of `account` that was running is done. */
    done(account: string): void {
      const lane = lanes.get(account);
      if (!lane) return;
      lane.running = Math.max(0, lane.running - 1);
      tidy(account, lane);
    },

    /** Empties every line (running counts stay until their `done`); answers what was waiting. */
    clear(): T[] {
      const dropped: T[] = [];
      for (const [account, lane] of lanes) {
        dropped.push(...lane.waiting.splice(0));
        tidy(account, lane);
      }
      waiting = 0;
      return dropped;
    },
  };
}

export type FairQueue<T> = ReturnType<typeof createFairQueue<T>>;
