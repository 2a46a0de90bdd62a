import { Slot } from '@radix-ui/react-slot';
import { lazy, Suspense } from 'react';
import { useLoadOnIntent } from '@/lib/use-load-on-intent.ts';
import type { ConfirmDialogProps } from './confirm-alert-dialog.tsx';

const loadDialog = () => import('./confirm-alert-dialog.tsx');
const ConfirmAlertDialog = lazy(async () => ({ default: (await loadDialog()).ConfirmAlertDialog }));

/**
 * Asks before an act that cannot be undone; focus starts on the safe choice. Until first wanted
 * only its trigger is on the page: the dialog and Radix Dialog (~9 KiB gzip) load when the
 * pointer or focus reaches the trigger, and it opens on the press (or when `open` turns true).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { wanted, want, triggerProps } = useLoadOnIntent(loadDialog);
  if (props.open && !wanted) want();
  if (!wanted) {
    if (!props.trigger) return null;
    return (
      <Slot aria-haspopup="dialog" {...triggerProps}>
        {props.trigger}
      </Slot>
    );
  }
  return (
    <Suspense fallback={props.trigger ?? null}>
      <ConfirmAlertDialog {...props} defaultOpen={props.open === undefined} />
    </Suspense>
  );
}
