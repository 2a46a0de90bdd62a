import { useState, type ReactElement } from 'react';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { SidebarContent } from './sidebar.tsx';

/**
 * The whole sidebar as a drawer from the phone's top bar (mobile-top-bar.tsx loads it on first
 * use), open at once for the press that loaded it.
 */
export function MenuDrawer({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SidebarContent onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
