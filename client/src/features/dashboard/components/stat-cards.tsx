import { Leaf, Receipt, Shapes, Shirt, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatCount, formatDollars } from '@/lib/format.ts';
import type { DashboardStats } from '../dashboard-stats.ts';

interface StatCard {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}

function cardsFor(stats: DashboardStats): StatCard[] {
  return [
    {
      label: 'Total Items',
      value: formatCount(stats.totalItems),
      caption: 'in your wardrobe',
      icon: Shirt,
    },
    {
      label: 'Outfit Combos',
      value: formatCount(stats.outfitCombos),
      caption: 'possible pairings',
      icon: Shapes,
    },
    {
      label: 'Avg Cost/Wear',
      value: stats.avgCostPerWear === null ? '—' : formatDollars(stats.avgCostPerWear),
      caption:
        stats.avgCostPerWear === null
          ? 'log wears on priced pieces'
          : 'over priced pieces you wear',
      icon: Receipt,
    },
    {
      label: 'Sustainability',
      value: stats.utilizationPercent === null ? '—' : `${stats.utilizationPercent}%`,
      caption: 'of pieces worn at least once',
      icon: Leaf,
    },
  ];
}

/** The dashboard's four numbers (spec §2), or placeholders of the same size while loading. */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const labels = ['Total Items', 'Outfit Combos', 'Avg Cost/Wear', 'Sustainability'];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats
        ? cardsFor(stats).map(({ label, value, caption, icon: Icon }) => (
            <div
              key={label}
              className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
            >
              <dt className="flex items-center justify-between gap-2 text-[13px] font-medium text-muted-foreground">
                {label}
                <span className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-accent text-brand sm:flex">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </dt>
              <dd>
                <span className="block font-display text-[1.75rem] leading-none font-medium tracking-tight tabular-nums sm:text-3xl">
                  {value}
                </span>
                <span className="mt-1.5 block text-xs text-muted-foreground">{caption}</span>
              </dd>
            </div>
          ))
        : labels.map((label) => (
            <div
              key={label}
              className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
            >
              <dt className="text-[13px] font-medium text-muted-foreground">{label}</dt>
              <dd aria-hidden="true" className="grid gap-2">
                <Skeleton className="h-8 w-16" />
                <Skeleton className="h-3 w-24" />
              </dd>
            </div>
          ))}
    </dl>
  );
}
