/** A single-channel mask: one byte per pixel, row-major. */
export interface GarmentMask {
  width: number;
  height: number;
  /** 0 = background … 255 = garment. */
  data: Uint8Array;
}

export interface BoundingBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Labels the 8-connected components of the set pixels (`on[i] !== 0`).
 * Returns each pixel's component id (0 = unset) and the area of each id (index 0 unused).
 */
export function labelComponents(
  on: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(width * height);
  const areas = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < on.length; start++) {
    if (on[start] === 0 || labels[start] !== 0) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const p = stack[--top] as number;
      area++;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const q = ny * width + nx;
          if (on[q] !== 0 && labels[q] === 0) {
            labels[q] = id;
            stack[top++] = q;
          }
        }
      }
    }
    areas.push(area);
  }
  return { labels, areas };
}

/**
 * Keeps the largest blob and any blob at least `keepRatio` of its size (a pair of shoes is two
 * blobs); specks of background the network found salient are dropped.
 */
export function keepMainComponents(
  on: Uint8Array,
  width: number,
  height: number,
  keepRatio = 0.2,
): Uint8Array {
  const { labels, areas } = labelComponents(on, width, height);
  const largest = Math.max(0, ...areas);
  const out = new Uint8Array(on.length);
  if (largest === 0) return out;
  for (let i = 0; i < on.length; i++) {
    const id = labels[i] as number;
    if (id !== 0 && (areas[id] as number) >= largest * keepRatio) out[i] = 1;
  }
  return out;
}

/**
 * Fills holes (background blobs that do not touch the frame) up to `maxHoleArea` pixels:
 * prints and logos inside a garment confuse the network, a real opening like a bag handle is larger.
 */
export function fillSmallHoles(
  on: Uint8Array,
  width: number,
  height: number,
  maxHoleArea: number,
): Uint8Array {
  const off = new Uint8Array(on.length);
  for (let i = 0; i < on.length; i++) off[i] = on[i] === 0 ? 1 : 0;
  const { labels, areas } = labelComponents(off, width, height);
  const touchesFrame = new Uint8Array(areas.length);
  for (let x = 0; x < width; x++) {
    touchesFrame[labels[x] as number] = 1;
    touchesFrame[labels[(height - 1) * width + x] as number] = 1;
  }
  for (let y = 0; y < height; y++) {
    touchesFrame[labels[y * width] as number] = 1;
    touchesFrame[labels[y * width + width - 1] as number] = 1;
  }
  const out = Uint8Array.from(on);
  for (let i = 0; i < on.length; i++) {
    const id = labels[i] as number;
    if (id !== 0 && touchesFrame[id] === 0 && (areas[id] as number) <= maxHoleArea) out[i] = 1;
  }
  return out;
}

/** Grows the set pixels by `radius` (square neighbourhood), in two separable passes. */
export function dilate(on: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const horizontal = new Uint8Array(on.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (on[y * width + x] === 0) continue;
      const from = Math.max(0, x - radius);
      const to = Math.min(width - 1, x + radius);
      for (let k = from; k <= to; k++) horizontal[y * width + k] = 1;
    }
  }
  const out = new Uint8Array(on.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (horizontal[y * width + x] === 0) continue;
      const from = Math.max(0, y - radius);
      const to = Math.min(height - 1, y + radius);
      for (let k = from; k <= to; k++) out[k * width + x] = 1;
    }
  }
  return out;
}

/** Smallest box holding every pixel at or above `threshold`, or undefined if there is none. */
export function maskBoundingBox(mask: GarmentMask, threshold = 1): BoundingBox | undefined {
  const { width, height, data } = mask;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if ((data[row + x] as number) < threshold) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return undefined;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** Shrinks the set pixels by `radius` (square neighbourhood); the frame's outside counts as unset. */
export function erode(on: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const off = new Uint8Array(on.length);
  for (let i = 0; i < on.length; i++) off[i] = on[i] === 0 ? 1 : 0;
  const grown = dilate(off, width, height, radius);
  const out = new Uint8Array(on.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const nearFrame = x < radius || y < radius || x >= width - radius || y >= height - radius;
      out[i] = grown[i] === 0 && !nearFrame ? 1 : 0;
    }
  }
  return out;
}

/**
 * Closes notches, the small bites a mask error takes out of an edge: a dilation then an erosion
 * by `radius`. Only gaps narrower than about twice the radius close; a real opening (a bag's
 * handle, the space between two legs) is wider and stays. Pixels set before stay set.
 */
export function closeNotches(
  on: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const closed = erode(dilate(on, width, height, radius), width, height, radius);
  for (let i = 0; i < on.length; i++) if (on[i] !== 0) closed[i] = 1;
  return closed;
}
