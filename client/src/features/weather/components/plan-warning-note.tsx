import type { PlanWarning } from '@contract/weather.ts';
import { CloudAlert, Repeat } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { useSwapForWeather } from '../api.ts';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A planned outfit the forecast does not suit: why, and the one-tap swap. */
export function PlanWarningNote({ warning }: { warning: PlanWarning }) {
  const swap = useSwapForWeather();
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-950 dark:text-amber-100"
    >
      <CloudAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{sentence(warning.reason)}</span>
      <Button
        size="sm"
        variant="outline"
        className="bg-background"
        disabled={swap.isPending}
        onClick={() =>
          swap.mutate(warning.entryId, {
            onSuccess: (entry) =>
              toast({
                title: 'Outfit swapped',
                description: `${entry.outfit?.name ?? 'A new look'} suits the forecast.`,
              }),
          })
        }
      >
        <Repeat aria-hidden="true" />
        {swap.isPending ? 'Swapping…' : 'Swap'}
      </Button>
    </div>
  );
}
