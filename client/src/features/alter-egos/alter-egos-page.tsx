import type { AlterEgo } from '@contract/alter-egos.ts';
import { Plus, VenetianMask } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortedCardGrid } from '@/components/sorted-card-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { useAlterEgos, useDeleteAlterEgo } from './api.ts';
import { AlterEgoCard } from './components/alter-ego-card.tsx';
import { AlterEgoDialog } from './components/alter-ego-dialog.tsx';
import { ALTER_EGO_SORT_KEY, ALTER_EGO_SORTS } from './alter-ego-sort.ts';

const GRID = 'grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3';

/** Alter Egos (spec §2): style personas the outfit generator can dress you as. */
export function AlterEgosPage() {
  const alterEgos = useAlterEgos();
  const remove = useDeleteAlterEgo();
  const [sort, setSort] = useListSort(ALTER_EGO_SORT_KEY, ALTER_EGO_SORTS, 'newest');
  const sorted = useMemo(
    () => sortList(alterEgos.data ?? [], ALTER_EGO_SORTS, sort),
    [alterEgos.data, sort],
  );
  // A persona to edit, or null for a new one.
  const dialog = useDialog<AlterEgo | null>();
  const create = () => dialog.show(null);
  const createButton = (
    <Button onClick={create}>
      <Plus aria-hidden="true" />
      Create New Alter Ego
    </Button>
  );

  function onDelete(alterEgo: AlterEgo) {
    remove.mutate(alterEgo.id, { onSuccess: () => toast({ title: 'Alter ego deleted' }) });
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Alter Egos"
        description="Personas for every side of your style. Pick one in the Outfit Generator and it dresses you from your own wardrobe."
        actions={createButton}
      />

      <QueryView
        query={alterEgos}
        loading={<SkeletonGrid count={3} className={GRID} itemClassName="h-96 rounded-3xl" />}
        error="Your alter egos could not be loaded."
        empty={
          <EmptyState
            icon={VenetianMask}
            titleAs="p"
            title="No alter egos yet. Create your first persona to get started!"
          >
            {createButton}
          </EmptyState>
        }
      >
        {() => (
          <SortedCardGrid
            label="Sort alter egos"
            sorts={ALTER_EGO_SORTS}
            sort={sort}
            onSortChange={setSort}
            items={sorted}
            className={GRID}
            renderItem={(alterEgo) => (
              <AlterEgoCard
                alterEgo={alterEgo}
                onEdit={() => dialog.show(alterEgo)}
                onDelete={() => onDelete(alterEgo)}
                deleting={remove.isPending && remove.variables === alterEgo.id}
              />
            )}
          />
        )}
      </QueryView>

      <AlterEgoDialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        alterEgo={dialog.value}
      />
    </div>
  );
}
