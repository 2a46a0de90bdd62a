import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '@/lib/paths.ts';

/**
 * The item open at /wardrobe/:itemId, as its dialog takes it (open, onOpenChange). A link to an
 * item that is not (or no longer) in the list falls back to the list itself.
 */
export function useItemRoute(items: readonly WardrobeItem[] | undefined) {
  const [, navigate] = useLocation();
  const { itemId } = useParams<{ itemId?: string }>();
  const selected = (itemId && items?.find((item) => item.id === itemId)) || null;

  useEffect(() => {
    if (itemId && items && !items.some((item) => item.id === itemId)) {
      navigate(paths.wardrobe, { replace: true });
    }
  }, [itemId, items, navigate]);

  // The card that opened the dialog gets focus back when it closes (the dialog is unmounted on
  // close, and focus was left on the page's body: a keyboard user started again from the top).
  // Read before the dialog takes focus: a parent's layout effect runs before the dialog's effects.
  const open = selected !== null;
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const card = opener.current;
    opener.current = null;
    if (!card) return;
    // After the dialog's own clean-up, which would otherwise put focus on the page's body.
    const timer = setTimeout(() => {
      if (card.isConnected) card.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [open]);

  // Closing opens the list again. Opened by a link in the app: step back, so the browser's back
  // button and ours agree.
  function onOpenChange(open: boolean) {
    if (open) return;
    const state: unknown = window.history.state;
    if (state && typeof state === 'object' && 'openedInApp' in state) window.history.back();
    else navigate(paths.wardrobe, { replace: true });
  }

  return { selected, open, onOpenChange };
}
