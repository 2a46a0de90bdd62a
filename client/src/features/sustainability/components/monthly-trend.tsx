import type { SustainabilityStats } from '@contract/sustainability.ts';
import { BarChart } from '@/components/bar-chart.tsx';
import { monthBars, monthsSummary } from '@/components/month-bars.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { Panel } from './impact-cards.tsx';

type Months = SustainabilityStats['monthlyWears'];

/** From xl the chart sits beside Wardrobe Usage and takes the height that card gives it. */
const SIDE_BY_SIDE = '(min-width: 80rem)';

const longMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });

/** Under the chart: this month's wears, the busiest month's and the monthly average. */
function TrendFigures({ months }: { months: Months }) {
  const total = months.reduce((sum, m) => sum + m.wears, 0);
  const busiest = months.reduce<Months[number] | null>(
    (best, m) => (m.wears > (best?.wears ?? 0) ? m : best),
    null,
  );
  const average = months.length ? Math.round(total / months.length) : 0;
  const current = months.at(-1);
  const figures = [
    { label: 'This month', value: (current?.wears ?? 0).toLocaleString('en-US') },
    {
      label: busiest ? `Busiest, ${longMonth(busiest.month)}` : 'Busiest month',
      value: busiest ? busiest.wears.toLocaleString('en-US') : '—',
    },
    { label: 'Monthly average', value: average.toLocaleString('en-US') },
  ];
  return (
    <dl className="mt-auto grid grid-cols-3 gap-3 border-t pt-4">
      {figures.map((f) => (
        <div key={f.label} className="flex min-w-0 flex-col gap-1">
          <dt className="text-xs leading-snug text-muted-foreground">{f.label}</dt>
          <dd className="order-first font-display text-xl leading-none font-medium tabular-nums">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Wears logged per month over the last 12 months, as bars (and a table for screen readers). */
export function MonthlyTrend({ months }: { months: Months }) {
  const total = months.reduce((sum, m) => sum + m.wears, 0);
  const tall = useMediaQuery(SIDE_BY_SIDE, false);
  return (
    <Panel
      title="Monthly Trends"
      aside={<span className="text-sm text-muted-foreground">{total} wears in 12 months</span>}
    >
      <BarChart
        className="mb-5 text-brand"
        height={tall ? 320 : 176}
        data={monthBars(months)}
        summary={monthsSummary(months)}
        caption="Wears per month"
        unit="Wears"
      />
      <TrendFigures months={months} />
    </Panel>
  );
}
