import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface SettingsSectionProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The danger zone gets a red frame. */
  danger?: boolean;
}

/** One card of the Settings page: an icon, a heading, what it does, and its controls. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  children,
  danger = false,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-card p-5 sm:p-6',
        danger && 'border-destructive/40 bg-destructive/[0.03]',
      )}
    >
      {/* On phones the text and controls take the card's full width under the icon and heading. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:items-start">
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand sm:row-span-3',
            danger && 'bg-destructive/10 text-destructive',
          )}
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <div className="col-span-2 mt-2 text-sm text-muted-foreground sm:col-span-1 sm:col-start-2 sm:mt-0.5">
          {description}
        </div>
        <div className="col-span-2 mt-4 sm:col-span-1 sm:col-start-2">{children}</div>
      </div>
    </section>
  );
}
