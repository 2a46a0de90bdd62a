import sharp from 'sharp';
import { THUMBNAIL_EDGE, type ScanCutout } from '../../../contract/wardrobe.ts';
import type { EncodedImage } from '../../images/image-pipeline.ts';
import type { RecognizedGarment } from '../../stylist/local/scan-item.ts';
import type { ScanImage } from '../../stylist/stylist.ts';

/** Longest side of the cut-out a scan answers inline; the dialogs show it at most ~320 px wide. */
export const SCAN_PREVIEW_EDGE = 640;

const fitInside = (edge: number) => ({
  width: edge,
  height: edge,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

async function encode(bytes: Buffer, edge: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await sharp(bytes)
    .resize(fitInside(edge))
    .webp({ quality, alphaQuality: 90, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/** A stored cut-out and its thumbnail: the vision's transparent WebP as it is, and a ~480 px copy. */
export async function cutoutImages(
  cutout: Buffer,
): Promise<{ image: Buffer; thumbnail: EncodedImage }> {
  return { image: cutout, thumbnail: await encode(cutout, THUMBNAIL_EDGE, 80) };
}

/** A stored WebP photo as the recogniser takes it. */
export async function scanImageOf(bytes: Buffer): Promise<ScanImage> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, contentType: 'image/webp', width, height };
}

/** The scan's cut-out as a data URL the dialogs can show at once; shrunk only when large. */
export async function cutoutPreview(garment: RecognizedGarment): Promise<ScanCutout | null> {
  if (!garment.cutout || !garment.cutoutSize) return null;
  const { width, height } = garment.cutoutSize;
  const small =
    Math.max(width, height) <= SCAN_PREVIEW_EDGE
      ? { bytes: garment.cutout, width, height }
      : await encode(garment.cutout, SCAN_PREVIEW_EDGE, 80);
  return {
    dataUrl: `data:image/webp;base64,${small.bytes.toString('base64')}`,
    width: small.width,
    height: small.height,
  };
}
