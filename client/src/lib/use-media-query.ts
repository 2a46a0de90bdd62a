import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes. Where the platform has no
 * matchMedia (jsdom in tests) it answers `fallback`.
 */
export function useMediaQuery<T extends boolean | null>(query: string, fallback: T): boolean | T {
  return useSyncExternalStore<boolean | T>(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
