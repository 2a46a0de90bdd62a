import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React is taking over markup the build prerendered (and in that prerender), true
 * from the render after; true at once when the page was rendered in the browser. For what must
 * wait until the page's handlers are attached (decision 013).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
