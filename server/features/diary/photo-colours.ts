import type { Photos } from '../../photos/photos.ts';
import type { Stylist } from '../../stylist/stylist.ts';

/** Photos whose colours are kept: a few strings each, so this bounds the memory to well under 1 MB. */
export const PHOTO_COLOURS_KEPT = 1_000;

export interface PhotoColoursDeps {
  photos: Pick<Photos, 'read' | 'thumbnailUrlOf'>;
  stylist: Pick<Stylist, 'scanItem'>;
}

/**
 * The colours the stylist reads in diary photos, by photo URL, kept in this process's memory (the
 * most recently used `PHOTO_COLOURS_KEPT`): a photo never changes under its URL, so it is scanned
 * once, not on every "Find similar", and looks at the same photo at once share one scan. A scan
 * that fails (the scanner busy, nothing stands out) answers no colours and is not kept.
 */
export function createPhotoColours({ photos, stylist }: PhotoColoursDeps) {
  const known = new Map<string, Promise<string[]>>();

  async function read(userId: string, imageUrl: string): Promise<string[] | null> {
    const thumbnail = await photos.read(photos.thumbnailUrlOf(imageUrl));
    if (!thumbnail) return null;
    // It waits for the recogniser in the account's own line, as the account's scans do.
    const scan = await stylist
      .scanItem({ ...thumbnail, contentType: 'image/webp', lane: userId })
      .catch(() => null);
    return scan ? scan.colors.map((color) => color.name) : null;
  }

  return {
    /** Palette names of the photo at `imageUrl` (one of `userId`'s), scanned the first time. */
    of(userId: string, imageUrl: string): Promise<string[]> {
      const kept = known.get(imageUrl);
      if (kept) {
        // Most recently used last: the oldest go first.
        known.delete(imageUrl);
        known.set(imageUrl, kept);
        return kept;
      }
      const colours = read(userId, imageUrl).then(
        (names) => {
          if (names === null) known.delete(imageUrl);
          return names ?? [];
        },
        () => {
          known.delete(imageUrl);
          return [];
        },
      );
      known.set(imageUrl, colours);
      for (const url of known.keys()) {
        if (known.size <= PHOTO_COLOURS_KEPT) break;
        known.delete(url);
      }
      return colours;
    },
  };
}
