import type { ItemColor } from '../../../../../contract/wardrobe.ts';
import {
  deltaE2000,
  deltaE76Squared,
  labToHex,
  labToSrgb,
  srgbToLab,
  type Lab,
} from './color-space.ts';
import { kmeansLab, type Cluster } from './kmeans.ts';
import { APPROXIMATE_DELTA_E, nearestPaletteColor } from './palette.ts';

/** RGBA pixels, row by row. */
export interface RgbaPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * How the garment was told apart from its background:
 * 'transparent' – the image carries an alpha mask (a cut-out);
 * 'border' – a fairly even background touching the edges was removed;
 * 'center' – the garment matched its background, so the middle of the frame was read;
 * 'none' – no even background found: the whole frame was read.
 */
export type BackgroundMethod = 'transparent' | 'border' | 'center' | 'none';

export interface ColorAnalysis {
  /** Dominant first, then up to two secondary colours. Empty only for an empty image. */
  colors: ItemColor[];
  /** 0–1: how sure we are of the dominant colour's name. */
  confidence: number;
  background: BackgroundMethod;
  /** Share of the frame counted as garment. */
  foregroundShare: number;
}

const CLUSTERS = 5;
const MAX_SAMPLES = 6000;
const MAX_COLORS = 3;
/** A secondary colour must cover at least this share of the garment. */
const MIN_SECONDARY_SHARE = 0.1;
/** Clusters closer than this (CIEDE2000) are one colour under different light. */
const MERGE_DELTA_E = 7;
/** Border pixels within this CIE76 distance of the border's median count as "even" background. */
const EVEN_BORDER_DISTANCE = 10;
/** At least this share of the border must be even for a background to be assumed. */
const EVEN_BORDER_SHARE = 0.6;
/** Pixels within this CIE76 distance of the background, connected to the border, are background. */
const BACKGROUND_DISTANCE = 16;
/** Less garment than this means the garment is the background's colour: read the middle instead. */
const MIN_FOREGROUND_SHARE = 0.05;
/** An alpha channel counts as a mask when at least this share of the frame is transparent. */
const MIN_TRANSPARENT_SHARE = 0.02;

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Marks background pixels: those near the border's colour and connected to the border. */
function floodBackground(
  labs: Float32Array,
  width: number,
  height: number,
  border: number[],
  background: Lab,
): Uint8Array {
  const isBackground = new Uint8Array(width * height);
  const limit = BACKGROUND_DISTANCE ** 2;
  const near = (index: number) =>
    deltaE76Squared(
      { L: labs[index * 3]!, a: labs[index * 3 + 1]!, b: labs[index * 3 + 2]! },
      background,
    ) <= limit;
  const stack: number[] = [];
  for (const index of border) {
    if (!isBackground[index] && near(index)) {
      isBackground[index] = 1;
      stack.push(index);
    }
  }
  while (stack.length) {
    const index = stack.pop()!;
    const x = index % width;
    const y = (index - x) / width;
    const neighbours = [
      x > 0 ? index - 1 : -1,
      x < width - 1 ? index + 1 : -1,
      y > 0 ? index - width : -1,
      y < height - 1 ? index + width : -1,
    ];
    for (const next of neighbours) {
      if (next >= 0 && !isBackground[next] && near(next)) {
        isBackground[next] = 1;
        stack.push(next);
      }
    }
  }
  return isBackground;
}

/** Indices of the ring of pixels along the frame's edges (about 4 % of the short side deep). */
function borderIndices(width: number, height: number): number[] {
  const depth = Math.max(1, Math.round(Math.min(width, height) * 0.04));
  const indices: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < depth || y < depth || x >= width - depth || y >= height - depth)
        indices.push(y * width + x);
    }
  }
  return indices;
}

