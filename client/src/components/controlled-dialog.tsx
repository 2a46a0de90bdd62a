import type { ComponentProps } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';

/** What every dialog takes: it is controlled by its page (see lib/use-dialog.ts). */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose content is mounted only while it is open and leaves at once on closing: each
 * opening starts fresh, a closed dialog asks for nothing, and none of it lingers on the page.
 */
export function ControlledDialog({
  open,
  onOpenChange,
  ...content
}: DialogProps & ComponentProps<typeof DialogContent>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <DialogContent {...content} />}
    </Dialog>
  );
}
