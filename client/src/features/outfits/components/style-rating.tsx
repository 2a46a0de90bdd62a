import { Star } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

const STARS = 5;

/** A rating out of 5 as stars (halves shown), with the number for screen readers and a glance. */
export function StyleRating({
  value,
  className,
  showValue = true,
}: {
  value: number;
  className?: string;
  showValue?: boolean;
}) {
  const rating = Math.min(STARS, Math.max(0, value));
  // Rounded to the nearest half so the stars and the printed number agree.
  const halves = Math.round(rating * 2);
  const shown = (halves / 2).toFixed(1).replace(/\.0$/, '');
  return (
    <span
      role="img"
      aria-label={`Style rating ${shown} out of ${STARS}`}
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <span className="inline-flex items-center gap-0.5" aria-hidden="true">
        {Array.from({ length: STARS }, (_, index) => {
          const fill = Math.min(2, Math.max(0, halves - index * 2));
          return (
            <span key={index} className="relative inline-flex size-3.5">
              <Star
                className="absolute inset-0 size-3.5 text-foreground/15"
                fill="currentColor"
                strokeWidth={0}
              />
              {fill > 0 && (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: fill === 2 ? '100%' : '50%' }}
                >
                  <Star
                    className="size-3.5 text-amber-500 dark:text-amber-400"
                    fill="currentColor"
                    strokeWidth={0}
                  />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-xs font-medium tabular-nums text-muted-foreground">
          {shown}/5
        </span>
      )}
    </span>
  );
}
