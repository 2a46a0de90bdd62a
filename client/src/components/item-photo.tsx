import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils.ts';

interface ItemPhotoProps {
  src: string | null;
  /** The piece's name; '' where the name is written right beside the photo (it is decoration). */
  alt: string;
  /** Sizing comes from the parent box; the photo covers it. */
  className?: string;
  /** Large views load at once; grids leave off-screen photos until they scroll near. */
  eager?: boolean;
  /** The first screen's photos (a grid's first row): loaded at once and before other images. */
  priority?: boolean;
  /** 'cover' crops to fill (cards); 'contain' shows the whole garment (detail view). */
  fit?: 'cover' | 'contain';
  /**
   * The image is a cut-out (transparent around the garment): it is shown whole, with room around
   * it and a soft shadow, on the box's calm background.
   */
  cutout?: boolean;
}

/** A garment photo that fills its box, or a calm placeholder when there is none or it fails. */
export function ItemPhoto({
  src,
  alt,
  className,
  eager = false,
  priority = false,
  fit = 'cover',
  cutout = false,
}: ItemPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.97_0.008_70),oklch(0.93_0.012_65))]',
        // In the dark a photo keeps a light studio tile (as the wardrobe's cut-outs do): a cut-out's
        // black dress or biker jacket would vanish on a dark one. Only the placeholder goes dark.
        showImage
          ? 'dark:bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.9_0.004_70),oklch(0.8_0.006_65))]'
          : 'dark:bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.27_0.01_55),oklch(0.22_0.008_50))]',
        className,
      )}
    >
      {showImage && fit === 'contain' && !cutout && (
        // The same photo, blurred, fills the box around the whole garment instead of bare bands.
        <img
          src={src}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full scale-125 object-cover opacity-45 blur-3xl"
        />
      )}
      {showImage ? (
        <img
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className={cn(
            'absolute',
            !cutout && 'inset-0 size-full',
            cutout
              ? // Insets in % follow the box's own height and width: an even margin in any shape.
                'inset-[9%] size-[82%] object-contain drop-shadow-[0_10px_14px_oklch(0.2_0.01_50/0.16)]'
              : fit === 'cover'
                ? 'object-cover'
                : 'object-contain',
          )}
        />
      ) : (
        <div
          {...(alt ? { role: 'img', 'aria-label': `${alt} (no photo)` } : { 'aria-hidden': true })}
          className="absolute inset-0 flex items-center justify-center text-muted-foreground/45"
        >
          <Shirt
            className="size-1/4 max-h-16 max-w-16 min-h-6 min-w-6"
            strokeWidth={1.25}
            aria-hidden="true"
          />
        </div>
      )}
    </div>
  );
}
