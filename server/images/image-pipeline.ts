import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_EDGE,
  IMAGE_MAX_PIXELS,
  THUMBNAIL_EDGE,
} from '../../contract/wardrobe.ts';
import { DomainError } from '../lib/domain-errors.ts';
import { decodeHeic, type DecodedHeic } from './heic.ts';
import {
  ImageTooLarge,
  NotAnImage,
  TOO_MANY_PIXELS_MESSAGE,
  UnprocessableImage,
} from './image-errors.ts';
import { detectImageType, type ImageType } from './image-type.ts';
import { createLimiter } from './limiter.ts';

// Decoded images are large and short-lived: libvips' operation cache would only hold memory.
sharp.cache(false);

// Each pipeline may hold a 40 MP decode (~160 MB); bound how many run and how many wait.
const runLimited = createLimiter(Math.max(1, availableParallelism()), 32);

/** An image as stored: WebP, oriented, no metadata. */
export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  /** At most IMAGE_MAX_EDGE on its longest side. */
  image: EncodedImage;
  /** About THUMBNAIL_EDGE on its longest side; also what the scanner reads. */
  thumbnail: EncodedImage;
}

/** Raw RGBA pixels, for colour analysis. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

// sharp reports the container as 'heif' for both AVIF and HEIC.
const SHARP_FORMATS: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/heic': 'heif',
};

/**
 * Checks size, type and pixel count from the bytes and the header alone, before any decoding:
 * 413 over 15 MB, 415 for anything but JPEG/PNG/WebP/AVIF/HEIC, 422 over 40 MP or unreadable.
 * HEIC's header is read by its own decoder (heic.ts), which applies the same limits.
 */
async function inspect(input: Buffer): Promise<ImageType> {
  if (input.length > IMAGE_MAX_BYTES) throw new ImageTooLarge();
  const type = detectImageType(input);
  if (!type) throw new NotAnImage();
  if (type === 'image/heic') return type;
  let metadata: Metadata;
  try {
    // Header only; the pixel limit is applied below so the answer can say why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnprocessableImage();
  }
  if (metadata.format !== SHARP_FORMATS[type]) throw new NotAnImage();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw new UnprocessableImage();
  if (width * height > IMAGE_MAX_PIXELS) throw new UnprocessableImage(TOO_MANY_PIXELS_MESSAGE);
  return type;
}

/**
 * A decoding pipeline that cannot exceed the pixel limit, turned upright by its EXIF orientation;
 * a HEIC photo arrives as pixels already decoded (and turned) by libheif.
 */
const decode = (input: Buffer, heic: DecodedHeic | null) =>
  heic
    ? sharp(heic.data, {
        raw: { width: heic.width, height: heic.height, channels: heic.channels },
        limitInputPixels: IMAGE_MAX_PIXELS,
      })
    : // failOn 'error': phone photos often carry harmless warnings; truly broken data still fails.
      sharp(input, {
        limitInputPixels: IMAGE_MAX_PIXELS,
        failOn: 'error',
        sequentialRead: true,
      }).autoOrient();

/** The pixels of a HEIC photo (sharp cannot decode HEVC), or null for every other type. */
const heicPixels = (input: Buffer, type: ImageType) =>
  type === 'image/heic' ? decodeHeic(input) : Promise.resolve(null);

// WebP output carries no EXIF, XMP or ICC unless asked to (we never ask): GPS and all go.
const toWebp = async (pipeline: Sharp, quality: number): Promise<EncodedImage> => {
  const { data, info } = await pipeline
    .webp({ quality, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
};

const fitInside = (edge: number) => ({
  width: edge,
  height: edge,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

async function decodeFailure(error: unknown): Promise<never> {
  if (error instanceof DomainError) throw error;
  throw new UnprocessableImage();
}

/** Validates an uploaded photo and produces the stored image and its thumbnail (both WebP, metadata stripped). */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = await inspect(input);
  return runLimited(async () => {
    try {
      const heic = await heicPixels(input, type);
      // Two pipelines on the same input: the thumbnail's decode shrinks on load and costs little.
      const [image, thumbnail] = await Promise.all([
        toWebp(decode(input, heic).resize(fitInside(IMAGE_MAX_EDGE)), 82),
        toWebp(decode(input, heic).resize(fitInside(THUMBNAIL_EDGE)), 78),
      ]);
      return { image, thumbnail };
    } catch (error) {
      return decodeFailure(error);
    }
  });
}

/** Validates an uploaded photo and produces only the small image a scan reads. */
export async function processScanImage(input: Buffer): Promise<EncodedImage> {
  const type = await inspect(input);
  return runLimited(async () => {
    try {
      const heic = await heicPixels(input, type);
      return await toWebp(decode(input, heic).resize(fitInside(THUMBNAIL_EDGE)), 78);
    } catch (error) {
      return decodeFailure(error);
    }
  });
}

/** Decodes an image we produced into RGBA pixels at most `maxEdge` on a side. */
export async function readPixels(image: Buffer, maxEdge: number): Promise<Pixels> {
  return runLimited(async () => {
    const { data, info } = await sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize(fitInside(maxEdge))
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: 4 };
  });
}

/**
 * Re-encodes a WebP we made (a cut-out) at most `edge` on a side, keeping its transparency: the
 * cut-out's thumbnail, or a small preview of it.
 */
export async function shrinkWebp(bytes: Buffer, edge: number, quality = 80): Promise<EncodedImage> {
  const { data, info } = await sharp(bytes)
    .resize(fitInside(edge))
    .webp({ quality, alphaQuality: 90, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/** A stored WebP (which we made) with its size, as the scanner takes it. */
export async function describeWebp(bytes: Buffer): Promise<EncodedImage> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, contentType: 'image/webp', width, height };
}
