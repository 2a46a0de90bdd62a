import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils.ts';
import { bottomBarLinks, isRouteActive } from './nav-items.ts';

/** Spec §2: the phone's five shortcuts; hidden on large screens where the sidebar shows. */
export function MobileBottomBar() {
  const [currentPath] = useLocation();
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {bottomBarLinks.map(({ label, href, icon: Icon }) => {
          const active = isRouteActive(currentPath, href);
          return (
            <li key={href} className="flex">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'group relative flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:text-foreground',
                  active && 'text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors group-focus-visible:ring-[3px] group-focus-visible:ring-ring/50',
                    active && 'bg-accent text-brand',
                  )}
                >
                  <Icon aria-hidden="true" className="size-[19px]" />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
