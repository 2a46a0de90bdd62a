import type { PlannedOutfit } from '@contract/calendar.ts';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

/** An outfit's pieces as a row of small photos (the first `max`); the larger ones shrink to fit a narrow row. */
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
    // Small, the pieces overlap a little, so three fit in a day of the month at any width.
    <div className={cn('flex min-w-0 items-start', size === 'sm' ? '-space-x-2' : 'gap-1.5')}>
      {pieces.slice(0, max).map((piece) => (
        <ItemPhoto
          key={piece.id}
          src={piece.thumbnailUrl}
          alt={piece.name}
          fit="contain"
          className={cn(
            'rounded-lg',
            size === 'sm'
              ? 'size-7 shrink-0 ring-2 ring-card'
              : 'aspect-square w-14 min-w-0 shrink',
          )}
        />
      ))}
    </div>
  );
}
