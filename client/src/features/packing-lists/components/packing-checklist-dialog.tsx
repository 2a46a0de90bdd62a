import type { PackingList } from '@contract/packing-lists.ts';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { categoryLine, wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { cn } from '@/lib/utils.ts';
import { useUpdatePackingList } from '../api.ts';

interface PackingChecklistDialogProps extends DialogProps {
  /** What it shows. */
  list: PackingList | null;
}

/** The packed checklist: tick each chosen piece as it goes into the suitcase. Saved per tick. */
export function PackingChecklistDialog({ open, onOpenChange, list }: PackingChecklistDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange} className="max-w-xl">
      {list && <PackingChecklist key={list.id} list={list} onClose={() => onOpenChange(false)} />}
    </ControlledDialog>
  );
}

/** The checklist, ticked as it was when opened. */
function PackingChecklist({ list, onClose }: { list: PackingList; onClose: () => void }) {
  const wardrobe = useQuery(wardrobeItemsQuery);
  const update = useUpdatePackingList();
  // Shown at once; the server's answer (refetched list) follows.
  const [packed, setPacked] = useState<ReadonlySet<string>>(() => new Set(list.packedItemIds));
  const chosen = list.itemIds.flatMap((id) => wardrobe.data?.find((i) => i.id === id) ?? []);

  function toggle(id: string) {
    const next = new Set(packed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    const previous = packed;
    setPacked(next);
    update.mutate(
      { id: list.id, change: { packedItemIds: [...next] } },
      { onError: () => setPacked(previous) },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Pack for {list.tripName}</DialogTitle>
        <DialogDescription>
          {packed.size} of {list.itemIds.length} packed
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        {wardrobe.isLoading ? (
          <Skeleton className="h-40 rounded-2xl" />
        ) : (
          <ul className="grid gap-2">
            {chosen.map((item) => {
              const isPacked = packed.has(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    role="checkbox"
                    aria-checked={isPacked}
                    onClick={() => toggle(item.id)}
                    className="flex w-full items-center gap-3 rounded-2xl border bg-card p-2 pr-4 text-left transition-colors outline-none hover:border-foreground/25 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <ItemPhoto
                      src={item.thumbnailUrl ?? item.imageUrl}
                      alt=""
                      cutout={item.displayImage === 'cutout'}
                      className="size-14 shrink-0 rounded-xl"
                    />
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block truncate text-sm font-medium',
                          isPacked && 'text-muted-foreground line-through',
                        )}
                      >
                        {item.name}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {categoryLine(item)}
                      </span>
                    </span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                        isPacked
                          ? 'border-brand bg-brand text-brand-foreground'
                          : 'border-input text-transparent',
                      )}
                    >
                      <Check className="size-4" strokeWidth={3} />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
