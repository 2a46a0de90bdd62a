import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: what the page is for, or a count. */
  description?: ReactNode;
  /** A small line above the title, e.g. today's date. */
  eyebrow?: ReactNode;
  /** The page's main buttons; beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  className?: string;
}

/** The top of every signed-in screen: title, its line, and the page's actions. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between sm:gap-6',
        className,
      )}
    >
      <div className="min-w-0">
        {eyebrow && (
          <div className="mb-1.5 text-sm font-medium text-muted-foreground">{eyebrow}</div>
        )}
        <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
          {title}
        </h1>
        {description && (
          <div className="mt-1.5 max-w-xl text-sm text-muted-foreground">{description}</div>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-3 sm:flex-nowrap">{actions}</div>}
    </header>
  );
}
