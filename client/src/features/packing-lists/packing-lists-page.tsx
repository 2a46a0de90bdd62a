import type { PackingList } from '@contract/packing-lists.ts';
import { Luggage, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortedCardGrid } from '@/components/sorted-card-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { toast } from '@/lib/toast.ts';
import { useDeletePackingList, usePackingLists } from './api.ts';
import { CreateListDialog } from './components/create-list-dialog.tsx';
import { PackingChecklistDialog } from './components/packing-checklist-dialog.tsx';
import { PackingListCard } from './components/packing-list-card.tsx';
import { SelectItemsDialog } from './components/select-items-dialog.tsx';
import { PACKING_LIST_SORT_KEY, PACKING_LIST_SORTS } from './packing-list-sort.ts';

/** Travel Packing Lists (spec §2): trips, the pieces chosen for each, and what is packed. */
export function PackingListsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <PackingLists />;
}

function PackingLists() {
  const { data: lists, isLoading, isError, refetch } = usePackingLists();
  const remove = useDeletePackingList();
  const [sort, setSort] = useListSort(PACKING_LIST_SORT_KEY, PACKING_LIST_SORTS, 'trip-soonest');
  const sorted = useMemo(() => sortList(lists ?? [], PACKING_LIST_SORTS, sort), [lists, sort]);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<PackingList | null>(null);
  const [packing, setPacking] = useState<PackingList | null>(null);

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

      {isLoading ? (
        <SkeletonGrid
          count={3}
          className="grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
          itemClassName="h-56 rounded-3xl"
        />
      ) : isError ? (
        <LoadError
          message="Your packing lists could not be loaded."
          onRetry={() => void refetch()}
        />
      ) : !lists?.length ? (
        <EmptyState
          icon={Luggage}
          title="No Packing Lists Yet"
          description="Start a list for your next trip and let the stylist suggest a set of your own pieces that covers every day."
        >
          {newButton('Create Your First List')}
        </EmptyState>
      ) : (
        <SortedCardGrid
          label="Sort packing lists"
          sorts={PACKING_LIST_SORTS}
          sort={sort}
          onSortChange={setSort}
          items={sorted}
          renderItem={(list) => (
            <PackingListCard
              list={list}
              onEdit={() => setEditing(list)}
              onPack={() => setPacking(list)}
              onDelete={() => onDelete(list)}
              deleting={remove.isPending && remove.variables === list.id}
            />
          )}
        />
      )}

      <CreateListDialog open={createOpen} onOpenChange={setCreateOpen} />
      {editing ? <SelectItemsDialog list={editing} onClose={() => setEditing(null)} /> : null}
      {packing ? <PackingChecklistDialog list={packing} onClose={() => setPacking(null)} /> : null}
    </div>
  );
}
