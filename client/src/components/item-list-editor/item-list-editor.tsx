import type { ReactNode } from 'react';
import { ItemPickerGrid, type PickerItem } from '@/components/item-picker-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/lib/toast.ts';

interface ItemListEditorProps<Item extends PickerItem> {
  /** 'Select Items for {name}'. */
  title: string;
  /** The line under the title around the count ('3 / 5 selected'); the count alone by default. */
  describe?: (count: string) => string;
  /** The wardrobe to choose from, in the order to show it. */
  items: readonly Item[] | undefined;
  loading: boolean;
  /** The chosen ids, in the order they were chosen. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The list's limit, if it has one. */
  max?: number;
  /** A line under a piece, e.g. why the stylist proposes it. */
  noteFor?: (item: Item) => ReactNode;
  /** Above the pieces, e.g. the stylist's suggestion. */
  children?: ReactNode;
  /** Saves the selection and calls `saved` once it is kept: 'Success' / `savedMessage`, closed. */
  onSave: (saved: () => void) => void;
  saving: boolean;
  savedMessage: string;
  onClose: () => void;
}

/** How many are chosen: '3 / 5 selected' against a limit, '3 items selected' without one. */
export function selectedCount(count: number, max?: number): string {
  if (max !== undefined) return `${count} / ${max} selected`;
  return `${count} ${count === 1 ? 'item' : 'items'} selected`;
}

/**
 * The inside of an item-list dialog (spec §2: a capsule's or a trip's "Select Items for …"): the
 * title and count, the wardrobe to choose from and, in view under it, Cancel and Save Items.
 */
export function ItemListEditor<Item extends PickerItem>({
  title,
  describe = (count) => count,
  items,
  loading,
  selected,
  onChange,
  max,
  noteFor,
  children,
  onSave,
  saving,
  savedMessage,
  onClose,
}: ItemListEditorProps<Item>) {
  const count = selectedCount(selected.length, max);
  const saved = () => {
    toast({ title: 'Success', description: savedMessage });
    onClose();
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{describe(count)}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        {children}
        <ItemPickerGrid
          items={items ?? []}
          loading={loading}
          selected={selected}
          onChange={onChange}
          max={max}
          label="Wardrobe items"
          noteFor={noteFor}
        />
      </DialogBody>
      <DialogFooter className="sm:items-center">
        {/* The description says it to screen readers; here it sits by Save on wider screens. */}
        <p
          className="mr-auto hidden text-sm text-muted-foreground tabular-nums sm:block"
          aria-hidden="true"
        >
          {count}
        </p>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onSave(saved)} disabled={saving}>
          {saving ? 'Saving...' : 'Save Items'}
        </Button>
      </DialogFooter>
    </>
  );
}
