import { useState } from 'react';

/** A dialog that shows one thing (a capsule, a list, an entry), as its page holds it. */
export interface DialogState<T> {
  /** What the dialog shows (the last one shown, also once it has closed). */
  value: T | null;
  open: boolean;
  /** Opens the dialog on `value`. */
  show: (value: T) => void;
  /** For the dialog's own `onOpenChange`: Escape, the overlay, its buttons. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The page's side of the dialog convention: every dialog is controlled (`open`, `onOpenChange`,
 * and what it shows) and mounts its content, with the state and requests in it, only while open.
 */
export function useDialog<T>(): DialogState<T> {
  const [state, setState] = useState<{ value: T | null; open: boolean }>({
    value: null,
    open: false,
  });
  return {
    ...state,
    show: (value) => setState({ value, open: true }),
    onOpenChange: (open) => setState((current) => ({ ...current, open })),
  };
}
