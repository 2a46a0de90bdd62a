import type { AlterEgo } from '@contract/alter-egos.ts';
import { Plus, VenetianMask } from 'lucide-react';
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
import { useAlterEgos, useDeleteAlterEgo } from './api.ts';
import { AlterEgoCard } from './components/alter-ego-card.tsx';
import { AlterEgoDialog } from './components/alter-ego-dialog.tsx';
import { ALTER_EGO_SORT_KEY, ALTER_EGO_SORTS } from './alter-ego-sort.ts';

/** Alter Egos (spec §2): style personas the outfit generator can dress you as. */
export function AlterEgosPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <AlterEgos />;
}

/** The dialog: a new persona (alterEgo null) or editing one. Kept while it closes, so its title holds. */
interface DialogState {
  open: boolean;
  alterEgo: AlterEgo | null;
}

const GRID = 'grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3';

function AlterEgos() {
  const { data: alterEgos, isLoading, isError, refetch } = useAlterEgos();
  const remove = useDeleteAlterEgo();
  const [sort, setSort] = useListSort(ALTER_EGO_SORT_KEY, ALTER_EGO_SORTS, 'newest');
  const sorted = useMemo(() => sortList(alterEgos ?? [], ALTER_EGO_SORTS, sort), [alterEgos, sort]);
  const [dialog, setDialog] = useState<DialogState>({ open: false, alterEgo: null });
  const create = () => setDialog({ open: true, alterEgo: null });
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

      {isLoading ? (
        <SkeletonGrid count={3} className={GRID} itemClassName="h-96 rounded-3xl" />
      ) : isError ? (
        <LoadError message="Your alter egos could not be loaded." onRetry={() => void refetch()} />
      ) : !alterEgos || alterEgos.length === 0 ? (
        <EmptyState
          icon={VenetianMask}
          titleAs="p"
          title="No alter egos yet. Create your first persona to get started!"
        >
          {createButton}
        </EmptyState>
      ) : (
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
              onEdit={() => setDialog({ open: true, alterEgo })}
              onDelete={() => onDelete(alterEgo)}
              deleting={remove.isPending && remove.variables === alterEgo.id}
            />
          )}
        />
      )}

      <AlterEgoDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        alterEgo={dialog.alterEgo}
      />
    </div>
  );
}
