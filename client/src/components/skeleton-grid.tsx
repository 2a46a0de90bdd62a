import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

interface SkeletonGridProps {
  /** How many placeholders, e.g. spec §9's 12 for the wardrobe. */
  count: number;
  /** The grid's own classes, the same as the list it stands in for. */
  className?: string;
  /** One placeholder's shape; a plain block of `itemClassName` when absent. */
  renderItem?: (index: number) => ReactNode;
  itemClassName?: string;
  /** Marks each placeholder for tests that count them. */
  itemTestId?: string;
}

/** The shape of a list while it loads, so the page does not jump when it arrives. */
export function SkeletonGrid({
  count,
  className,
  renderItem,
  itemClassName,
  itemTestId,
}: SkeletonGridProps) {
  return (
    <ul aria-busy="true" aria-label="Loading" className={cn('grid', className)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid={itemTestId}>
          {renderItem ? renderItem(index) : <Skeleton className={itemClassName} />}
        </li>
      ))}
    </ul>
  );
}
