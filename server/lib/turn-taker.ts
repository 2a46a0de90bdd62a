import { setImmediate as nextTurn } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

/**
 * For long loops on the event loop (an import's hundred thousand rows): `await pause()` in the
 * loop gives other requests their turn once `budgetMs` of work has passed since the last turn,
 * and costs next to nothing otherwise.
 */
export function turnTaker(budgetMs = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
