import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

/** The choices' columns: two on a 375 px phone, more as the screen grows. */
export const CHOICE_GRID = 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4';

/** What a choice says under its picture, and what a screen reader hears: 'name, detail'. */
interface ChoiceCaption {
  name: string;
  detail: string;
}

interface ChoiceGridProps<Option extends { id: string }> {
  options: readonly Option[];
  /** The chosen ids, in the order they were chosen. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** At most this many; at the limit the others are dimmed and cannot be chosen (spec §2, §5). */
  max?: number;
  /** What the options are, for the limit's line: 'items', 'outfits'. */
  noun: string;
  /** Names the list for screen readers, e.g. 'Wardrobe items'… */
  label?: string;
  /** …or the id of the visible text that names it. */
  labelledBy?: string;
  caption: (option: Option) => ChoiceCaption;
  /** The picture, sized by its own aspect: a photo, a collage. */
  media: (option: Option) => ReactNode;
  /** A line under the caption, e.g. why the stylist proposes it. */
  noteFor?: (option: Option) => ReactNode;
  className?: string;
}

/** The chosen list after a click on `id`: off if chosen, on if there is room. */
export function toggleChoice(selected: readonly string[], id: string, max?: number): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  if (max !== undefined && selected.length >= max) return [...selected];
  return [...selected, id];
}

/**
 * Choosing some of a list by their pictures, as capsules, packing lists, rating sessions and
 * listings do: a click (or Enter/Space) toggles a choice and a check marks it. At the limit the
 * rest stay focusable, dimmed, and say why they cannot be chosen.
 */
export function ChoiceGrid<Option extends { id: string }>({
  options,
  selected,
  onChange,
  max,
  noun,
  label,
  labelledBy,
  caption,
  media,
  noteFor,
  className,
}: ChoiceGridProps<Option>) {
  const baseId = useId();
  const limitId = `${baseId}-limit`;
  const full = max !== undefined && selected.length >= max;

  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className={cn(CHOICE_GRID, className)}>
      {options.map((option) => {
        const chosen = selected.includes(option.id);
        const unavailable = full && !chosen;
        const { name, detail } = caption(option);
        const note = noteFor?.(option);
        const noteId = `${baseId}-${option.id}-note`;
        const describedBy = [unavailable && limitId, note && noteId].filter(Boolean).join(' ');
        return (
          <li key={option.id} className="min-w-0">
            <button
              type="button"
              aria-label={`${name}, ${detail}`}
              aria-pressed={chosen}
              aria-disabled={unavailable || undefined}
              aria-describedby={describedBy || undefined}
              onClick={() => onChange(toggleChoice(selected, option.id, max))}
              className={cn(
                'grid h-full w-full min-w-0 cursor-pointer content-start gap-1.5 rounded-xl p-1 text-left outline-none transition-[opacity,background-color] focus-visible:ring-[3px] focus-visible:ring-ring/50',
                chosen ? 'bg-accent/70' : 'hover:bg-accent/40',
                unavailable && 'cursor-not-allowed opacity-40 hover:bg-transparent',
              )}
            >
              {/* The caption says what it is; the picture is for the eye. */}
              <span className="relative block" aria-hidden="true">
                <span
                  className={cn(
                    'block overflow-hidden rounded-lg border',
                    chosen && 'border-primary ring-2 ring-primary',
                  )}
                >
                  {media(option)}
                </span>
                {chosen && (
                  <span
                    data-testid="picker-check"
                    className="absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft"
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                )}
              </span>
              <span className="min-w-0 px-0.5">
                <span className="block truncate text-[13px] font-medium">{name}</span>
                <span className="block truncate text-[11px] text-muted-foreground">{detail}</span>
                {note && (
                  <span
                    id={noteId}
                    className="mt-0.5 block text-[11px] leading-snug text-muted-foreground"
                  >
                    {note}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
      {full && (
        <li id={limitId} className="sr-only">
          The limit of {max} {noun} is reached: remove one to choose another.
        </li>
      )}
    </ul>
  );
}
