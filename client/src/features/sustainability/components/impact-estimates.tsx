import {
  GARMENT_FOOTPRINTS,
  REFERENCE_USES,
  REFERENCE_USES_SOURCE,
  type SustainabilityStats,
} from '@contract/sustainability.ts';
import {
  Award,
  CalendarCheck,
  Cloud,
  Droplets,
  Info,
  PiggyBank,
  type LucideIcon,
} from 'lucide-react';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/components/ui/tooltip.tsx';
import { formatDollars } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { Panel } from './impact-cards.tsx';

const sources = (...lines: (string | undefined)[]) => lines.filter(Boolean).join(' ');

function Estimate({
  icon: Icon,
  label,
  value,
  source,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  source: string;
}) {
  return (
    <div className="rounded-2xl bg-accent/50 p-4">
      <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-4 text-brand" aria-hidden="true" />
        {label}
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="ml-auto rounded-full p-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={`Source of the ${label.toLowerCase()} estimate`}
            >
              <Info className="size-4" aria-hidden="true" />
            </button>
          </TooltipTrigger>
          <TooltipContent className="max-w-xs text-xs leading-relaxed">{source}</TooltipContent>
        </Tooltip>
      </div>
      <p className="mt-2 font-display text-2xl font-medium tabular-nums">{value}</p>
      <p className="text-[11px] tracking-wide text-muted-foreground uppercase">Estimate</p>
    </div>
  );
}

/** Carbon, water and money saved (labelled estimates, sources in tooltips) and days without a new piece. */
export function ImpactEstimates({ stats }: { stats: SustainabilityStats }) {
  const { estimates } = stats;
  const method = `Each wear past ${REFERENCE_USES} counts for 1/${REFERENCE_USES} of a new garment. ${REFERENCE_USES_SOURCE}`;
  return (
    <Panel title="Environmental Impact">
      <p className="-mt-2 mb-4 text-sm text-muted-foreground">
        {estimates.extraWears > 0
          ? `${estimates.extraWears} wears past the typical ${REFERENCE_USES} uses of a garment, each one a share of a purchase you did not make.`
          : `Savings start when a piece is worn more than the typical ${REFERENCE_USES} times.`}
      </p>
      {/* The app's only tooltips; their provider lives here so the frame does not load it. */}
      <TooltipProvider>
        <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-3">
          <Estimate
            icon={Cloud}
            label="Carbon saved"
            value={`${estimates.kgCo2eSaved} kg CO₂e`}
            source={sources(
              method,
              GARMENT_FOOTPRINTS.bottoms?.source,
              'Counted for bottoms only: the one category with a carbon figure here.',
            )}
          />
          <Estimate
            icon={Droplets}
            label="Water saved"
            value={`${estimates.litresSaved.toLocaleString('en-US')} L`}
            source={sources(
              method,
              GARMENT_FOOTPRINTS.bottoms?.source,
              GARMENT_FOOTPRINTS.tops?.source,
              'Counted for tops and bottoms.',
            )}
          />
          <Estimate
            icon={PiggyBank}
            label="Money saved"
            value={formatDollars(estimates.moneySaved)}
            source={sources(method, 'Each share is of the piece’s own price.')}
          />
        </div>
      </TooltipProvider>
      <div className="mt-5 flex items-center gap-3 rounded-2xl border p-4">
        <CalendarCheck className="size-6 shrink-0 text-brand" aria-hidden="true" />
        <p className="text-sm">
          {stats.daysSinceNewItem === null ? (
            'Add your pieces to start counting days without a new item.'
          ) : (
            <>
              <span className="font-display text-xl font-medium tabular-nums">
                {stats.daysSinceNewItem}
              </span>{' '}
              {stats.daysSinceNewItem === 1 ? 'day' : 'days'} no new items
            </>
          )}
        </p>
      </div>
    </Panel>
  );
}

/** What the wear log has earned so far, and what is still to earn. */
export function Achievements({
  achievements,
}: {
  achievements: SustainabilityStats['achievements'];
}) {
  return (
    <Panel
      title="Achievements"
      aside={
        <span className="text-sm text-muted-foreground">
          {achievements.filter((a) => a.earned).length} of {achievements.length} earned
        </span>
      }
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {achievements.map((a) => (
          <li
            key={a.key}
            className={cn(
              'flex items-start gap-3 rounded-2xl border p-3',
              // Not yet earned: a dashed, quieter card; the text keeps its full contrast.
              !a.earned && 'border-dashed bg-muted/40',
            )}
          >
            <Award
              className={cn(
                'mt-0.5 size-5 shrink-0',
                a.earned ? 'text-amber-500' : 'text-muted-foreground',
              )}
              aria-hidden="true"
            />
            <div>
              <p className="text-sm font-medium">
                {a.title}
                <span className="sr-only">{a.earned ? ' (earned)' : ' (not yet earned)'}</span>
              </p>
              <p className="text-xs text-muted-foreground">{a.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
