import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

/** Takes every waiting item, finishing each before the next (one slot): the order served. */
function drain(queue: ReturnType<typeof createFairQueue<string>>): string[] {
  const order: string[] = [];
  for (let next = queue.next(); next; next = queue.next()) {
    order.push(next.item);
    queue.done(next.account);
  }
  return order;
}

describe('createFairQueue', () => {
  it('serves accounts in turn, each in its own order, whatever the backlog', () => {
    const queue = createFairQueue<string>();
    for (let n = 1; n <= 4; n++) queue.push('a', `a${n}`);
    queue.push('b', 'b1');
    queue.push('b', 'b2');
    queue.push('c', 'c1');
    expect(queue.waiting).toBe(7);
    expect(queue.waitingOf('a')).toBe(4);
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.waiting).toBe(0);
  });

  it('gives a freed slot to the account with the fewest running, then the one served longest ago', () => {
    const queue = createFairQueue<string>();
    // Two slots, both taken by a's first two, without waiting.
    queue.start('a');
    queue.start('a');
    for (let n = 3; n <= 6; n++) queue.push('a', `a${n}`);
    queue.push('b', 'b1');
    queue.done('a');
    // a still runs one, b none: b's photo is next although a's waited first.
    expect(queue.next()).toEqual({ account: 'b', item: 'b1' });
    expect(queue.runningOf('b')).toBe(1);
    queue.done('a');
    expect(queue.next()).toEqual({ account: 'a', item: 'a3' });
  });

  it('remembers who was served while they still run: a newcomer goes before the one just served', () => {
    const queue = createFairQueue<string>();
    queue.push('a', 'a1');
    expect(queue.next()?.item).toBe('a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    queue.done('a');
    expect(drain(queue)).toEqual(['b1', 'a2']);
  });

  it('clear hands back what waited and keeps counting what runs', () => {
    const queue = createFairQueue<string>();
    queue.start('a');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect(queue.clear().sort()).toEqual(['a2', 'b1']);
    expect(queue.waiting).toBe(0);
    expect(queue.runningOf('a')).toBe(1);
    queue.done('a');
    expect(queue.runningOf('a')).toBe(0);
    expect(queue.next()).toBeUndefined();
  });
});
