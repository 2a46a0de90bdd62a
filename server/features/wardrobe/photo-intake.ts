import { NO_PHOTO_MESSAGE, type DisplayImage } from '../../../contract/wardrobe.ts';
import { conflict } from '../../lib/domain-errors.ts';
import type { EncodedImage, Photos, PreparedPhoto, StoredPhoto } from '../../photos/photos.ts';
import type { PreferencesService } from '../preferences/service.ts';
import type { GarmentReader } from './garment-reader.ts';
import type { AnalysisFields, PendingAnalysis, PhotoFields } from './repo.ts';
import type { CachedScan } from './scan-cache.ts';

/** A photo stored for an item: what to roll back if the row is not written, and its columns. */
export interface IntakenPhoto {
  stored: StoredPhoto[];
  fields: PhotoFields;
}

/** A photo's background reading: the cut-out it stored (if any) and the columns to write. */
export interface AnalysedPhoto {
  stored: StoredPhoto[];
  fields: AnalysisFields;
}

/** The photo to read: its large image (the cut-out is cut from it) and its thumbnail. */
export interface PhotoToRead {
  image: EncodedImage;
  thumbnail: EncodedImage;
}

export interface PhotoIntakeDeps {
  photos: Photos;
  reader: GarmentReader;
  /** Whether the user wants new photos cut out. */
  preferences: Pick<PreferencesService, 'get'>;
}

/** The recogniser's line the background readings wait in, beside each account's own. */
const BACKGROUND_LANE = 'background readings';

/** A wardrobe photo on its way in: read by the scanner, cut out when wanted, stored. */
export function createPhotoIntake({ photos, reader, preferences }: PhotoIntakeDeps) {
  return {
    /**
     * Reads and stores a prepared photo and, when the user wants it, its cut-out; the caller
     * writes the row after (through `photos.saveWith`). `displayImage` 'cutout' asks for a cut-out
     * whatever the preference says; 'original' keeps one (when made) but shows the photo as taken.
     * `scanned` is this photo's earlier scan (its cut-out was cut from the upload): no second read.
     */
    async intake(
      userId: string,
      photo: PreparedPhoto,
      displayImage?: DisplayImage,
      scanned?: CachedScan | null,
    ): Promise<IntakenPhoto> {
      const wantCutout = displayImage === 'cutout' || (await preferences.get(userId)).autoCutout;
      // The stored cut-out is cut from the large image; without one the thumbnail is enough to read.
      const { scan, garment } =
        scanned ??
        (await reader.readForIntake(
          { ...photo.thumbnail, lane: userId },
          wantCutout ? photo.image.bytes : undefined,
        ));
      const cutout =
        wantCutout && garment?.cutout ? await photos.prepareCutout(garment.cutout) : null;
      const stored = await photos.storeAll(userId, cutout ? [photo, cutout] : [photo]);
      const [original, cut] = stored as [StoredPhoto, StoredPhoto | undefined];
      return {
        stored,
        fields: {
          imageUrl: original.imageUrl,
          thumbnailUrl: original.thumbnailUrl,
          cutoutUrl: cut?.imageUrl ?? null,
          cutoutThumbnailUrl: cut?.thumbnailUrl ?? null,
          displayImage: cut ? (displayImage ?? 'cutout') : 'original',
          colors: scan?.colors ?? null,
          aiTags: scan && reader.aiTagsOf(scan, garment),
          pendingAnalysis: null,
        },
      };
    },

    /**
     * Stores a prepared photo (original and thumbnail) with nothing read yet: the row records
     * what the background reading (`analyse`) has to do. `displayImage` as for `intake`.
     */
    async storeForLater(
      userId: string,
      photo: PreparedPhoto,
      displayImage?: DisplayImage,
    ): Promise<IntakenPhoto> {
      const wantCutout = displayImage === 'cutout' || (await preferences.get(userId)).autoCutout;
      const pendingAnalysis: PendingAnalysis = !wantCutout
        ? 'read'
        : displayImage === 'original'
          ? 'keep-cutout'
          : 'cutout';
      const [original] = (await photos.storeAll(userId, [photo])) as [StoredPhoto];
      return {
        stored: [original],
        fields: {
          imageUrl: original.imageUrl,
          thumbnailUrl: original.thumbnailUrl,
          cutoutUrl: null,
          cutoutThumbnailUrl: null,
          displayImage: 'original',
          colors: null,
          aiTags: null,
          pendingAnalysis,
        },
      };
    },

    /**
     * The background reading of a stored photo: the scan of its thumbnail and, unless only a
     * `read` is pending, the cut-out cut from the large image and stored. A scanner failure is
     * not an error here: the item keeps what it has (no colours, no AI tags). Background readings
     * wait for the recogniser in a line of their own (they come one at a time, accounts in turn:
     * `photo-analysis.ts`), so an account's scans never push its readings out.
     */
    async analyse(
      userId: string,
      photo: PhotoToRead,
      pending: PendingAnalysis,
    ): Promise<AnalysedPhoto> {
      const wantCutout = pending !== 'read';
      const { scan, garment } = await reader.readForIntake(
        { ...photo.thumbnail, lane: BACKGROUND_LANE },
        wantCutout ? photo.image.bytes : undefined,
      );
      const cutout =
        wantCutout && garment?.cutout ? await photos.prepareCutout(garment.cutout) : null;
      const cut = cutout ? await photos.store(userId, cutout) : null;
      return {
        stored: cut ? [cut] : [],
        fields: {
          cutoutUrl: cut?.imageUrl ?? null,
          cutoutThumbnailUrl: cut?.thumbnailUrl ?? null,
          displayImage: cut && pending === 'cutout' ? 'cutout' : 'original',
          colors: scan?.colors ?? null,
          aiTags: scan && reader.aiTagsOf(scan, garment),
        },
      };
    },

    /**
     * Cuts the garment out of an item's stored photo and stores the cut-out: 409 when the photo is
     * gone, 422 when no garment stands out, 503 when the scanner is busy or not available, 429
     * when the account already has its share of photos waiting for it.
     */
    async cutOutStored(userId: string, imageUrl: string | null): Promise<StoredPhoto> {
      const original = await photos.read(imageUrl);
      if (!original) throw conflict(NO_PHOTO_MESSAGE);
      const cutout = await reader.cutOut({ ...original, lane: userId });
      return photos.store(userId, await photos.prepareCutout(cutout));
    },
  };
}

export type PhotoIntake = ReturnType<typeof createPhotoIntake>;
