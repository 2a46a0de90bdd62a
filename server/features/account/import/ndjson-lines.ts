import { tooLarge } from '../../../lib/domain-errors.ts';

const NEWLINE = 0x0a;

/**
 * The lines of an NDJSON stream as they arrive (never the whole file in memory), numbered from 1;
 * blank lines are skipped. A line longer than `maxLineBytes` is refused with 413 before it is
 * decoded: no row of an export is that long.
 */
export async function* ndjsonLines(
  chunks: AsyncIterable<Buffer>,
  name: string,
  maxLineBytes: number,
): AsyncGenerator<{ text: string; number: number }> {
  let partial: Buffer[] = [];
  let partialBytes = 0;
  let number = 0;
  const tooLong = () =>
    tooLarge(
      `${name} line ${number + 1} is longer than ${maxLineBytes / 1024 / 1024} MiB: no row of an export is`,
    );
  function* complete(line: Buffer) {
    number += 1;
    const text = line.toString('utf8');
    if (text.trim() !== '') yield { text, number };
  }
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      if (partialBytes + piece.length > maxLineBytes) throw tooLong();
      yield* complete(partialBytes ? Buffer.concat([...partial, piece]) : piece);
      partial = [];
      partialBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      partialBytes += rest.length;
      if (partialBytes > maxLineBytes) throw tooLong();
      partial.push(rest);
    }
  }
  if (partialBytes) yield* complete(Buffer.concat(partial));
}
