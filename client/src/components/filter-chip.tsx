import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type FilterChipProps = ComponentProps<'button'> & {
  selected: boolean;
  /** 'toggle' chips are pressed on and off; 'radio' chips are one choice of a group. */
  kind?: 'toggle' | 'radio';
};

/** A rounded choice chip: filled when selected. */
export function FilterChip({
  selected,
  kind = 'toggle',
  className,
  children,
  ...props
}: FilterChipProps) {
  const state =
    kind === 'radio' ? { role: 'radio', 'aria-checked': selected } : { 'aria-pressed': selected };
  return (
    <button
      type="button"
      {...state}
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium whitespace-nowrap transition-[color,background-color,border-color] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-foreground/80 hover:border-foreground/25 hover:text-foreground',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
