import type { WardrobeItem } from '@contract/wardrobe.ts';
import { BarChart } from '@/components/bar-chart.tsx';
import { monthBars, monthsSummary } from '@/components/month-bars.ts';
import { QueryView } from '@/components/query-view.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useItemWearHistory } from '../../wear-history-api.ts';

const CHART_HEIGHT = 120;

/** The piece's wear history: wears per month over the last 12 months, as bars. */
export function ItemWearChart({ item }: { item: WardrobeItem }) {
  const history = useItemWearHistory(item);
  return (
    <section aria-labelledby={`wear-history-${item.id}`} className="grid gap-2">
      <h3
        id={`wear-history-${item.id}`}
        className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Wears, last 12 months
      </h3>
      <QueryView
        query={history}
        loading={<Skeleton className="w-full rounded-xl" style={{ height: CHART_HEIGHT }} />}
        error={() => (
          <p className="text-sm text-muted-foreground">The wear history could not be loaded.</p>
        )}
        // Empty axes say less than a sentence does.
        empty={<p className="text-sm text-muted-foreground">Not worn in the last 12 months.</p>}
        isEmpty={(data) => data.months.every((month) => month.wears === 0)}
      >
        {(data) => (
          <BarChart
            className="text-brand"
            height={CHART_HEIGHT}
            data={monthBars(data.months)}
            summary={monthsSummary(data.months)}
            caption={`${item.name}: wears per month`}
            unit="Wears"
          />
        )}
      </QueryView>
    </section>
  );
}
