import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Read by screen readers; the spinner is a live status. */
  label?: string;
  /** Inside a button whose text already says what is happening: hidden from screen readers. */
  decorative?: boolean;
};

export function Spinner({
  className,
  label = 'Loading',
  decorative = false,
  ...props
}: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <LoaderCircle
      data-slot="spinner"
      className={cn('size-5 animate-spin text-muted-foreground', className)}
      {...a11y}
      {...props}
    />
  );
}
