import { useSyncExternalStore } from 'react';

/**
 * How many columns a grid has from each viewport width up: `{ 0: 2, 768: 3, 1280: 4 }` is
 * Tailwind's `grid-cols-2 md:grid-cols-3 xl:grid-cols-4`. Widths are CSS pixels, as Tailwind's
 * breakpoints (sm 640, md 768, lg 1024, xl 1280).
 */
export type ColumnSteps = Readonly<Record<number, number>>;

/** The column count `steps` gives at `width`. */
export function columnsAt(steps: ColumnSteps, width: number): number {
  let columns = 1;
  let reached = -1;
  for (const [from, count] of Object.entries(steps)) {
    const min = Number(from);
    if (width >= min && min > reached) [columns, reached] = [count, min];
  }
  return columns;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The column count of a grid at the window's width, following it as the window changes (a phone
 * turned, a window resized). The width is the one media queries read (`innerWidth`), so the
 * count agrees with the stylesheet's breakpoints.
 */
export function useGridColumns(steps: ColumnSteps): number {
  return useSyncExternalStore(
    subscribe,
    () => columnsAt(steps, window.innerWidth),
    () => columnsAt(steps, 0),
  );
}
