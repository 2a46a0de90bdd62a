import type { PackingList } from '@contract/packing-lists.ts';
import { Luggage, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortedCardGrid } from '@/components/sorted-card-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { useDeletePackingList, usePackingLists } from './api.ts';
import { CreateListDialog } from './components/create-list-dialog.tsx';
import { PackingChecklistDialog } from './components/packing-checklist-dialog.tsx';
import { PackingListCard } from './components/packing-list-card.tsx';
import { SelectItemsDialog } from './components/select-items-dialog.tsx';
import { PACKING_LIST_SORT_KEY, PACKING_LIST_SORTS } from './packing-list-sort.ts';

/** Travel Packing Lists (spec §2): trips, the pieces chosen for each, and what is packed. */
export function PackingListsPage() {
  const lists = usePackingLists();
  const remove = useDeletePackingList();
  const [sort, setSort] = useListSort(PACKING_LIST_SORT_KEY, PACKING_LIST_SORTS, 'trip-soonest');
  const sorted = useMemo(
    () => sortList(lists.data ?? [], PACKING_LIST_SORTS, sort),
    [lists.data, sort],
  );
  const [createOpen, setCreateOpen] = useState(false);
  const editing = useDialog<PackingList>();
  const packing = useDialog<PackingList>();

  // Spec §2: delete is sent at once, no confirmation.
  function onDelete(list: PackingList) {
    remove.mutate(list.id, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Packing list deleted successfully' }),
    });
  }

  const newButton = (label: string) => (
    <Button onClick={() => setCreateOpen(true)}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Travel Packing Lists"
        description="Pack light: a few pieces from your wardrobe that work together for every day away."
        actions={newButton('New Packing List')}
      />

      <QueryView
        query={lists}
        loading={
          <SkeletonGrid
            count={3}
            className="grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-56 rounded-3xl"
          />
        }
        error="Your packing lists could not be loaded."
        empty={
          <EmptyState
            icon={Luggage}
            title="No Packing Lists Yet"
            description="Start a list for your next trip and let the stylist suggest a set of your own pieces that covers every day."
          >
            {newButton('Create Your First List')}
          </EmptyState>
        }
      >
        {() => (
          <SortedCardGrid
            label="Sort packing lists"
            sorts={PACKING_LIST_SORTS}
            sort={sort}
            onSortChange={setSort}
            items={sorted}
            renderItem={(list) => (
              <PackingListCard
                list={list}
                onEdit={() => editing.show(list)}
                onPack={() => packing.show(list)}
                onDelete={() => onDelete(list)}
                deleting={remove.isPending && remove.variables === list.id}
              />
            )}
          />
        )}
      </QueryView>

      <CreateListDialog open={createOpen} onOpenChange={setCreateOpen} />
      <SelectItemsDialog
        open={editing.open}
        onOpenChange={editing.onOpenChange}
        list={editing.value}
      />
      <PackingChecklistDialog
        open={packing.open}
        onOpenChange={packing.onOpenChange}
        list={packing.value}
      />
    </div>
  );
}
