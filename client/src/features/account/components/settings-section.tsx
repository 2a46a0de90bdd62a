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
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand',
            danger && 'bg-destructive/10 text-destructive',
          )}
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
          <div className="mt-0.5 text-sm text-muted-foreground">{description}</div>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </section>
  );
}
