import type { BoundingBox, GarmentMask } from './mask-cleanup.ts';
import { FOREGROUND_THRESHOLD } from './mask-foreground.ts';

/** What a photo shows about whether it holds a garment, measured on the cut-out and the frame. */
export interface GarmentEvidence {
  /** Share of the frame the mask calls foreground, 0-1. */
  coverage: number;
  /** Separate blobs the mask kept (a pair of shoes is two). */
  components: number;
  /** Share of the frame's edge pixels that are foreground: scenery runs off every side. */
  borderShare: number;
  /** Intersection over union of the mask with the ellipse inscribed in its box; 1 = an oval. */
  ellipseFit: number;
  /** Share of the foreground in skin tones (YCbCr box), 0-1. */
  skinShare: number;
  /** Standard deviation of the whole frame's RGB values: a plain wall or colour has almost none. */
  colourSpread: number;
  /** The classifier's probability for its category, 0-1 (absent before it runs). */
  confidence?: number;
}

export type NoGarmentReason =
  'flat' | 'too-small' | 'whole-frame' | 'scenery' | 'scattered' | 'face-like' | 'unknown-blob';

// Thresholds, measured on the demo wardrobe's 42 studio renders and drawn garments against
// walls, skies, noise and faces (numbers in the report of issue 14).
/** A frame whose colours spread less than this is one flat colour (garments measured ≥ 10). */
export const FLAT_SPREAD = 5;
/** A subject under 3 % of the frame is a speck (the smallest garment, a pair of heels, is 8 %). */
export const MIN_SUBJECT_COVERAGE = 0.03;
/** Over 90 % of the frame is no subject standing out, it is the frame. */
export const MAX_SUBJECT_COVERAGE = 0.9;
/** Foreground along more than 40 % of the frame's edge is scenery, not a piece laid out. */
export const MAX_BORDER_SHARE = 0.4;
/** More than three blobs is a scatter of things, not one garment (or a pair). */
export const MAX_COMPONENTS = 3;
/** An almost perfect oval (a face, the sun, a ball); the roundest garment, a coiled belt, fits 0.92. */
export const OVAL_FIT = 0.94;
/** An oval mostly in skin tones is a face. */
export const FACE_SKIN_SHARE = 0.5;
/** An oval the classifier is this unsure of is not a garment it knows. */
export const OVAL_MIN_CONFIDENCE = 0.6;

/** Whether the photo holds a garment; when not, the first reason that says so. */
export function judgeGarment(
  evidence: GarmentEvidence,
): { garment: true } | { garment: false; reason: NoGarmentReason } {
  const no = (reason: NoGarmentReason) => ({ garment: false as const, reason });
  if (evidence.colourSpread < FLAT_SPREAD) return no('flat');
  if (evidence.coverage < MIN_SUBJECT_COVERAGE) return no('too-small');
  if (evidence.coverage > MAX_SUBJECT_COVERAGE) return no('whole-frame');
  if (evidence.borderShare > MAX_BORDER_SHARE) return no('scenery');
  if (evidence.components > MAX_COMPONENTS) return no('scattered');
  if (evidence.ellipseFit >= OVAL_FIT) {
    if (evidence.skinShare >= FACE_SKIN_SHARE) return no('face-like');
    if ((evidence.confidence ?? 1) < OVAL_MIN_CONFIDENCE) return no('unknown-blob');
  }
  return { garment: true };
}

/** Share of the frame's edge pixels that are foreground. */
export function borderShareOf(mask: GarmentMask): number {
  const { width, height, data } = mask;
  let on = 0;
  let count = 0;
  const visit = (i: number) => {
    count++;
    if ((data[i] as number) >= FOREGROUND_THRESHOLD) on++;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  return count ? on / count : 0;
}

/** IoU of the mask with the ellipse inscribed in `box`. */
export function ellipseFitOf(mask: GarmentMask, box: BoundingBox): number {
  const { width, data } = mask;
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const rx = box.width / 2;
  const ry = box.height / 2;
  let both = 0;
  let either = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const inOval = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1;
      const inMask = (data[y * width + x] as number) >= FOREGROUND_THRESHOLD;
      if (inOval && inMask) both++;
      if (inOval || inMask) either++;
    }
  }
  return either ? both / either : 0;
}

/** A pixel in the usual skin box of YCbCr (any complexion; beige and camel cloth fall in it too). */
function isSkinTone(r: number, g: number, b: number): boolean {
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 137 && cr <= 173;
}

/**
 * The colour measures of the frame: the skin share of the foreground, and the spread of every
 * pixel's RGB. `rgb` is the mask-sized image, 3 bytes a pixel.
 */
export function colourEvidenceOf(
  rgb: Uint8Array,
  mask: GarmentMask,
): Pick<GarmentEvidence, 'skinShare' | 'colourSpread'> {
  const pixels = mask.width * mask.height;
  // Every 4th pixel is plenty for a mean and a share, and four times cheaper on a 1600 px frame.
  const step = 4;
  const sum = [0, 0, 0];
  const sumSq = [0, 0, 0];
  let sampled = 0;
  let foreground = 0;
  let skin = 0;
  for (let i = 0; i < pixels; i += step) {
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    sampled++;
    [r, g, b].forEach((value, c) => {
      sum[c] = (sum[c] as number) + value;
      sumSq[c] = (sumSq[c] as number) + value * value;
    });
    if ((mask.data[i] as number) >= FOREGROUND_THRESHOLD) {
      foreground++;
      if (isSkinTone(r, g, b)) skin++;
    }
  }
  let variance = 0;
  for (let c = 0; c < 3; c++) {
    const mean = (sum[c] as number) / sampled;
    variance += (sumSq[c] as number) / sampled - mean * mean;
  }
  return {
    skinShare: foreground ? skin / foreground : 0,
    colourSpread: Math.sqrt(Math.max(0, variance / 3)),
  };
}
