import type { Capsule } from '@contract/capsules.ts';
import { Plus, Shirt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { toast } from '@/lib/toast.ts';
import { useCapsules, useDeleteCapsule } from './api.ts';
import { CapsuleCard } from './components/capsule-card.tsx';
import { CapsuleFormDialog } from './components/capsule-form-dialog.tsx';
import { GenerateOutfitsDialog } from './components/generate-outfits-dialog.tsx';
import { ManageItemsDialog } from './components/manage-items-dialog.tsx';

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
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Capsule Wardrobe Builder
          </h1>
          <p className="mt-1.5 max-w-xl text-sm text-muted-foreground">
            Create curated collections of essential, versatile pieces
          </p>
        </div>
        {createButton('Create Capsule')}
      </header>

      {isLoading ? (
        <div aria-busy="true" className="grid gap-4">
          <p className="text-sm text-muted-foreground">Loading capsule wardrobes...</p>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-72 rounded-3xl" />
              </li>
            ))}
          </ul>
        </div>
      ) : isError ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="font-medium">Your capsules could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !capsules?.length ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-accent shadow-soft ring-1 ring-foreground/5">
            <Shirt className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
          <h2 className="font-display text-2xl font-medium tracking-tight">
            No capsule wardrobes yet
          </h2>
          <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">
            Build your first capsule with essential, versatile pieces that all work together.
          </p>
          <div className="mt-7">{createButton('Create Your First Capsule')}</div>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {capsules.map((capsule) => (
            <li key={capsule.id}>
              <CapsuleCard
                capsule={capsule}
                onManage={() => setManaging(capsule)}
                onGenerate={() => setGenerating(capsule)}
                onEdit={() => setForm({ mode: 'edit', capsule })}
                onDelete={() => onDelete(capsule)}
                deleting={remove.isPending && remove.variables === capsule.id}
              />
            </li>
          ))}
        </ul>
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
