import type { PackingList } from '@contract/packing-lists.ts';
import { Luggage, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { toast } from '@/lib/toast.ts';
import { useDeletePackingList, usePackingLists } from './api.ts';
import { CreateListDialog } from './components/create-list-dialog.tsx';
import { PackingChecklistDialog } from './components/packing-checklist-dialog.tsx';
import { PackingListCard } from './components/packing-list-card.tsx';
import { SelectItemsDialog } from './components/select-items-dialog.tsx';

/** Travel Packing Lists (spec §2): trips, the pieces chosen for each, and what is packed. */
export function PackingListsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <PackingLists />;
}

function PackingLists() {
  const { data: lists, isLoading, isError, refetch } = usePackingLists();
  const remove = useDeletePackingList();
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
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Travel Packing Lists
          </h1>
          <p className="mt-1.5 max-w-xl text-sm text-muted-foreground">
            Pack light: a few pieces from your wardrobe that work together for every day away.
          </p>
        </div>
        {newButton('New Packing List')}
      </header>

      {isLoading ? (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-56 rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="font-medium">Your packing lists could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !lists?.length ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-accent shadow-soft ring-1 ring-foreground/5">
            <Luggage className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
          <h2 className="font-display text-2xl font-medium tracking-tight">No Packing Lists Yet</h2>
          <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">
            Start a list for your next trip and let the stylist suggest a set of your own pieces
            that covers every day.
          </p>
          <div className="mt-7">{newButton('Create Your First List')}</div>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {lists.map((list) => (
            <li key={list.id}>
              <PackingListCard
                list={list}
                onEdit={() => setEditing(list)}
                onPack={() => setPacking(list)}
                onDelete={() => onDelete(list)}
                deleting={remove.isPending && remove.variables === list.id}
              />
            </li>
          ))}
        </ul>
      )}

      <CreateListDialog open={createOpen} onOpenChange={setCreateOpen} />
      {editing ? <SelectItemsDialog list={editing} onClose={() => setEditing(null)} /> : null}
      {packing ? <PackingChecklistDialog list={packing} onClose={() => setPacking(null)} /> : null}
    </div>
  );
}
