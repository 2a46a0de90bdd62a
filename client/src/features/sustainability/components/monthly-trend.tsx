import type { SustainabilityStats } from '@contract/sustainability.ts';
import { Panel } from './impact-cards.tsx';

const monthName = (month: string, style: 'short' | 'long') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

/** Wears logged per month over the last 12 months, as bars (and a table for screen readers). */
export function MonthlyTrend({ months }: { months: SustainabilityStats['monthlyWears'] }) {
  const highest = Math.max(1, ...months.map((m) => m.wears));
  const total = months.reduce((sum, m) => sum + m.wears, 0);
  return (
    <Panel
      title="Monthly Trends"
      aside={<span className="text-sm text-muted-foreground">{total} wears in 12 months</span>}
    >
      <div className="flex h-44 items-end gap-1.5 sm:gap-2.5" aria-hidden="true">
        {months.map((m) => (
          <div
            key={m.month}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1.5"
          >
            {m.wears > 0 && (
              <span className="text-[11px] text-muted-foreground tabular-nums">{m.wears}</span>
            )}
            <div
              className="w-full max-w-9 rounded-t-md bg-brand/80"
              style={{ height: `${Math.max(m.wears ? 4 : 1, (m.wears / highest) * 100)}%` }}
            />
            <span className="text-[10px] text-muted-foreground sm:text-[11px]">
              {monthName(m.month, 'short').slice(0, 3)}
            </span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>Wears per month</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month, 'long')}</th>
              <td>{m.wears}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
