import { describe, expect, it } from 'vitest';
import { runQueue } from './run-queue.ts';

const tick = () => new Promise((settle) => setTimeout(settle, 1));

describe('runQueue', () => {
  it('never runs more than the limit at once and finishes every item in list order of start', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await runQueue([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
    });
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps going after a worker throws', async () => {
    const done: number[] = [];
    await runQueue([1, 2, 3, 4], 2, async (n) => {
      await tick();
      if (n === 2) throw new Error('bad file');
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 3, 4]);
  });

  it('finishes at once with nothing to do', async () => {
    await expect(runQueue([], 2, async () => {})).resolves.toBeUndefined();
  });
});
