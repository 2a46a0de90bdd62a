import type { ImpactPiece, SustainabilityStats } from '@contract/sustainability.ts';
import { Footprints, Gauge, Layers, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { formatDollars, formatMoney } from '@/lib/format.ts';

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-2xl border bg-card p-4 shadow-soft sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-[13px]">
        <Icon className="size-4 text-brand" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 font-display text-3xl leading-none font-medium tabular-nums">{value}</dd>
      <dd className="mt-1.5 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/** Spec §2's live values: average cost per wear, utilization rate, total items, total wears. */
export function StatCards({ stats }: { stats: SustainabilityStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Avg Cost per Wear"
        value={stats.avgCostPerWear > 0 ? formatDollars(stats.avgCostPerWear) : '—'}
        hint="Priced pieces you have worn"
        icon={Wallet}
      />
      <StatCard
        label="Utilization Rate"
        value={`${stats.utilizationRate}%`}
        hint="Pieces worn at least once"
        icon={Gauge}
      />
      <StatCard
        label="Total Items"
        value={String(stats.totalItems)}
        hint="In your wardrobe"
        icon={Layers}
      />
      <StatCard
        label="Total Wears"
        value={String(stats.totalWears)}
        hint="Logged so far"
        icon={Footprints}
      />
    </dl>
  );
}

export function Panel({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      className="flex flex-col rounded-3xl border bg-card p-5 shadow-soft sm:p-6"
      aria-label={title}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="font-display text-xl font-medium tracking-tight">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function PieceRow({
  label,
  piece,
  detail,
}: {
  label: string;
  piece: ImpactPiece | null;
  detail: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <ItemPhoto src={piece?.thumbnailUrl ?? null} alt="" className="size-14 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="truncate font-medium">{piece?.name ?? 'Nothing yet'}</p>
        {piece && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
    </div>
  );
}

/** Usage tiers, wardrobe value, most worn and best value piece. */
export function WardrobeUsage({ stats }: { stats: SustainabilityStats }) {
  const most = stats.mostWorn;
  const best = stats.bestValue;
  return (
    <Panel title="Wardrobe Usage">
      <ul className="grid gap-3">
        {stats.usageTiers.map((tier) => {
          const share = stats.totalItems ? Math.round((tier.count / stats.totalItems) * 100) : 0;
          return (
            <li key={tier.key}>
              <div className="mb-1 flex justify-between text-sm">
                <span>{tier.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {tier.count} {tier.count === 1 ? 'item' : 'items'}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-brand" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 grid gap-4 border-t pt-5 sm:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-3">
        <div>
          <p className="text-xs text-muted-foreground">Wardrobe value</p>
          <p className="font-display text-2xl font-medium tabular-nums">
            {formatMoney(stats.wardrobeValue)}
          </p>
          <p className="text-xs text-muted-foreground">
            {stats.pricedItems} of {stats.totalItems} pieces priced
          </p>
        </div>
        <PieceRow label="Most worn" piece={most} detail={most ? `${most.timesWorn} wears` : ''} />
        <PieceRow
          label="Best value"
          piece={best}
          detail={best?.costPerWear ? `${formatDollars(best.costPerWear)} per wear` : ''}
        />
      </div>
    </Panel>
  );
}
