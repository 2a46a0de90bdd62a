import { Worker } from 'node:worker_threads';

/**
 * The watchdog's own thread: after `afterMs` it tells the processes in `stop` to stop (SIGINT: a
 * PostgreSQL's fast shutdown, which it finishes on its own), writes one line to standard error
 * without waiting for it, and ends this process with SIGKILL. It needs nothing of the main thread,
 * so a main thread blocked in a write, an 'exit' listener or a loop cannot hold it up. CommonJS
 * source, so it runs the same from the TypeScript sources and the compiled server.
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
// They stopped on time (their pids may be given to other processes from now on).
parentPort.once('message', () => { workerData.stop = []; });
setTimeout(() => {
  for (const pid of workerData.stop) {
    try { process.kill(pid, 'SIGINT'); } catch {}
  }
  const kill = () => process.kill(workerData.pid, 'SIGKILL');
  // Asynchronous (a thread of the pool), so a standard error nobody reads cannot hold this up.
  fs.write(2, workerData.message, kill);
  setTimeout(kill, 200);
}, workerData.afterMs);
`;

export interface ShutdownWatchdog {
  /** The processes given in `stop` have stopped: never signal them (their pids may be reused). */
  leaveOthersAlone(): void;
}

/**
 * Arms the hard cap of a stop: `afterMs` from now this process ends, whatever its main thread is
 * doing (issue 26: a main thread blocked in sonic-boom's retry of a write to a full pipe ignored
 * SIGTERM and the JavaScript timer of the cap alike). `stop` are processes to ask to stop first,
 * such as the embedded PostgreSQL, which runs in its own process group and would otherwise have
 * been stopped by an 'exit' listener that never runs. The worker does not keep the process alive.
 */
export function armShutdownWatchdog({
  afterMs,
  stop = [],
}: {
  afterMs: number;
  stop?: number[];
}): ShutdownWatchdog {
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: {
      afterMs,
      stop,
      pid: process.pid,
      message: `Shutdown still blocked after ${afterMs / 1000} s: killing the process\n`,
    },
    // None of the app's Node options (a loader such as tsx, --input-type): it only waits.
    execArgv: [],
    // Its own small heap.
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  worker.unref();
  worker.on('error', (error) => console.error('The shutdown watchdog failed:', error));
  return { leaveOthersAlone: () => worker.postMessage('stopped') };
}
