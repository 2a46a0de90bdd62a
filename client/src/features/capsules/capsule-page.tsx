import type { Capsule } from '@contract/capsules.ts';
import { Plus, Shirt } from 'lucide-react';
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
import { useCapsules, useDeleteCapsule } from './api.ts';
import { CapsuleCard } from './components/capsule-card.tsx';
import { CapsuleFormDialog } from './components/capsule-form-dialog.tsx';
import { GenerateOutfitsDialog } from './components/generate-outfits-dialog.tsx';
import { ManageItemsDialog } from './components/manage-items-dialog.tsx';
import { CAPSULE_SORT_KEY, CAPSULE_SORTS } from './capsule-sort.ts';

/** Capsule Wardrobe Builder (spec §2): size-limited collections of the user's own pieces. */
export function CapsulePage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Capsules />;
}

type Editing = { mode: 'create' } | { mode: 'edit'; capsule: Capsule } | null;

function Capsules() {
  const { data: capsules, isLoading, isError, refetch } = useCapsules();
  const remove = useDeleteCapsule();
  const [sort, setSort] = useListSort(CAPSULE_SORT_KEY, CAPSULE_SORTS, 'newest');
  const sorted = useMemo(() => sortList(capsules ?? [], CAPSULE_SORTS, sort), [capsules, sort]);
  const [form, setForm] = useState<Editing>(null);
  const [managing, setManaging] = useState<Capsule | null>(null);
  const [generating, setGenerating] = useState<Capsule | null>(null);

  // Spec §2: sent at once, no confirmation.
  function onDelete(capsule: Capsule) {
    remove.mutate(capsule.id, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Capsule wardrobe deleted successfully!' }),
    });
  }

  const createButton = (label: string) => (
    <Button onClick={() => setForm({ mode: 'create' })}>
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

      {isLoading ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">Loading capsule wardrobes...</p>
          <SkeletonGrid
            count={3}
            className="grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-72 rounded-3xl"
          />
        </div>
      ) : isError ? (
        <LoadError message="Your capsules could not be loaded." onRetry={() => void refetch()} />
      ) : !capsules?.length ? (
        <EmptyState
          icon={Shirt}
          title="No capsule wardrobes yet"
          description="Build your first capsule with essential, versatile pieces that all work together."
        >
          {createButton('Create Your First Capsule')}
        </EmptyState>
      ) : (
        <SortedCardGrid
          label="Sort capsules"
          sorts={CAPSULE_SORTS}
          sort={sort}
          onSortChange={setSort}
          items={sorted}
          renderItem={(capsule) => (
            <CapsuleCard
              capsule={capsule}
              onManage={() => setManaging(capsule)}
              onGenerate={() => setGenerating(capsule)}
              onEdit={() => setForm({ mode: 'edit', capsule })}
              onDelete={() => onDelete(capsule)}
              deleting={remove.isPending && remove.variables === capsule.id}
            />
          )}
        />
      )}

      {form ? (
        <CapsuleFormDialog
          capsule={form.mode === 'edit' ? form.capsule : null}
          onClose={() => setForm(null)}
        />
      ) : null}
      {generating ? (
        <GenerateOutfitsDialog capsule={generating} onClose={() => setGenerating(null)} />
      ) : null}
      {managing ? <ManageItemsDialog capsule={managing} onClose={() => setManaging(null)} /> : null}
    </div>
  );
}
