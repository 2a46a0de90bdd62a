import { createHash } from 'node:crypto';

/**
 * A seed for a server-side generation (insight, shopping): differs from one call to the next
 * through the clock and how much was generated before, yet is reproducible for a given clock.
 */
export function generationSeed(userId: string, now: Date, generatedBefore: number): number {
  const digest = createHash('sha256')
    .update(`${userId}|${now.toISOString()}|${generatedBefore}`)
    .digest();
  return digest.readUInt32BE(0);
}
