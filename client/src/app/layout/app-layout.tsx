import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { SidebarContent } from './sidebar.tsx';

const MAIN_ID = 'main-content';
/** Tailwind's lg, where the sidebar replaces the phone's bars. */
const WIDE = '(min-width: 64rem)';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the main region without putting "#main-content" into the router's URL.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The signed-in frame: sidebar on large screens, top bar + drawer + bottom bar on phones. Loaded
 * on demand (router.tsx), so the sign-in page does not download the menus.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Only the frame this width shows is built: the sidebar, or the phone's bars and drawer (both
  // when the platform cannot tell). The classes still hide the other should the query disagree.
  const wide = useMediaQuery(WIDE, null);
  // A new page starts at its top, as a full page load would. Only the first path segment counts:
  // opening an item at /wardrobe/:id keeps the grid where it was.
  const page = location.split('/')[1] ?? '';
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would call as cleanup.
    window.scrollTo(0, 0);
  }, [page]);
  return (
    <div className="min-h-dvh">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lift transition-transform outline-none focus-visible:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Skip to content
      </a>
      {wide !== false && (
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-68 border-r border-sidebar-border bg-sidebar lg:block">
          <SidebarContent />
        </aside>
      )}
      {wide !== true && <MobileTopBar />}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="pb-[calc(5rem+env(safe-area-inset-bottom))] outline-none lg:pb-0 lg:pl-68"
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-7 sm:px-6 sm:py-10 lg:px-12 lg:py-12">
          {children}
        </div>
      </main>
      {wide !== true && <MobileBottomBar />}
    </div>
  );
}
