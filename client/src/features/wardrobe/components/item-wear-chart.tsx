import type { WardrobeItem } from '@contract/wardrobe.ts';
import { BarChart } from '@/components/bar-chart.tsx';
import { monthBars, monthsSummary } from '@/components/month-bars.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useItemWearHistory } from '../wear-history-api.ts';

const CHART_HEIGHT = 120;

/** The piece's wear history: wears per month over the last 12 months, as bars. */
export function ItemWearChart({ item }: { item: WardrobeItem }) {
  const { data, isPending, isError } = useItemWearHistory(item);
  return (
    <section aria-labelledby={`wear-history-${item.id}`} className="grid gap-2">
      <h3
        id={`wear-history-${item.id}`}
        className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Wears, last 12 months
      </h3>
      {isPending ? (
        <Skeleton className="w-full rounded-xl" style={{ height: CHART_HEIGHT }} />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">The wear history could not be loaded.</p>
      ) : data.months.every((month) => month.wears === 0) ? (
        // Empty axes say less than a sentence does.
        <p className="text-sm text-muted-foreground">Not worn in the last 12 months.</p>
      ) : (
        <BarChart
          className="text-brand"
          height={CHART_HEIGHT}
          data={monthBars(data.months)}
          summary={monthsSummary(data.months)}
          caption={`${item.name}: wears per month`}
          unit="Wears"
        />
      )}
    </section>
  );
}
