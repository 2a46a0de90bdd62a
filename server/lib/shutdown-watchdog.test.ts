import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { listProcesses } from '../test/leftover-postgres.ts';

// A process whose main thread blocks for good right after arming the watchdog (as a write to a
// full pipe once did): the watchdog still asks the other process to stop and ends this one.
const script = `
import { spawn } from 'node:child_process';
import { armShutdownWatchdog } from ${JSON.stringify(path.join(import.meta.dirname, 'shutdown-watchdog.ts'))};
const helper = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
console.log(String(helper.pid));
armShutdownWatchdog({ afterMs: 500, stop: [helper.pid] });
const pause = new Int32Array(new SharedArrayBuffer(4));
setTimeout(() => { for (;;) Atomics.wait(pause, 0, 0, 100); }, 50);
`;

it('ends a process whose main thread is blocked, after asking the given processes to stop', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = performance.now();
  const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const afterMs = performance.now() - started;
  expect(exit, output).toEqual({ code: null, signal: 'SIGKILL' });
  expect(afterMs).toBeLessThan(10_000);
  expect(output).toMatch(/Shutdown still blocked after 0\.5 s: killing the process/);
  const helper = Number(output.split('\n')[0]);
  expect(helper).toBeGreaterThan(0);
  // Gone, or a zombie nobody has collected yet: either way it stopped.
  const alive = () => listProcesses().some((info) => info.pid === helper);
  for (let waited = 0; alive() && waited < 2_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(alive()).toBe(false);
});
