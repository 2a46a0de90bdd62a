import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

const SHOWN = 4;

/**
 * A saved outfit's pieces as a 2×2 photo collage; more than four pieces show '+N' on the last
 * tile. Pieces no longer in the wardrobe are left out.
 */
export function OutfitCollage({
  itemIds,
  items,
  className,
}: {
  itemIds: readonly string[];
  items: ReadonlyMap<string, WardrobeItem>;
  className?: string;
}) {
  const pieces = itemIds
    .map((id) => items.get(id))
    .filter((item): item is WardrobeItem => item !== undefined);
  const shown = pieces.slice(0, SHOWN);
  const more = pieces.length - shown.length;
  if (shown.length === 0) {
    return (
      <ItemPhoto src={null} alt="Outfit" className={cn('aspect-[4/3] rounded-xl', className)} />
    );
  }
  return (
    <ul
      aria-label="Pieces"
      className={cn(
        'grid aspect-[4/3] gap-1 overflow-hidden rounded-xl',
        shown.length === 1 ? 'grid-cols-1' : 'grid-cols-2',
        shown.length > 2 && 'grid-rows-2',
        className,
      )}
    >
      {shown.map((item, index) => (
        <li
          key={item.id}
          className={cn('relative min-h-0', shown.length === 3 && index === 0 && 'row-span-2')}
        >
          <ItemPhoto
            src={item.thumbnailUrl ?? item.imageUrl}
            cutout={item.displayImage === 'cutout'}
            alt={item.name}
            className="size-full"
          />
          {more > 0 && index === shown.length - 1 && (
            <span className="absolute inset-0 flex items-center justify-center bg-black/45 text-sm font-semibold text-white">
              +{more}
              <span className="sr-only"> more pieces</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
