import { RATING_MAX } from '@contract/ratings.ts';
import { Star } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  /** Names the group for screen readers, e.g. 'Rating for Sunday brunch'. */
  label: string;
}

/**
 * Five clickable stars (spec §2), a radio group: arrow keys move and choose, as with any radio.
 */
export function StarInput({ value, onChange, label }: StarInputProps) {
  const name = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, star: number) {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.min(RATING_MAX, Math.max(1, star + step));
    onChange(next);
    refs.current[next - 1]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className="flex items-center gap-1">
      {STARS.map((star) => {
        const lit = value !== null && star <= value;
        const focusable = value === null ? star === 1 : star === value;
        return (
          <button
            key={star}
            ref={(node) => {
              refs.current[star - 1] = node;
            }}
            type="button"
            role="radio"
            name={name}
            aria-checked={value === star}
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
            tabIndex={focusable ? 0 : -1}
            onClick={() => onChange(star)}
            onKeyDown={(event) => onKeyDown(event, star)}
            className="group cursor-pointer rounded-full p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn(
                'size-8 transition-[color,transform] duration-150 group-hover:scale-110 sm:size-7',
                lit ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/45',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** Stars shown, not chosen: a vote's rating or an average (rounded to the nearest star). */
export function StarDisplay({ rating, className }: { rating: number; className?: string }) {
  const shown = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${RATING_MAX} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          strokeWidth={1.5}
          className={cn(
            'size-4',
            star <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/35',
          )}
        />
      ))}
    </span>
  );
}
