import { hostname } from 'node:os';

/** What the destination writes to: process.stdout, or any stream in tests. */
export interface LogOutput {
  write(chunk: string): boolean;
  /** Bytes accepted but not yet written out. */
  readonly writableLength: number;
  /** Whether a 'drain' event is to come (a write has returned false since the last one). */
  readonly writableNeedDrain?: boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'drain', listener: () => void): unknown;
}

export interface LogDestination {
  /** Takes one log line (pino calls this); never blocks, never throws. */
  write(line: string): void;
  /** Lines dropped since the last report (or since the start). */
  readonly dropped: number;
  /** Resolves once what was taken is written out, or after `ms` at the latest. */
  settle(ms: number): Promise<void>;
}

/** The smallest buffer allowed: above a stream's 16 KiB high-water mark, so 'drain' always comes. */
export const MIN_LOG_BUFFER_BYTES = 64 * 1024;

/**
 * The app's log destination: lines go to `output` asynchronously (process.stdout is a non-blocking
 * pipe or socket under a service manager, a container or a test), at most `maxBufferedBytes` of
 * them waiting to be written. A full buffer drops further lines and counts them; once the output
 * drains, one warning says how many went. pino's own destination (sonic-boom) instead retries a
 * write that would block in a loop of Atomics.wait on the main thread at exit: a standard output
 * nobody reads any more then blocked the process for good (issue 26). Nothing here runs at exit.
 *
 * A closed output (EPIPE: the reader is gone) ends writing; lines are counted as dropped.
 */
export function boundedLogDestination(
  output: LogOutput,
  { maxBufferedBytes }: { maxBufferedBytes: number },
): LogDestination {
  let dropped = 0;
  let broken = false;
  let awaitingDrain = false;
  output.on('error', () => {
    broken = true;
  });

  const report = () => {
    if (dropped === 0 || broken) return;
    const count = dropped;
    dropped = 0;
    output.write(
      `${JSON.stringify({
        level: 40,
        time: Date.now(),
        pid: process.pid,
        hostname: hostname(),
        droppedLogLines: count,
        msg: `${count} log ${count === 1 ? 'line' : 'lines'} dropped: standard output was not being read`,
      })}\n`,
    );
  };

  // 'drain' comes only after a write returned false; otherwise the next line written reports.
  const waitForDrain = () => {
    if (awaitingDrain || output.writableNeedDrain === false) return;
    awaitingDrain = true;
    output.once('drain', () => {
      awaitingDrain = false;
      report();
    });
  };

  return {
    write(line) {
      if (broken) {
        dropped += 1;
        return;
      }
      // Characters, not bytes: a bound, not an accounting; log lines are mostly ASCII.
      if (output.writableLength + line.length > maxBufferedBytes) {
        dropped += 1;
        waitForDrain();
        return;
      }
      if (dropped > 0 && !awaitingDrain) report();
      try {
        if (!output.write(line) && dropped > 0) waitForDrain();
      } catch {
        broken = true;
        dropped += 1;
      }
    },
    get dropped() {
      return dropped;
    },
    async settle(ms) {
      const until = Date.now() + ms;
      while (!broken && output.writableLength > 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20).unref());
    },
  };
}
