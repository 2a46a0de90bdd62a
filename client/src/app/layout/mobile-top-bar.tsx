import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { paths } from '@/lib/paths.ts';
import { SidebarContent } from './sidebar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Below lg: the logo, the theme choice and a menu button that opens the whole sidebar as a drawer. */
export function MobileTopBar() {
  const [open, setOpen] = useState(false);
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
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SidebarContent onNavigate={() => setOpen(false)} />
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