/** Picks which pixels belong to the garment. */
function foregroundMask(
  pixels: RgbaPixels,
  labs: Float32Array,
): { mask: Uint8Array; background: BackgroundMethod } {
  const { data, width, height } = pixels;
  const total = width * height;

  let transparent = 0;
  for (let i = 0; i < total; i++) if (data[i * 4 + 3]! < 128) transparent += 1;
  if (transparent / total >= MIN_TRANSPARENT_SHARE && transparent < total) {
    const mask = new Uint8Array(total);
    for (let i = 0; i < total; i++) mask[i] = data[i * 4 + 3]! >= 128 ? 1 : 0;
    return { mask, background: 'transparent' };
  }

  const border = borderIndices(width, height);
  const background: Lab = {
    L: median(border.map((i) => labs[i * 3]!)),
    a: median(border.map((i) => labs[i * 3 + 1]!)),
    b: median(border.map((i) => labs[i * 3 + 2]!)),
  };
  const evenLimit = EVEN_BORDER_DISTANCE ** 2;
  const even = border.filter(
    (i) =>
      deltaE76Squared({ L: labs[i * 3]!, a: labs[i * 3 + 1]!, b: labs[i * 3 + 2]! }, background) <=
      evenLimit,
  ).length;
  if (even / border.length < EVEN_BORDER_SHARE)
    return { mask: new Uint8Array(total).fill(1), background: 'none' };

  const isBackground = floodBackground(labs, width, height, border, background);
  const mask = new Uint8Array(total);
  let kept = 0;
  for (let i = 0; i < total; i++) {
    mask[i] = isBackground[i] ? 0 : 1;
    kept += mask[i]!;
  }
  if (kept / total >= MIN_FOREGROUND_SHARE) return { mask, background: 'border' };

  // The garment blends into its background (a white shirt on a white sheet): read the middle half.
  mask.fill(0);
  for (let y = Math.floor(height / 4); y < Math.ceil((height * 3) / 4); y++) {
    for (let x = Math.floor(width / 4); x < Math.ceil((width * 3) / 4); x++)
      mask[y * width + x] = 1;
  }
  return { mask, background: 'center' };
}

