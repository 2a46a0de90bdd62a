import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useLoadOnIntent } from '@/lib/use-load-on-intent.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const loadDrawer = () => import('./menu-drawer.tsx');
const MenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MenuDrawer }));

/**
 * Below lg: the logo, the theme choice and a menu button that opens the whole sidebar as a drawer.
 * The drawer (Radix Dialog and the sidebar) loads when the pointer or focus reaches the button.
 */
export function MobileTopBar() {
  const drawer = useLoadOnIntent(loadDrawer);
  const menuButton = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Open menu"
      aria-haspopup="dialog"
      {...drawer.triggerProps}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-3 border-b border-border/70 bg-background/85 px-4 backdrop-blur-md lg:hidden">
      <Link
        href={paths.home}
        className="inline-flex rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BrandLogo markClassName="size-7" />
      </Link>
      <div className="flex items-center gap-1">
        <ThemeToggle />
        {drawer.wanted ? (
          <Suspense fallback={menuButton}>
            <MenuDrawer trigger={menuButton} />
          </Suspense>
        ) : (
          menuButton
        )}
      </div>
    </header>
  );
}
