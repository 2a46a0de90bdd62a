import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createFairLimiter, createLimiter } from './inference-queue.ts';
import { ScannerBusyError, ScansWaitingError } from './vision-errors.ts';

describe('createLimiter', () => {
  it('never runs more than two tasks at once and finishes them all', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        limiter.run(async () => {
          running++;
          most = Math.max(most, running);
          await sleep((n * 7) % 5);
          running--;
          return n;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(most).toBe(2);
    expect(limiter.peakActive).toBe(2);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('keeps the limit when new tasks arrive just as others finish', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = async (): Promise<void> => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      running--;
    };
    // Each finishing task immediately queues another, in the same tick as its slot is freed.
    const chains = Array.from({ length: 4 }, async () => {
      for (let k = 0; k < 25; k++) await limiter.run(task);
    });
    await Promise.all(chains);
    expect(most).toBe(2);
  });

  it('releases the slot when a task fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('turns work away with a 503 once the waiting line is full', async () => {
    const limiter = createLimiter(2, 1);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = [limiter.run(() => gate), limiter.run(() => gate), limiter.run(() => gate)];
    const refused = limiter.run(() => Promise.resolve());
    await expect(refused).rejects.toBeInstanceOf(ScannerBusyError);
    await expect(refused).rejects.toMatchObject({ kind: 'unavailable', retryAfterSeconds: 5 });
    open();
    await Promise.all(held);
    expect(limiter.waiting).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});

describe('createFairLimiter', () => {
  /** A task that waits for the test; `started` lists the tasks that got a slot, in order. */
  function gatedTasks() {
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        gates.set(name, () => resolve(name));
      });
    const finish = async (name: string) => {
      gates.get(name)!();
      await sleep(0);
    };
    return { started, task, finish };
  }

  it("runs another account's task as soon as a slot frees, however long one account's line is", async () => {
    const limiter = createFairLimiter(2, { waitingPerAccount: 10, waiting: 32 });
    const { started, task, finish } = gatedTasks();
    const runs = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => limiter.run('a', task(name)));
    const bob = limiter.run('b', task('b1'));
    await sleep(0);
    expect(started).toEqual(['a1', 'a2']);
    expect(limiter.waitingOf('a')).toBe(3);
    expect(limiter.waitingOf('b')).toBe(1);
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
    for (const name of ['a2', 'b1', 'a3', 'a4', 'a5']) await finish(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5']);
    expect(await Promise.all([...runs, bob])).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1']);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it("answers 429 past an account's share of the line, and leaves other accounts their own", async () => {
    const limiter = createFairLimiter(1, { waitingPerAccount: 2, waiting: 32 });
    const { task, finish } = gatedTasks();
    const held = ['a1', 'a2', 'a3'].map((name) => limiter.run('a', task(name)));
    const refused = limiter.run('a', task('a4'));
    await expect(refused).rejects.toBeInstanceOf(ScansWaitingError);
    await expect(refused).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: expect.any(Number),
    });
    await expect(refused).rejects.toThrow(/2 photos waiting to be read/);
    // The same answer, asked before any work is done for the photo.
    expect(() => limiter.assertRoom('a')).toThrow(ScansWaitingError);
    expect(() => limiter.assertRoom('b')).not.toThrow();
    const other = limiter.run('b', task('b1'));
    await sleep(0);
    for (const name of ['a1', 'b1', 'a2', 'a3']) await finish(name);
    await Promise.all([...held, other]);
  });

  it('answers 503 once the whole line is full', async () => {
    const limiter = createFairLimiter(1, { waitingPerAccount: 2, waiting: 3 });
    const { task, finish } = gatedTasks();
    const held = [
      limiter.run('a', task('a1')),
      limiter.run('a', task('a2')),
      limiter.run('b', task('b1')),
      limiter.run('c', task('c1')),
    ];
    await expect(limiter.run('d', task('d1'))).rejects.toBeInstanceOf(ScannerBusyError);
    expect(() => limiter.assertRoom('d')).toThrow(ScannerBusyError);
    await sleep(0);
    for (const name of ['a1', 'b1', 'c1', 'a2']) await finish(name);
    await Promise.all(held);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createFairLimiter(1, { waitingPerAccount: 1, waiting: 1 });
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
    expect(limiter.active).toBe(0);
  });
});
