import { CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import type { ReactNode } from 'react';
import { CHOICE_GRID, ChoiceGrid } from '@/components/item-list-editor/choice-grid.tsx';
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

/** Choosing pieces from the wardrobe: each by its photo (or placeholder), name and category. */
export function ItemPickerGrid<Item extends PickerItem>({
  items,
  loading = false,
  empty = (
    <p className="py-10 text-center text-sm text-muted-foreground">
      Your wardrobe is empty. Add pieces to choose from.
    </p>
  ),
  className,
  ...choice
}: ItemPickerGridProps<Item>) {
  if (loading) {
    return (
      <SkeletonGrid
        count={6}
        className={cn(CHOICE_GRID, className)}
        itemClassName="aspect-[4/5] rounded-lg"
      />
    );
  }
  if (!items.length) return <>{empty}</>;
  return (
    <ChoiceGrid
      {...choice}
      options={items}
      noun="items"
      className={className}
      caption={(item) => ({ name: item.name, detail: CATEGORY_LABELS[item.category] })}
      media={(item) => (
        <ItemPhoto
          src={item.thumbnailUrl ?? item.imageUrl}
          cutout={item.displayImage === 'cutout'}
          alt=""
          className="aspect-[4/5]"
        />
      )}
    />
  );
}
