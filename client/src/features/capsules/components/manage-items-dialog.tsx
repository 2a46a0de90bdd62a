import { tooManyItemsMessage, TOO_MANY_ITEMS_TITLE, type Capsule } from '@contract/capsules.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { ItemPickerGrid } from '@/components/item-picker-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateCapsule } from '../api.ts';

interface ManageItemsDialogProps extends DialogProps {
  /** What it shows. */
  capsule: Capsule | null;
}

/** Spec §2 "Select Items for {capsule name}": the selection never passes the capsule's limit. */
export function ManageItemsDialog({ open, onOpenChange, capsule }: ManageItemsDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange} className="max-w-3xl">
      {capsule && (
        <ManageItems key={capsule.id} capsule={capsule} onClose={() => onOpenChange(false)} />
      )}
    </ControlledDialog>
  );
}

/** The picker, starting from the pieces the capsule held when opened. */
function ManageItems({ capsule, onClose }: { capsule: Capsule; onClose: () => void }) {
  // Spec §7: the wardrobe is fetched only while an item-selection dialog is open.
  const wardrobe = useQuery(wardrobeItemsQuery);
  // The working selection starts from the capsule's current item list (spec §2).
  const [selected, setSelected] = useState<string[]>(() => capsule.itemIds);
  const update = useUpdateCapsule();
  const max = capsule.maxItems;

  function save() {
    if (selected.length > max) {
      toast({
        title: TOO_MANY_ITEMS_TITLE,
        description: tooManyItemsMessage(max, selected.length - max),
        variant: 'destructive',
      });
      return;
    }
    update.mutate(
      { id: capsule.id, change: { itemIds: selected } },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Capsule wardrobe updated successfully!' });
          onClose();
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Select Items for {capsule.name}</DialogTitle>
        <DialogDescription>
          Choose items from your wardrobe to include in this capsule ({selected.length} / {max}{' '}
          selected)
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        <ItemPickerGrid
          items={wardrobe.data ?? []}
          loading={wardrobe.isLoading}
          selected={selected}
          onChange={setSelected}
          max={max}
          label="Wardrobe items"
        />
      </DialogBody>
      <DialogFooter className="sm:items-center">
        <p className="mr-auto hidden text-sm text-muted-foreground tabular-nums sm:block">
          {selected.length} / {max} selected
        </p>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Items'}
        </Button>
      </DialogFooter>
    </>
  );
}
