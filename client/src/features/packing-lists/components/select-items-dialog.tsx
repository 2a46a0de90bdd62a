import type { PackingList, PackingSuggestion } from '@contract/packing-lists.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { ItemPickerGrid } from '@/components/item-picker-grid.tsx';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdatePackingList } from '../api.ts';
import { tripDays } from '../trip-dates.ts';
import { SuggestPanel } from './suggest-panel.tsx';

interface SelectItemsProps {
  list: PackingList;
  onClose: () => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface SelectItemsDialogProps extends DialogProps {
  /** What it shows. */
  list: PackingList | null;
}

/** Spec §2 "Select Items for {trip}", with the stylist's suggestion on top. */
export function SelectItemsDialog({ open, onOpenChange, list }: SelectItemsDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange} className="max-w-3xl">
      {list && <SelectItems key={list.id} list={list} onClose={() => onOpenChange(false)} />}
    </ControlledDialog>
  );
}

/** The picker and the suggestion; its choice starts from the list as it was opened. */
function SelectItems({ list, onClose }: SelectItemsProps) {
  // Spec §7: the wardrobe is fetched only while an item-selection dialog is open.
  const wardrobe = useQuery(wardrobeItemsQuery);
  const [selected, setSelected] = useState<string[]>(() => list.itemIds);
  const [suggestion, setSuggestion] = useState<PackingSuggestion | null>(null);
  const update = useUpdatePackingList();
  const reasons = useMemo(
    () => new Map(suggestion?.picks.map((p) => [p.itemId, p.reason]) ?? []),
    [suggestion],
  );
  // Suggested pieces first, so the user sees and trims the proposal without scrolling.
  const items = useMemo(() => {
    const all = wardrobe.data ?? [];
    if (!reasons.size) return all;
    return [...all].sort((a, b) => Number(reasons.has(b.id)) - Number(reasons.has(a.id)));
  }, [wardrobe.data, reasons]);

  function applySuggestion(answer: PackingSuggestion) {
    setSuggestion(answer);
    // The proposal joins what is already chosen; the user keeps, removes or adds from there.
    setSelected((current) => [...new Set([...current, ...answer.picks.map((p) => p.itemId)])]);
  }

  function save() {
    update.mutate(
      { id: list.id, change: { itemIds: selected } },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Packing list updated successfully' });
          onClose();
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Select Items for {list.tripName}</DialogTitle>
        <DialogDescription>{plural(selected.length, 'item')} selected</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <SuggestPanel
          initialDays={tripDays(list.startDate, list.endDate)}
          onSuggested={applySuggestion}
        />
        {suggestion ? (
          <div role="status" className="grid gap-1.5 rounded-2xl border p-4 text-sm">
            <p className="font-medium">
              {suggestion.picks.length
                ? `Makes ${plural(suggestion.outfitCount, 'outfit')}`
                : 'Nothing to suggest yet'}
            </p>
            <p className="text-muted-foreground">{suggestion.summary}</p>
            {suggestion.missing.length ? (
              <p className="text-muted-foreground">Missing: {suggestion.missing.join('; ')}.</p>
            ) : null}
            {suggestion.note ? (
              <p className="text-xs text-muted-foreground">{suggestion.note}</p>
            ) : null}
          </div>
        ) : null}
        <ItemPickerGrid
          items={items}
          loading={wardrobe.isLoading}
          selected={selected}
          onChange={setSelected}
          label="Wardrobe items"
          noteFor={(item) => reasons.get(item.id)}
        />
      </DialogBody>
      <DialogFooter className="sm:items-center">
        <p className="mr-auto hidden text-sm text-muted-foreground sm:block" aria-hidden="true">
          {plural(selected.length, 'item')} selected
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
