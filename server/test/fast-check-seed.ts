// Property tests (fast-check) run on a fixed seed in CI, so a red run replays exactly; local runs
// stay random and keep finding new cases. FAST_CHECK_SEED=<n> replays any run (a failing property
// prints its seed). Only a test file that uses fast-check loads it: the others pay nothing.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The seed of every CI run. Any integer: change it to let CI explore other cases. */
const CI_SEED = 270_427;

const seed = process.env.FAST_CHECK_SEED ?? (process.env.CI === 'true' ? `${CI_SEED}` : undefined);
const testFile = expect.getState().testPath;
if (seed !== undefined && testFile && readFileSync(testFile, 'utf8').includes("'fast-check'")) {
  const { default: fc } = await import('fast-check');
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
}
