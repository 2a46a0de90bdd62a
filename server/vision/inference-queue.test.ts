import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLimiter } from './inference-queue.ts';
import { ScannerBusyError } from './vision-errors.ts';

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
    await expect(refused).rejects.toMatchObject({ statusCode: 503 });
    open();
    await Promise.all(held);
    expect(limiter.waiting).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});
