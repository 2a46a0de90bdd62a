import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundedLogDestination } from './log-destination.ts';

/** A stream that takes nothing until `open()`, like a pipe nobody reads, then everything. */
function stalledOutput() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  let flowing = false;
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      if (flowing) done();
      else waiting.push(done);
    },
  });
  return {
    stream,
    written,
    open() {
      flowing = true;
      while (waiting.length > 0) waiting.shift()!();
    },
  };
}

const line = (n: number) =>
  `${JSON.stringify({ level: 30, msg: `line ${n}`, pad: 'x'.repeat(1000) })}\n`;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the bounded log destination', () => {
  it('never holds more than its buffer, drops the rest with a count and reports it once drained', async () => {
    const output = stalledOutput();
    const logs = boundedLogDestination(output.stream, { maxBufferedBytes: 64 * 1024 });
    for (let n = 0; n < 200; n++) logs.write(line(n));
    expect(output.stream.writableLength).toBeLessThanOrEqual(64 * 1024);
    const dropped = logs.dropped;
    expect(dropped).toBeGreaterThan(100);

    output.open();
    for (let i = 0; i < 10 && logs.dropped > 0; i++) await tick();
    expect(logs.dropped).toBe(0);
    const reports = output.written.filter((text) => text.includes('droppedLogLines'));
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0]!)).toMatchObject({
      level: 40,
      droppedLogLines: dropped,
      msg: `${dropped} log lines dropped: standard output was not being read`,
    });
    // Lines kept their order; the report follows the last line that fitted.
    const kept = output.written.filter((text) => text.includes('"line '));
    expect(kept).toHaveLength(200 - dropped);
    expect(output.written.indexOf(reports[0]!)).toBe(kept.length);

    logs.write(line(200));
    await tick();
    expect(output.written.at(-1)).toContain('line 200');
  });

  it('settles once everything is written, or at its deadline', async () => {
    const output = stalledOutput();
    const logs = boundedLogDestination(output.stream, { maxBufferedBytes: 64 * 1024 });
    logs.write(line(1));
    const started = Date.now();
    await logs.settle(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    setTimeout(() => output.open(), 30);
    const again = Date.now();
    await logs.settle(5_000);
    expect(Date.now() - again).toBeLessThan(1_000);
    expect(output.stream.writableLength).toBe(0);
  });

  it('stops writing when the reader is gone (EPIPE), counting what it drops, never throwing', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const logs = boundedLogDestination(stream, { maxBufferedBytes: 64 * 1024 });
    logs.write(line(1));
    await tick();
    expect(() => logs.write(line(2))).not.toThrow();
    expect(logs.dropped).toBeGreaterThanOrEqual(1);
    await logs.settle(1_000);
  });
});
