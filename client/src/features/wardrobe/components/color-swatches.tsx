import type { ItemColor } from '@contract/wardrobe.ts';
import { cn } from '@/lib/utils.ts';

/** The colours read from a photo, dominant first, as small overlapping dots with a text label. */
export function ColorSwatches({
  colors,
  max = 4,
  className,
  size = 'sm',
}: {
  colors: ItemColor[];
  max?: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const shown = colors.slice(0, max);
  if (shown.length === 0) return null;
  const names = shown.map((color) => color.name).join(', ');
  return (
    <span
      role="img"
      aria-label={`Colours: ${names}`}
      title={names}
      className={cn('inline-flex items-center', className)}
    >
      {shown.map((color, index) => (
        <span
          key={`${color.name}-${index}`}
          className={cn(
            'rounded-full shadow-[inset_0_0_0_1px_oklch(0_0_0/0.12)] ring-2 ring-card dark:shadow-[inset_0_0_0_1px_oklch(1_0_0/0.22)]',
            size === 'sm' ? 'size-3.5' : 'size-5',
            index > 0 && (size === 'sm' ? '-ml-1' : '-ml-1.5'),
          )}
          style={{ backgroundColor: color.observedHex }}
        />
      ))}
    </span>
  );
}
