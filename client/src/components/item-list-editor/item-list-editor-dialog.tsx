import { Fragment, type ReactNode } from 'react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';

interface ItemListEditorDialogProps<List extends { id: string }> extends DialogProps {
  /** The list whose pieces are edited (a capsule, a trip); the dialog shows nothing without one. */
  list: List | null;
  /** Its ItemListEditor, with what it needs to close the dialog. */
  children: (list: List, close: () => void) => ReactNode;
}

/**
 * The wide dialog an ItemListEditor sits in. The editor mounts fresh at each opening (and for each
 * list), so its selection starts from the list as it is, and the wardrobe is asked for only then.
 */
export function ItemListEditorDialog<List extends { id: string }>({
  open,
  onOpenChange,
  list,
  children,
}: ItemListEditorDialogProps<List>) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange} className="max-w-3xl">
      {list && <Fragment key={list.id}>{children(list, () => onOpenChange(false))}</Fragment>}
    </ControlledDialog>
  );
}
