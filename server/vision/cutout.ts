import sharp from 'sharp';
import { decodeHeic } from '../images/heic.ts';
import { detectImageType } from '../images/image-type.ts';
import {
  borderShareOf,
  colourEvidenceOf,
  ellipseFitOf,
  type GarmentEvidence,
} from './garment-evidence.ts';
import { createLimiter, type Limiter } from './inference-queue.ts';
import {
  closeNotches,
  dilate,
  fillSmallHoles,
  keepMainComponents,
  labelComponents,
  maskBoundingBox,
  type BoundingBox,
  type GarmentMask,
} from './mask-cleanup.ts';
import { backdropColour, clearEnclosedBackdrop, decontaminateEdge } from './mask-refine.ts';
import { U2NETP_SIDE, predictSaliency } from './u2netp-session.ts';
import { NoGarmentFoundError, UnreadableImageError } from './vision-errors.ts';

// Decoded images are large and used once; sharp's cache would only hold on to them.
sharp.cache(false);

/** Longest side of the working image (and so of the cut-out); a 12 MP photo is scaled down to it. */
export const CUTOUT_MAX_SIDE = 1600;
/** Below this share of the frame the "garment" is a speck the network picked out, not a garment. */
const MIN_COVERAGE = 0.005;

export interface CutoutResult {
  /** The garment alone on a transparent background, trimmed to it: RGBA WebP. */
  cutoutWebp: Buffer;
  /** Full-frame alpha of the working image (upright, at most CUTOUT_MAX_SIDE on its long side). */
  mask: GarmentMask;
  /** Where the cut-out sits in the mask's frame. */
  bbox: BoundingBox;
  /** Share of the frame that is garment, 0-1. */
  coverage: number;
  /** What the frame and the mask say about whether this is a garment at all (no classifier yet). */
  evidence: Omit<GarmentEvidence, 'confidence'>;
  /** Areas of the blobs kept, largest first, on the network's grid (a pair of shoes: two alike). */
  blobAreas: number[];
  /** The photo as decoded for the cut-out: upright, on white, RGB, the mask's size. */
  upright: UprightImage;
}

/** At most two scans run at once (memory and CPU bound); up to 32 more wait their turn. */
export const scanQueue: Limiter = createLimiter(2, 32);

/** A decoded photo: interleaved RGB bytes. */
export interface UprightImage {
  data: Buffer;
  width: number;
  height: number;
}

