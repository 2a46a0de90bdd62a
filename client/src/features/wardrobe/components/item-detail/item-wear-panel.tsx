import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Undo2, WashingMachine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { ToastAction } from '@/components/ui/toast.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { toast } from '@/lib/toast.ts';
import { undoLastWear, useLogWear, useUpdateItem } from '../../api.ts';
import { costPerWearLabel, wornLabel } from '../../item-display.ts';
import { ItemWearChart } from './item-wear-chart.tsx';
import { formatDate } from '@/lib/format.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/60 px-3 py-2.5">
      <dt className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * How an item is used: wears, cost per wear, last worn, wears per month; log a wear (and undo
 * it), laundry.
 */
export function ItemWearPanel({ item }: { item: WardrobeItem }) {
  const queryClient = useQueryClient();
  // The toast's Undo sits outside this modal view, where keyboards and screen readers can't reach
  // it; the same undo is offered here too until something else happens.
  const [canUndo, setCanUndo] = useState(false);
  const logWear = useLogWear();
  const laundry = useUpdateItem();
  const inLaundry = laundry.isPending
    ? (laundry.variables.patch.inLaundry ?? item.inLaundry)
    : item.inLaundry;

  function undoWear() {
    setCanUndo(false);
    undoLastWear(queryClient, item.id).then(
      () => toast({ title: 'Wear undone' }),
      (error: unknown) =>
        toast({
          title: 'Failed to undo wear',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );
  }

  function onLogWear() {
    logWear.mutate(item.id, {
      onSuccess: (updated) => {
        setCanUndo(true);
        toast({
          title: 'Wear logged',
          description: `${updated.name}: ${wornLabel(updated.timesWorn).toLowerCase()}.`,
          action: (
            <ToastAction altText="Undo the logged wear" onClick={undoWear}>
              Undo
            </ToastAction>
          ),
        });
      },
    });
  }

  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Worn" value={item.timesWorn === 1 ? '1 time' : `${item.timesWorn} times`} />
        <Stat label="Per wear" value={costPerWearLabel(item) ?? '—'} />
        <Stat
          label="Last worn"
          value={item.lastWorn ? formatDate(item.lastWorn, 'day') : 'Never'}
        />
      </dl>

      <ItemWearChart item={item} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-1">
          <Button type="button" onClick={onLogWear} disabled={logWear.isPending}>
            {logWear.isPending ? (
              <Spinner decorative className="text-current" />
            ) : (
              <Check aria-hidden="true" />
            )}
            Log wear
          </Button>
          {canUndo && (
            <Button type="button" variant="ghost" size="sm" onClick={undoWear}>
              <Undo2 aria-hidden="true" />
              Undo wear
            </Button>
          )}
        </div>
        <div className="flex items-center gap-3">
          <Label htmlFor={`laundry-${item.id}`} className="gap-1.5 font-normal">
            <WashingMachine className="size-4 text-muted-foreground" aria-hidden="true" />
            In laundry
          </Label>
          <Switch
            id={`laundry-${item.id}`}
            checked={inLaundry}
            onCheckedChange={(checked) =>
              laundry.mutate({ id: item.id, patch: { inLaundry: checked } })
            }
          />
        </div>
      </div>
    </>
  );
}
