import type { PackingList, PackingSuggestion } from '@contract/packing-lists.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DialogProps } from '@/components/controlled-dialog.tsx';
import { ItemListEditorDialog } from '@/components/item-list-editor/item-list-editor-dialog.tsx';
import { ItemListEditor } from '@/components/item-list-editor/item-list-editor.tsx';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { useUpdatePackingList } from '../api.ts';
import { tripDays } from '../trip-dates.ts';
import { SuggestPanel } from './suggest-panel.tsx';
import { SuggestionSummary } from './suggestion-summary.tsx';

interface SelectItemsDialogProps extends DialogProps {
  /** What it shows. */
  list: PackingList | null;
}

/** Spec §2 "Select Items for {trip}", with the stylist's suggestion on top. */
export function SelectItemsDialog({ list, ...dialog }: SelectItemsDialogProps) {
  return (
    <ItemListEditorDialog {...dialog} list={list}>
      {(list, close) => <SelectItems list={list} onClose={close} />}
    </ItemListEditorDialog>
  );
}

/** The editor and the suggestion; its choice starts from the list as it was opened. */
function SelectItems({ list, onClose }: { list: PackingList; onClose: () => void }) {
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
    return all.toSorted((a, b) => Number(reasons.has(b.id)) - Number(reasons.has(a.id)));
  }, [wardrobe.data, reasons]);

  function applySuggestion(answer: PackingSuggestion) {
    setSuggestion(answer);
    // The proposal joins what is already chosen; the user keeps, removes or adds from there.
    setSelected((current) => [...new Set([...current, ...answer.picks.map((p) => p.itemId)])]);
  }

  return (
    <ItemListEditor
      title={`Select Items for ${list.tripName}`}
      items={items}
      loading={wardrobe.isLoading}
      selected={selected}
      onChange={setSelected}
      noteFor={(item) => reasons.get(item.id)}
      onSave={(saved) =>
        update.mutate({ id: list.id, change: { itemIds: selected } }, { onSuccess: saved })
      }
      saving={update.isPending}
      savedMessage="Packing list updated successfully"
      onClose={onClose}
    >
      <SuggestPanel
        initialDays={tripDays(list.startDate, list.endDate)}
        onSuggested={applySuggestion}
      />
      {suggestion ? <SuggestionSummary suggestion={suggestion} /> : null}
    </ItemListEditor>
  );
}