/** Merges clusters that are the same colour under different light (weighted by size). */
function mergeClose(clusters: Cluster[]): Cluster[] {
  const merged = clusters.map((cluster) => ({ ...cluster, centroid: { ...cluster.centroid } }));
  for (;;) {
    let pair: [number, number] | undefined;
    let closest = MERGE_DELTA_E;
    for (let i = 0; i < merged.length; i++) {
      for (let j = i + 1; j < merged.length; j++) {
        const distance = deltaE2000(merged[i]!.centroid, merged[j]!.centroid);
        if (distance < closest) {
          closest = distance;
          pair = [i, j];
        }
      }
    }
    if (!pair) return merged;
    const [i, j] = pair;
    const x = merged[i]!;
    const y = merged[j]!;
    const count = x.count + y.count;
    x.centroid = {
      L: (x.centroid.L * x.count + y.centroid.L * y.count) / count,
      a: (x.centroid.a * x.count + y.centroid.a * y.count) / count,
      b: (x.centroid.b * x.count + y.centroid.b * y.count) / count,
    };
    x.count = count;
    merged.splice(j, 1);
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** sRGB distance under which a colour counts as lying between two others. */
const BLEND_DISTANCE = 14;

/**
 * True when `colour` is what resizing makes where two larger colours meet (stripe and print
 * edges): it lies on the sRGB segment between them, away from both ends.
 */
function isEdgeBlend(colour: Lab, larger: Lab[]): boolean {
  const p = labToSrgb(colour);
  for (let i = 0; i < larger.length; i++) {
    for (let j = i + 1; j < larger.length; j++) {
      const a = labToSrgb(larger[i]!);
      const b = labToSrgb(larger[j]!);
      const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const ap = [p[0] - a[0], p[1] - a[1], p[2] - a[2]];
      const lengthSquared = ab[0]! ** 2 + ab[1]! ** 2 + ab[2]! ** 2;
      if (lengthSquared === 0) continue;
      const t = (ap[0]! * ab[0]! + ap[1]! * ab[1]! + ap[2]! * ab[2]!) / lengthSquared;
      if (t < 0.1 || t > 0.9) continue;
      const distance = Math.hypot(ap[0]! - t * ab[0]!, ap[1]! - t * ab[1]!, ap[2]! - t * ab[2]!);
      if (distance < BLEND_DISTANCE) return true;
    }
  }
  return false;
}

/**
 * The garment's colours: pixels → CIELAB, background removed (alpha mask, or an even border
 * flood-filled away), k-means over what is left, clusters named from the fashion palette by
 * CIEDE2000 and merged when they share a name.
 */
export function analyzeColors(pixels: RgbaPixels): ColorAnalysis {
  const { data, width, height } = pixels;
  const total = width * height;
  if (total === 0) return { colors: [], confidence: 0, background: 'none', foregroundShare: 0 };

  const labs = new Float32Array(total * 3);
  for (let i = 0; i < total; i++) {
    const lab = srgbToLab(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!);
    labs[i * 3] = lab.L;
    labs[i * 3 + 1] = lab.a;
    labs[i * 3 + 2] = lab.b;
  }

  const { mask, background } = foregroundMask(pixels, labs);
  const foreground: number[] = [];
  for (let i = 0; i < total; i++) if (mask[i]) foreground.push(i);
  const stride = Math.max(1, Math.ceil(foreground.length / MAX_SAMPLES));
  const sampleCount = Math.ceil(foreground.length / stride);
  const samples = new Float32Array(sampleCount * 3);
  for (let s = 0; s < sampleCount; s++) {
    const i = foreground[s * stride]!;
    samples.set(labs.subarray(i * 3, i * 3 + 3), s * 3);
  }

  const clusters = mergeClose(kmeansLab(samples, CLUSTERS));
  // Clusters that land on the same palette name become one colour.
  const byName = new Map<string, { lab: Lab; count: number; deltaE: number; hex: string }>();
  for (const cluster of clusters) {
    const { color, deltaE } = nearestPaletteColor(cluster.centroid);
    const existing = byName.get(color.name);
    if (!existing) {
      byName.set(color.name, {
        lab: cluster.centroid,
        count: cluster.count,
        deltaE,
        hex: color.hex,
      });
      continue;
    }
    const count = existing.count + cluster.count;
    const lab = {
      L: (existing.lab.L * existing.count + cluster.centroid.L * cluster.count) / count,
      a: (existing.lab.a * existing.count + cluster.centroid.a * cluster.count) / count,
      b: (existing.lab.b * existing.count + cluster.centroid.b * cluster.count) / count,
    };
    byName.set(color.name, { ...existing, lab, count, deltaE: deltaE2000(lab, color.lab) });
  }

  const byShare = [...byName.entries()].sort((x, y) => y[1].count - x[1].count);
  const ranked = byShare.filter(
    ([, entry], index) =>
      index < 2 ||
      !isEdgeBlend(
        entry.lab,
        byShare.slice(0, index).map(([, other]) => other.lab),
      ),
  );
  const colors: ItemColor[] = ranked
    .filter(([, entry], index) => index === 0 || entry.count / sampleCount >= MIN_SECONDARY_SHARE)
    .slice(0, MAX_COLORS)
    .map(([name, entry]) => ({
      name,
      hex: entry.hex,
      observedHex: labToHex(entry.lab),
      share: round2(entry.count / sampleCount),
      approximate: entry.deltaE > APPROXIMATE_DELTA_E,
    }));

  const dominant = ranked[0]![1];
  // Closeness to the name, discounted when the garment could not be told from its background.
  const nameFit = 1 - Math.min(dominant.deltaE, 30) / 50;
  const separation = background === 'transparent' || background === 'border' ? 1 : 0.75;
  return {
    colors,
    confidence: round2(nameFit * separation),
    background,
    foregroundShare: round2(foreground.length / total),
  };
}
