import { tooManyItemsMessage, TOO_MANY_ITEMS_TITLE, type Capsule } from '@contract/capsules.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DialogProps } from '@/components/controlled-dialog.tsx';
import { ItemListEditorDialog } from '@/components/item-list-editor/item-list-editor-dialog.tsx';
import { ItemListEditor } from '@/components/item-list-editor/item-list-editor.tsx';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateCapsule } from '../api.ts';

interface ManageItemsDialogProps extends DialogProps {
  /** What it shows. */
  capsule: Capsule | null;
}

/** Spec §2 "Select Items for {capsule name}": the selection never passes the capsule's limit. */
export function ManageItemsDialog({ capsule, ...dialog }: ManageItemsDialogProps) {
  return (
    <ItemListEditorDialog {...dialog} list={capsule}>
      {(capsule, close) => <ManageItems capsule={capsule} onClose={close} />}
    </ItemListEditorDialog>
  );
}

/** The editor, starting from the pieces the capsule held when opened (spec §2). */
function ManageItems({ capsule, onClose }: { capsule: Capsule; onClose: () => void }) {
  // Spec §7: the wardrobe is fetched only while an item-selection dialog is open.
  const wardrobe = useQuery(wardrobeItemsQuery);
  const [selected, setSelected] = useState<string[]>(() => capsule.itemIds);
  const update = useUpdateCapsule();
  const max = capsule.maxItems;

  function save(saved: () => void) {
    if (selected.length > max) {
      toast({
        title: TOO_MANY_ITEMS_TITLE,
        description: tooManyItemsMessage(max, selected.length - max),
        variant: 'destructive',
      });
      return;
    }
    update.mutate({ id: capsule.id, change: { itemIds: selected } }, { onSuccess: saved });
  }

  return (
    <ItemListEditor
      title={`Select Items for ${capsule.name}`}
      describe={(count) => `Choose items from your wardrobe to include in this capsule (${count})`}
      items={wardrobe.data}
      loading={wardrobe.isLoading}
      selected={selected}
      onChange={setSelected}
      max={max}
      onSave={save}
      saving={update.isPending}
      savedMessage="Capsule wardrobe updated successfully!"
      onClose={onClose}
    />
  );
}
