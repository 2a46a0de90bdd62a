import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface EmptyStateProps {
  /** Drawn in a soft circle above the title ('page') or small and plain ('section'). */
  icon?: LucideIcon;
  /** The spec's empty-state text, e.g. 'Your wardrobe is empty'. */
  title?: ReactNode;
  /** The title's element: a heading on a page, plain text where the page has its own heading. */
  titleAs?: 'h2' | 'h3' | 'p';
  titleId?: string;
  description?: ReactNode;
  /** The button(s) that get the person going, e.g. 'Add Your First Item'. */
  children?: ReactNode;
  /** 'page': the whole screen is empty; 'section': one part of a screen is. */
  size?: 'page' | 'section';
  className?: string;
}

/** What a screen or a section shows when there is nothing yet, with the button to start. */
export function EmptyState({
  icon: Icon,
  title,
  titleAs: Title = 'h2',
  titleId,
  description,
  children,
  size = 'page',
  className,
}: EmptyStateProps) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'flex flex-col items-center border border-dashed text-center',
        page
          ? 'rounded-3xl bg-card/60 px-6 py-14 sm:py-20'
          : 'h-full justify-center gap-4 rounded-2xl px-6 py-10',
        className,
      )}
    >
      {Icon &&
        (page ? (
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-[radial-gradient(circle_at_30%_20%,oklch(0.95_0.035_50),oklch(0.92_0.02_60))] shadow-soft ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.33_0.05_45),oklch(0.25_0.02_50))]">
            <Icon className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
        ) : (
          <Icon className="size-8 text-muted-foreground/60" strokeWidth={1.5} aria-hidden="true" />
        ))}
      {title && (
        <Title
          id={titleId}
          className={cn(
            page && Title !== 'p'
              ? 'font-display text-2xl font-medium tracking-tight'
              : 'max-w-sm text-[15px] font-medium',
          )}
        >
          {title}
        </Title>
      )}
      {description && (
        <p
          className={cn(
            'max-w-md text-sm leading-relaxed text-muted-foreground',
            page && title && 'mt-2',
          )}
        >
          {description}
        </p>
      )}
      {children && (
        <div
          className={cn(
            'flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row',
            page && 'mt-7',
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