async function decodeUpright(imageBytes: Buffer): Promise<UprightImage> {
  // A phone's HEIC arrives as the user sent it (the scan cuts from the upload): libheif decodes it.
  const heic = detectImageType(imageBytes) === 'image/heic' ? await decodeHeic(imageBytes) : null;
  try {
    const source = heic
      ? sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 } })
      : sharp(imageBytes, { failOn: 'error' }).rotate();
    const { data, info } = await source
      .flatten({ background: '#ffffff' })
      .resize({
        width: CUTOUT_MAX_SIDE,
        height: CUTOUT_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch {
    throw new UnreadableImageError();
  }
}

/** Notches up to about twice this many pixels of the network's 320 grid wide are closed. */
const NOTCH_RADIUS = 1;

// A soft ramp around the network's 0.5 decision keeps a slight feather on the edge.
const ramp = (p: number, lo: number, hi: number): number =>
  Math.min(1, Math.max(0, (p - lo) / (hi - lo)));

/**
 * Cleans the network's 320×320 saliency into an alpha map of the same grid: the main blob(s) only,
 * small holes filled, soft edges kept within two pixels of the blob.
 */
function cleanSaliency(saliency: Float32Array): { alpha: Uint8Array; blobAreas: number[] } {
  const side = U2NETP_SIDE;
  const on = new Uint8Array(saliency.length);
  for (let i = 0; i < saliency.length; i++) on[i] = (saliency[i] as number) >= 0.5 ? 1 : 0;
  const main = keepMainComponents(on, side, side);
  const { areas } = labelComponents(main, side, side);
  let area = 0;
  for (const v of main) area += v;
  // Notches first (small bites out of the edge), then small holes (a print confusing the network).
  const solid = fillSmallHoles(
    closeNotches(main, side, side, NOTCH_RADIUS),
    side,
    side,
    Math.max(4, area * 0.01),
  );
  const near = dilate(solid, side, side, 2);
  const alpha = new Uint8Array(saliency.length);
  for (let i = 0; i < alpha.length; i++) {
    if (solid[i] === 1 && main[i] === 0) alpha[i] = 255;
    else if (near[i] === 1) alpha[i] = Math.round(255 * ramp(saliency[i] as number, 0.3, 0.7));
  }
  return { alpha, blobAreas: areas.slice(1).sort((a, b) => b - a) };
}

/**
 * Removes the background of a garment photo: EXIF-upright, u2netp on CPU, cleaned edges.
 * Throws UnreadableImageError (422) for bytes that are not an image, NoGarmentFoundError (422)
 * when nothing stands out, ScannerBusyError (503) when too many scans already wait.
 */
export function cutOut(imageBytes: Buffer): Promise<CutoutResult> {
  return scanQueue.run(async () => {
    const working = await decodeUpright(imageBytes);
    const { width, height } = working;

    const modelInput = await sharp(working.data, { raw: { width, height, channels: 3 } })
      .resize(U2NETP_SIDE, U2NETP_SIDE, { fit: 'fill' })
      .raw()
      .toBuffer();
    const { alpha: alphaLow, blobAreas } = cleanSaliency(await predictSaliency(modelInput));

    const upscaled = await sharp(alphaLow, {
      raw: { width: U2NETP_SIDE, height: U2NETP_SIDE, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    // Upscaling a 320 grid blurs the edge over several pixels; doubling the contrast around the
    // middle tightens it back to a thin feather.
    const alpha = new Uint8Array(upscaled.length);
    for (let i = 0; i < alpha.length; i++) {
      alpha[i] = Math.min(255, Math.max(0, Math.round(2 * (upscaled[i] as number) - 127.5)));
    }
    const mask: GarmentMask = { width, height, data: alpha };
    // The backdrop seen through a handle or a strap is backdrop, not garment.
    const backdrop = backdropColour(working.data, mask);
    if (backdrop) clearEnclosedBackdrop(working.data, mask, backdrop);

    let garment = 0;
    for (const value of mask.data) if (value >= 128) garment++;
    const coverage = garment / (width * height);
    const box = maskBoundingBox(mask, 8);
    if (!box || coverage < MIN_COVERAGE) throw new NoGarmentFoundError();

    const pad = 2;
    const bbox: BoundingBox = {
      left: Math.max(0, box.left - pad),
      top: Math.max(0, box.top - pad),
      width: 0,
      height: 0,
    };
    bbox.width = Math.min(width, box.left + box.width + pad) - bbox.left;
    bbox.height = Math.min(height, box.top + box.height + pad) - bbox.top;

    // Interleave only the box's pixels with their alpha; sharp then encodes them as they are.
    const rgba = Buffer.alloc(bbox.width * bbox.height * 4);
    for (let y = 0; y < bbox.height; y++) {
      for (let x = 0; x < bbox.width; x++) {
        const source = (bbox.top + y) * width + bbox.left + x;
        const target = (y * bbox.width + x) * 4;
        rgba[target] = working.data[source * 3] as number;
        rgba[target + 1] = working.data[source * 3 + 1] as number;
        rgba[target + 2] = working.data[source * 3 + 2] as number;
        rgba[target + 3] = alpha[source] as number;
      }
    }
    if (backdrop) decontaminateEdge(rgba, backdrop);
    const cutoutWebp = await sharp(rgba, {
      raw: { width: bbox.width, height: bbox.height, channels: 4 },
    })
      .webp({ quality: 85, alphaQuality: 90, effort: 2 })
      .toBuffer();
    const evidence = {
      coverage,
      components: blobAreas.length,
      borderShare: borderShareOf(mask),
      ellipseFit: ellipseFitOf(mask, box),
      ...colourEvidenceOf(working.data, mask),
    };
    return { cutoutWebp, mask, bbox, coverage, evidence, blobAreas, upright: working };
  });
}
