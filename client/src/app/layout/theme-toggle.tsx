import { lazy, Suspense } from 'react';
import { useLoadOnIntent } from '@/lib/use-load-on-intent.ts';
import { ThemeButton } from './theme-button.tsx';

const loadMenu = () => import('./theme-menu.tsx');
const ThemeMenu = lazy(async () => ({ default: (await loadMenu()).ThemeMenu }));

/**
 * The theme choice in the frame. Until first used it is a plain button: the menu and what places
 * it (~17 KiB compressed) load when the pointer or focus reaches it, and it opens on the press.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const menu = useLoadOnIntent(loadMenu);
  const button = (
    <ThemeButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...menu.triggerProps}
    />
  );
  if (!menu.wanted) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenu className={className} />
    </Suspense>
  );
}
