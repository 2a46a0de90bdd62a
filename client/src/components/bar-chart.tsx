import { cn } from '@/lib/utils.ts';

export interface BarDatum {
  /** Short label under the bar (a few characters, so 12 fit at 375 px). */
  label: string;
  /** Full name for the summary and the screen-reader table. */
  name: string;
  value: number;
}

// Heights are pixels and horizontal positions percentages (no viewBox), so bars stretch with the
// box while the text keeps its size: 12 three-letter labels fit from 300 px wide.
const VALUE_BAND = 16;
const LABEL_BAND = 18;

/** Bar height in pixels: proportional to the highest value; empty bars stay a hairline. */
export function barHeight(value: number, highest: number, plotHeight: number): number {
  if (value <= 0 || highest <= 0) return 1;
  return Math.max(3, (value / highest) * plotHeight);
}

/**
 * A small inline-SVG bar chart. It draws in currentColor (the text colour of its parent, so a
 * class like text-brand themes it), reads as one image with a summary to assistive technology,
 * and carries the numbers in a visually hidden table.
 */
export function BarChart({
  data,
  summary,
  caption,
  unit,
  height = 160,
  className,
}: {
  data: readonly BarDatum[];
  /** The aria-label of the image, e.g. "42 wears in 12 months; most in March". */
  summary: string;
  /** The hidden table's caption. */
  caption: string;
  /** Column header of the values in the hidden table, e.g. "Wears". */
  unit: string;
  /** Pixels, labels included. */
  height?: number;
  className?: string;
}) {
  const highest = Math.max(0, ...data.map((d) => d.value));
  const plot = height - VALUE_BAND - LABEL_BAND;
  const base = VALUE_BAND + plot;
  const slot = 100 / Math.max(1, data.length);
  const barWidth = slot * 0.6;
  const pct = (n: number) => `${n}%`;
  return (
    <figure className={cn('m-0', className)}>
      <svg
        role="img"
        aria-label={summary}
        width="100%"
        height={height}
        className="block overflow-visible"
      >
        <line x1="0" x2="100%" y1={base} y2={base} className="stroke-border" strokeWidth={1} />
        {data.map((d, i) => {
          const h = barHeight(d.value, highest, plot);
          const x = i * slot + (slot - barWidth) / 2;
          const y = base - h;
          return (
            <g key={`${d.name}-${i}`}>
              <rect
                data-testid="bar"
                x={pct(x)}
                y={y}
                width={pct(barWidth)}
                height={h}
                rx={3}
                fill="currentColor"
                fillOpacity={d.value > 0 ? 0.85 : 0.3}
              />
              {d.value > 0 && (
                <text
                  x={pct(i * slot + slot / 2)}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-muted-foreground tabular-nums"
                  fontSize={11}
                >
                  {d.value}
                </text>
              )}
              <text
                x={pct(i * slot + slot / 2)}
                y={height - 4}
                textAnchor="middle"
                className="fill-muted-foreground"
                fontSize={10}
              >
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d, i) => (
            <tr key={`${d.name}-${i}`}>
              <th scope="row">{d.name}</th>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
