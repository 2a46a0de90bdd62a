import { useEffect, type RefObject } from 'react';

/**
 * Escape closes the dialog (or alert dialog, or sheet) the focus is in even while a toast shows.
 * Each toast is a dismissable layer above the dialog ("Wear logged" after Log wear), and only the top layer hears Escape: the
 * key would close the toast and leave the dialog open. While a toast is open this listener, on
 * the capture phase ahead of the layers', closes the dialog through its own close button and marks
 * the key handled so the toast stays. With no toast Radix's own handling is left alone.
 */
export function useEscapeAboveToasts(
  content: RefObject<HTMLDivElement | null>,
  /** The layer's own close (or cancel) button, found when Escape is pressed. */
  closeButton: () => HTMLElement | null | undefined,
) {
  useEffect(() => {
    const doc = content.current?.ownerDocument ?? document;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      if (!target || !content.current?.contains(target)) return;
      if (!doc.querySelector('[data-slot="toast"][data-state="open"]')) return;
      event.preventDefault();
      closeButton()?.click();
    };
    doc.addEventListener('keydown', onKeyDown, { capture: true });
    return () => doc.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [content, closeButton]);
}
