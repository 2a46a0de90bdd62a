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
  // dt and dd sit directly in the card (a <dl> group holds nothing else); the icon lives in the dt.
  return (
    <div className="relative flex min-w-0 flex-col justify-between gap-1.5 rounded-2xl border bg-card p-3.5 shadow-soft sm:justify-center sm:gap-0.5 sm:py-5 sm:pr-5 sm:pl-[4.75rem]">
      <dt className="text-xs leading-snug font-medium text-muted-foreground sm:text-[13px]">
        <span className="absolute top-1/2 left-5 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-brand sm:flex">
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="font-display text-2xl leading-none font-medium tabular-nums sm:text-3xl">
        {value ?? <Skeleton className="h-7 w-8" />}
      </dd>
    </div>
  );
}
