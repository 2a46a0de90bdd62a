import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { categoryLine } from '@/features/wardrobe/public.ts';
import { cn } from '@/lib/utils.ts';

interface ItemPickerGridProps {
  items: readonly WardrobeItem[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** At the limit, unselected items are dimmed and cannot be chosen (spec §2, capsules). */
  max?: number;
  /** A line under an item's name, e.g. why the stylist proposes it. */
  noteFor?: (item: WardrobeItem) => ReactNode;
  isLoading?: boolean;
  emptyText?: string;
}

/**
 * The user's wardrobe as selectable cards: photo or placeholder, name, category, a check mark on
 * the chosen ones. Each card is a toggle button, so the grid works with Tab and Space.
 */
export function ItemPickerGrid({
  items,
  selected,
  onToggle,
  max,
  noteFor,
  isLoading = false,
  emptyText = 'Your wardrobe is empty. Add pieces to choose from.',
}: ItemPickerGridProps) {
  if (isLoading || !items) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <li key={key}>
            <Skeleton className="aspect-[4/5] rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (!items.length) {
    return <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>;
  }
  const atLimit = max !== undefined && selected.size >= max;
  return (
    <ul aria-label="Wardrobe items" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => {
        const isSelected = selected.has(item.id);
        const blocked = atLimit && !isSelected;
        const note = noteFor?.(item);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-disabled={blocked || undefined}
              onClick={() => !blocked && onToggle(item.id)}
              className={cn(
                'group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card text-left transition-[border-color,box-shadow,opacity] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isSelected
                  ? 'border-brand shadow-soft ring-2 ring-brand/60'
                  : 'hover:border-foreground/25',
                blocked && 'cursor-not-allowed opacity-40',
              )}
            >
              <ItemPhoto
                src={item.thumbnailUrl ?? item.imageUrl}
                alt=""
                cutout={item.displayImage === 'cutout'}
                className="aspect-square w-full"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-2 right-2 flex size-7 items-center justify-center rounded-full border-2 transition-colors',
                  isSelected
                    ? 'border-brand bg-brand text-brand-foreground'
                    : 'border-white/80 bg-black/15 text-transparent',
                )}
              >
                <Check className="size-4" strokeWidth={3} />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5 p-2.5">
                <span className="truncate text-sm font-medium">{item.name}</span>
                <span className="truncate text-xs text-muted-foreground">{categoryLine(item)}</span>
                {note ? <span className="mt-1 text-xs leading-snug text-brand">{note}</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
