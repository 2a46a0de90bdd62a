import type { GarmentMask } from './mask-cleanup.ts';

/** Alpha at or above this counts as garment; below, as background or feathered edge. */
export const FOREGROUND_THRESHOLD = 128;

/** Raw interleaved pixels as sharp's `.raw()` gives them. */
export interface RawImage {
  width: number;
  height: number;
  channels: number;
  data: Uint8Array;
}

/** Whether pixel (x, y) of an image of the given size is garment, mapping onto the mask's grid. */
export function isForeground(
  mask: GarmentMask,
  x: number,
  y: number,
  imageWidth = mask.width,
  imageHeight = mask.height,
  threshold = FOREGROUND_THRESHOLD,
): boolean {
  const mx = Math.min(mask.width - 1, Math.floor(((x + 0.5) * mask.width) / imageWidth));
  const my = Math.min(mask.height - 1, Math.floor(((y + 0.5) * mask.height) / imageHeight));
  return (mask.data[my * mask.width + mx] ?? 0) >= threshold;
}

/**
 * The RGB values of the garment's pixels, packed as [r, g, b, r, g, b, …]; the image may be any
 * size (the mask is sampled at the matching spot). With `maxPixels`, an even subsample is returned,
 * which is all a colour clustering needs.
 */
export function foregroundPixels(
  image: RawImage,
  mask: GarmentMask,
  options: { maxPixels?: number; threshold?: number } = {},
): Uint8Array {
  const { width, height, channels, data } = image;
  if (channels < 3) throw new RangeError('foregroundPixels needs an RGB or RGBA image');
  const threshold = options.threshold ?? FOREGROUND_THRESHOLD;
  const selected = new Int32Array(width * height);
  let found = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (isForeground(mask, x, y, width, height, threshold)) selected[found++] = y * width + x;
    }
  }
  const maxPixels = options.maxPixels ?? found;
  const step = found > maxPixels ? found / maxPixels : 1;
  const count = Math.min(found, maxPixels);
  const out = new Uint8Array(count * 3);
  for (let k = 0; k < count; k++) {
    const p = (selected[Math.floor(k * step)] as number) * channels;
    out[k * 3] = data[p] as number;
    out[k * 3 + 1] = data[p + 1] as number;
    out[k * 3 + 2] = data[p + 2] as number;
  }
  return out;
}
