import type { Outfit } from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

interface OutfitPiecesProps {
  outfit: Outfit;
  items: ReadonlyMap<string, WardrobeItem>;
}

/** An outfit as a square of up to four of its pieces' photos (a placeholder with none). */
export function OutfitPieces({ outfit, items }: OutfitPiecesProps) {
  const pieces = outfit.itemIds.flatMap((id) => items.get(id) ?? []).slice(0, 4);
  return (
    <span
      className={cn(
        'grid aspect-square gap-0.5',
        pieces.length > 1 && 'grid-cols-2',
        pieces.length > 2 && 'grid-rows-2',
      )}
    >
      {pieces.length === 0 ? (
        <ItemPhoto src={null} alt="" className="size-full" />
      ) : (
        pieces.map((item, index) => (
          <ItemPhoto
            key={item.id}
            src={item.thumbnailUrl ?? item.imageUrl}
            cutout={item.displayImage === 'cutout'}
            alt=""
            className={cn('size-full min-h-0', pieces.length === 3 && index === 0 && 'row-span-2')}
          />
        ))
      )}
    </span>
  );
}
