import { labelComponents, type GarmentMask } from './mask-cleanup.ts';
import { FOREGROUND_THRESHOLD } from './mask-foreground.ts';

type Rgb = readonly [number, number, number];

/** Pixels this close (RGB distance) to the backdrop's colour look like backdrop. */
export const BACKDROP_DISTANCE = 20;
/** An enclosed backdrop-coloured patch this small is a print or a shadow, not an opening. */
export const MIN_OPENING_SHARE = 0.002;
/** Larger than this share of the garment, a backdrop-coloured patch is the garment itself (white on white). */
export const MAX_OPENING_SHARE = 0.25;
/** An opening is at least this share of the garment's longer side across: a stripe is thinner. */
export const MIN_OPENING_SIDE = 0.06;
/** The cloth framing an opening differs from the backdrop by this many times BACKDROP_DISTANCE. */
export const FRAME_CONTRAST = 2.5;

const distance = (rgb: Uint8Array, i: number, [r, g, b]: Rgb) =>
  Math.hypot(
    (rgb[i * 3] as number) - r,
    (rgb[i * 3 + 1] as number) - g,
    (rgb[i * 3 + 2] as number) - b,
  );

/** The backdrop's colour: the mean of the frame's edge pixels that the mask calls background. */
export function backdropColour(rgb: Uint8Array, mask: GarmentMask): Rgb | null {
  const { width, height, data } = mask;
  const sum = [0, 0, 0];
  let count = 0;
  const visit = (i: number) => {
    if ((data[i] as number) >= FOREGROUND_THRESHOLD) return;
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (rgb[i * 3 + c] as number);
    count++;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  if (count === 0) return null;
  return [(sum[0] as number) / count, (sum[1] as number) / count, (sum[2] as number) / count];
}

/**
 * Opens the holes the network filled: a patch inside the garment, cut off from the frame, in the
 * backdrop's colour and framed by something that is not (a handle, a strap), is the backdrop
 * seen through it, so it becomes transparent. Left alone: specks and thin bands (a print, a
 * stripe), huge patches, and patches framed by cloth of the backdrop's own colour (a white
 * garment on white). Changes `mask`; answers how many pixels it cleared.
 */
export function clearEnclosedBackdrop(rgb: Uint8Array, mask: GarmentMask, backdrop: Rgb): number {
  const { width, height, data } = mask;
  const isGarment = (i: number) => (data[i] as number) >= FOREGROUND_THRESHOLD;
  const looksLikeBackdrop = new Uint8Array(width * height);
  let garment = 0;
  let garmentSide = 0;
  let left = width;
  let right = 0;
  let top = height;
  let bottom = 0;
  for (let i = 0; i < looksLikeBackdrop.length; i++) {
    if (!isGarment(i)) continue;
    garment++;
    const x = i % width;
    const y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    if (distance(rgb, i, backdrop) <= BACKDROP_DISTANCE) looksLikeBackdrop[i] = 1;
  }
  garmentSide = Math.max(right - left, bottom - top) + 1;
  const { labels, areas } = labelComponents(looksLikeBackdrop, width, height);
  const patches = areas.map(() => ({
    open: true,
    left: width,
    right: 0,
    top: height,
    bottom: 0,
    frame: 0,
    frameDistance: 0,
  }));
  for (let i = 0; i < labels.length; i++) {
    const patch = patches[labels[i] as number];
    if (!patch || labels[i] === 0 || !patch.open) continue;
    const x = i % width;
    const y = (i - x) / width;
    patch.left = Math.min(patch.left, x);
    patch.right = Math.max(patch.right, x);
    patch.top = Math.min(patch.top, y);
    patch.bottom = Math.max(patch.bottom, y);
    // A patch running into the garment's outer edge is the edge's halo, not an enclosed opening.
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) {
      patch.open = false;
      continue;
    }
    for (const n of [i - 1, i + 1, i - width, i + width]) {
      if (!isGarment(n)) patch.open = false;
      else if (labels[n] === 0) {
        patch.frame++;
        patch.frameDistance += distance(rgb, n, backdrop);
      }
    }
  }
  let cleared = 0;
  const keep = patches.map((patch, id) => {
    if (id === 0 || !patch.open || !patch.frame) return false;
    const share = (areas[id] as number) / garment;
    const thinnest = Math.min(patch.right - patch.left, patch.bottom - patch.top) + 1;
    return (
      share >= MIN_OPENING_SHARE &&
      share <= MAX_OPENING_SHARE &&
      thinnest >= MIN_OPENING_SIDE * garmentSide &&
      patch.frameDistance / patch.frame >= FRAME_CONTRAST * BACKDROP_DISTANCE
    );
  });
  for (let i = 0; i < labels.length; i++) {
    if (!keep[labels[i] as number]) continue;
    data[i] = 0;
    cleared++;
  }
  return cleared;
}

/**
 * Takes the backdrop's colour back out of the feathered edge (colour decontamination): a pixel
 * of alpha a shows a·garment + (1−a)·backdrop, so the garment's own colour is recovered and no
 * pale or dark halo is left when the cut-out lies on another background. Changes `rgba`.
 */
export function decontaminateEdge(rgba: Uint8Array, backdrop: Rgb): void {
  for (let p = 0; p < rgba.length; p += 4) {
    const alpha = (rgba[p + 3] as number) / 255;
    if (alpha === 0 || alpha === 1) continue;
    // Below a tenth, the division would only amplify noise: such a pixel is backdrop.
    if (alpha < 0.1) {
      rgba[p + 3] = 0;
      continue;
    }
    for (let c = 0; c < 3; c++) {
      const seen = rgba[p + c] as number;
      const own = (seen - (1 - alpha) * (backdrop[c] as number)) / alpha;
      rgba[p + c] = Math.min(255, Math.max(0, Math.round(own)));
    }
  }
}
