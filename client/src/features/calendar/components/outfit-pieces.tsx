import type { PlannedOutfit } from '@contract/calendar.ts';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

/** An outfit's pieces as a row of small photos (the first `max`). */
export function OutfitPieces({
  pieces,
  max = 4,
  size = 'md',
}: {
  pieces: PlannedOutfit['pieces'];
  max?: number;
  size?: 'sm' | 'md';
}) {
  return (
    <div className="flex gap-1.5">
      {pieces.slice(0, max).map((piece) => (
        <ItemPhoto
          key={piece.id}
          src={piece.thumbnailUrl}
          alt={piece.name}
          fit="contain"
          className={cn('shrink-0 rounded-lg', size === 'sm' ? 'size-7' : 'size-14')}
        />
      ))}
    </div>
  );
}
