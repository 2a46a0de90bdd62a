import { CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { cn } from '@/lib/utils.ts';

/** What the picker shows of a wardrobe item. */
export type PickerItem = Pick<
  WardrobeItem,
  'id' | 'name' | 'category' | 'thumbnailUrl' | 'imageUrl' | 'displayImage'
>;

interface ItemPickerGridProps<Item extends PickerItem> {
  items: readonly Item[];
  /** The chosen ids, in the order they were chosen. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** At most this many; at the limit the others are dimmed and cannot be chosen (spec §2, §5). */
  max?: number;
  /** Names the grid for screen readers, e.g. 'Wardrobe items'. */
  label: string;
  /** A line under a piece's category, e.g. why the stylist proposes it. */
  noteFor?: (item: Item) => ReactNode;
  /** While the wardrobe loads: placeholders in the grid's shape, so the dialog does not jump. */
  loading?: boolean;
  /** Shown instead of an empty grid; by default a line that says the wardrobe has nothing yet. */
  empty?: ReactNode;
  className?: string;
}

const GRID = 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4';

/**
 * Choosing pieces from the wardrobe, as capsules, packing lists, rating sessions and listings do:
 * photo or placeholder, name and category; a click (or Enter/Space) toggles a piece and a check
 * marks it. Two columns on a 375 px phone, more as the screen grows.
 */
export function ItemPickerGrid<Item extends PickerItem>({
  items,
  selected,
  onChange,
  max,
  label,
  noteFor,
  loading = false,
  empty = (
    <p className="py-10 text-center text-sm text-muted-foreground">
      Your wardrobe is empty. Add pieces to choose from.
    </p>
  ),
  className,
}: ItemPickerGridProps<Item>) {
  const baseId = useId();
  const limitId = `${baseId}-limit`;
  const chosen = new Set(selected);
  const full = max !== undefined && chosen.size >= max;

  function toggle(id: string) {
    if (chosen.has(id)) onChange(selected.filter((other) => other !== id));
    else if (!full) onChange([...selected, id]);
  }

  if (loading) {
    return (
      <SkeletonGrid
        count={6}
        className={cn(GRID, className)}
        itemClassName="aspect-[4/5] rounded-lg"
      />
    );
  }
  if (!items.length) return <>{empty}</>;

  return (
    <ul aria-label={label} className={cn(GRID, className)}>
      {items.map((item) => {
        const isChosen = chosen.has(item.id);
        const unavailable = full && !isChosen;
        const note = noteFor?.(item);
        const noteId = `${baseId}-${item.id}-note`;
        const describedBy = [unavailable && limitId, note && noteId].filter(Boolean).join(' ');
        return (
          <li key={item.id} className="min-w-0">
            <button
              type="button"
              aria-label={`${item.name}, ${CATEGORY_LABELS[item.category]}`}
              aria-pressed={isChosen}
              // Still focusable at the limit, so a screen reader hears why it cannot be chosen.
              aria-disabled={unavailable || undefined}
              aria-describedby={describedBy || undefined}
              onClick={() => toggle(item.id)}
              className={cn(
                'group grid w-full min-w-0 cursor-pointer gap-1.5 rounded-xl p-1 text-left outline-none transition-opacity focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isChosen && 'bg-accent/70',
                unavailable && 'cursor-not-allowed opacity-40',
              )}
            >
              {/* The name below says what it is; the photo is for the eye. */}
              <span className="relative block" aria-hidden="true">
                <ItemPhoto
                  src={item.thumbnailUrl ?? item.imageUrl}
                  cutout={item.displayImage === 'cutout'}
                  alt=""
                  className={cn(
                    'aspect-[4/5] rounded-lg border',
                    isChosen && 'border-primary ring-2 ring-primary',
                  )}
                />
                {isChosen && (
                  <span
                    data-testid="picker-check"
                    className="absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft"
                  >
                    <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="min-w-0 px-0.5">
                <span className="block truncate text-[13px] font-medium">{item.name}</span>
                <span className="block truncate text-[11px] text-muted-foreground">
                  {CATEGORY_LABELS[item.category]}
                </span>
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
          The limit of {max} items is reached: remove one to choose another.
        </li>
      )}
    </ul>
  );
}
