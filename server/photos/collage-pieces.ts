/** The photos a wardrobe piece may have, as the wardrobe answers them. */
export interface PiecePhotos {
  originalImageUrl: string | null;
  originalThumbnailUrl: string | null;
  cutoutImageUrl: string | null;
  cutoutThumbnailUrl: string | null;
}

/** Up to two pieces fill half the collage or more: they need the large image, not the thumbnail. */
const LARGE_CELLS_UP_TO = 2;

/**
 * Which stored photo of each piece goes into an outfit's collage: the cut-out when there is one
 * (pieces laid out on one ground read as a look), else the photo; pieces without a photo are left
 * out. Thumbnails (~480 px) suffice once there are three or more cells.
 */
export function collagePieces(items: readonly PiecePhotos[]): { url: string; cutout: boolean }[] {
  const withPhoto = items.filter((item) => item.cutoutImageUrl ?? item.originalImageUrl);
  const large = withPhoto.length <= LARGE_CELLS_UP_TO;
  return withPhoto.map((item) => {
    if (item.cutoutImageUrl) {
      const url = large ? item.cutoutImageUrl : (item.cutoutThumbnailUrl ?? item.cutoutImageUrl);
      return { url, cutout: true };
    }
    const original = item.originalImageUrl!;
    return { url: large ? original : (item.originalThumbnailUrl ?? original), cutout: false };
  });
}
