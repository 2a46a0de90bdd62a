import type { Capsule } from '@contract/capsules.ts';
import { Plus, Shirt } from 'lucide-react';
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
import { useCapsules, useDeleteCapsule } from './api.ts';
import { CapsuleCard } from './components/capsule-card.tsx';
import { CapsuleFormDialog } from './components/capsule-form-dialog.tsx';
import { GenerateOutfitsDialog } from './components/generate-outfits-dialog.tsx';
import { ManageItemsDialog } from './components/manage-items-dialog.tsx';
import { CAPSULE_SORT_KEY, CAPSULE_SORTS } from './capsule-sort.ts';

/** Capsule Wardrobe Builder (spec §2): size-limited collections of the user's own pieces. */
export function CapsulePage() {
  const capsules = useCapsules();
  const remove = useDeleteCapsule();
  const [sort, setSort] = useListSort(CAPSULE_SORT_KEY, CAPSULE_SORTS, 'newest');
  const sorted = useMemo(
    () => sortList(capsules.data ?? [], CAPSULE_SORTS, sort),
    [capsules.data, sort],
  );
  // A capsule to edit, or null for a new one.
  const form = useDialog<Capsule | null>();
  const managing = useDialog<Capsule>();
  const generating = useDialog<Capsule>();

  // Spec §2: sent at once, no confirmation.
  function onDelete(capsule: Capsule) {
    remove.mutate(capsule.id, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Capsule wardrobe deleted successfully!' }),
    });
  }

  const createButton = (label: string) => (
    <Button onClick={() => form.show(null)}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Capsule Wardrobe Builder"
        description="Create curated collections of essential, versatile pieces"
        actions={createButton('Create Capsule')}
      />

      <QueryView
        query={capsules}
        loading={
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">Loading capsule wardrobes...</p>
            <SkeletonGrid
              count={3}
              className="grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
              itemClassName="h-72 rounded-3xl"
            />
          </div>
        }
        error="Your capsules could not be loaded."
        empty={
          <EmptyState
            icon={Shirt}
            title="No capsule wardrobes yet"
            description="Build your first capsule with essential, versatile pieces that all work together."
          >
            {createButton('Create Your First Capsule')}
          </EmptyState>
        }
      >
        {() => (
          <SortedCardGrid
            label="Sort capsules"
            sorts={CAPSULE_SORTS}
            sort={sort}
            onSortChange={setSort}
            items={sorted}
            renderItem={(capsule) => (
              <CapsuleCard
                capsule={capsule}
                onManage={() => managing.show(capsule)}
                onGenerate={() => generating.show(capsule)}
                onEdit={() => form.show(capsule)}
                onDelete={() => onDelete(capsule)}
                deleting={remove.isPending && remove.variables === capsule.id}
              />
            )}
          />
        )}
      </QueryView>

      <CapsuleFormDialog open={form.open} onOpenChange={form.onOpenChange} capsule={form.value} />
      <GenerateOutfitsDialog
        open={generating.open}
        onOpenChange={generating.onOpenChange}
        capsule={generating.value}
      />
      <ManageItemsDialog
        open={managing.open}
        onOpenChange={managing.onOpenChange}
        capsule={managing.value}
      />
    </div>
  );
}
