import type { AlterEgo } from '@contract/alter-egos.ts';
import { Plus, VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { toast } from '@/lib/toast.ts';
import { useAlterEgos, useDeleteAlterEgo } from './api.ts';
import { AlterEgoCard } from './components/alter-ego-card.tsx';
import { AlterEgoDialog } from './components/alter-ego-dialog.tsx';

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

function AlterEgos() {
  const { data: alterEgos, isLoading, isError, refetch } = useAlterEgos();
  const remove = useDeleteAlterEgo();
  const [dialog, setDialog] = useState<DialogState>({ open: false, alterEgo: null });
  const create = () => setDialog({ open: true, alterEgo: null });

  function onDelete(alterEgo: AlterEgo) {
    remove.mutate(alterEgo.id, { onSuccess: () => toast({ title: 'Alter ego deleted' }) });
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Alter Egos
          </h1>
          <p className="mt-1.5 max-w-xl text-sm text-muted-foreground">
            Personas for every side of your style. Pick one in the Outfit Generator and it dresses
            you from your own wardrobe.
          </p>
        </div>
        <Button onClick={create}>
          <Plus aria-hidden="true" />
          Create New Alter Ego
        </Button>
      </header>

      {isLoading ? (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-96 rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="font-medium">Your alter egos could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !alterEgos || alterEgos.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-[radial-gradient(circle_at_30%_20%,oklch(0.95_0.035_50),oklch(0.92_0.02_60))] shadow-soft ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.33_0.05_45),oklch(0.25_0.02_50))]">
            <VenetianMask className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
          <p className="max-w-sm text-[15px] font-medium">
            No alter egos yet. Create your first persona to get started!
          </p>
          <Button className="mt-6" onClick={create}>
            <Plus aria-hidden="true" />
            Create New Alter Ego
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {alterEgos.map((alterEgo) => (
            <li key={alterEgo.id}>
              <AlterEgoCard
                alterEgo={alterEgo}
                onEdit={() => setDialog({ open: true, alterEgo })}
                onDelete={() => onDelete(alterEgo)}
                deleting={remove.isPending && remove.variables === alterEgo.id}
              />
            </li>
          ))}
        </ul>
      )}

      <AlterEgoDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        alterEgo={dialog.alterEgo}
      />
    </div>
  );
}
