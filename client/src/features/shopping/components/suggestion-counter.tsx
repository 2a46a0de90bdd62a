import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** One of the page's counters (spec §2: Total Suggestions, New, Purchased); a skeleton while loading. */
export function SuggestionCounter({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-soft sm:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-brand sm:flex">
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted-foreground sm:text-[13px]">{label}</dt>
        <dd className="mt-0.5 font-display text-2xl leading-none font-medium tabular-nums sm:text-3xl">
          {value ?? <Skeleton className="h-7 w-8" />}
        </dd>
      </div>
    </div>
  );
}
