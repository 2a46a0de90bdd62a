import type { SustainabilityStats } from '@contract/sustainability.ts';
import { BarChart } from '@/components/bar-chart.tsx';
import { monthBars, monthsSummary } from '@/components/month-bars.ts';
import { Panel } from './impact-cards.tsx';

/** Wears logged per month over the last 12 months, as bars (and a table for screen readers). */
export function MonthlyTrend({ months }: { months: SustainabilityStats['monthlyWears'] }) {
  const total = months.reduce((sum, m) => sum + m.wears, 0);
  return (
    <Panel
      title="Monthly Trends"
      aside={<span className="text-sm text-muted-foreground">{total} wears in 12 months</span>}
    >
      <BarChart
        className="text-brand"
        height={176}
        data={monthBars(months)}
        summary={monthsSummary(months)}
        caption="Wears per month"
        unit="Wears"
      />
    </Panel>
  );
}
