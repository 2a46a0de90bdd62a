import { DEFAULT_OUTFIT_OPTION_NAME } from '@contract/ratings.ts';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

/** A session outfit's collage (made by the server), or the calm placeholder when it has none. */
export function OutfitImage({
  src,
  name,
  className,
  eager,
}: {
  src: string | null;
  name: string | null;
  className?: string;
  eager?: boolean;
}) {
  return (
    <ItemPhoto
      src={src}
      alt={name || DEFAULT_OUTFIT_OPTION_NAME}
      eager={eager}
      className={cn('aspect-square', className)}
    />
  );
}
