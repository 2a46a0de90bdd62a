import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';

export interface ConfirmDialogProps {
  /** The button that asks, e.g. a trash icon; it opens the dialog. */
  trigger?: ReactNode;
  /**
   * Controlled instead, for an ask that starts elsewhere (e.g. a menu item, which closes its menu
   * before the dialog opens).
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Names the act, e.g. 'Delete item'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Destructive acts get the red button (the default). */
  destructive?: boolean;
}

/**
 * The dialog itself (confirm-dialog.tsx loads it when first wanted); `defaultOpen` opens it at
 * once for the press that loaded it.
 */
export function ConfirmAlertDialog({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep it',
  onConfirm,
  destructive = true,
}: ConfirmDialogProps & { defaultOpen?: boolean }) {
  return (
    <AlertDialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction destructive={destructive} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
