// The surface of a fabric, its weave and its grain, as one small PNG tile made with sharp and
// repeated over every piece. SVG could draw both (feTurbulence, tiny patterns), but librsvg
// redraws them for every piece that uses them, which made one photo take seconds.
import sharp from 'sharp';

export interface GrainSpec {
  /** Feature size of the noise across and down, in units (denim and linen streak one way). */
  cellX: number;
  cellY: number;
  /** A second, finer octave mixed in (0–1). */
  detail: number;
}

export const SURFACE_TILE = 384;

/** A deterministic pseudo-random sequence, so every demo photo comes out the same. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
}

async function smoothNoise(cellX: number, cellY: number, seed: number): Promise<Buffer> {
  const width = Math.max(2, Math.round(SURFACE_TILE / cellX));
  const height = Math.max(2, Math.round(SURFACE_TILE / cellY));
  const next = random(seed);
  const cells = Buffer.alloc(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(next() * 256);
  return sharp(cells, { raw: { width, height, channels: 1 } })
    .resize(SURFACE_TILE, SURFACE_TILE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Grain as RGBA: black where the noise is high, white where it is low, clear between. */
async function grainPixels(spec: GrainSpec, strength: number): Promise<Buffer> {
  const coarse = await smoothNoise(spec.cellX, spec.cellY, 7);
  const fine = await smoothNoise(Math.max(1, spec.cellX / 3), Math.max(1, spec.cellY / 3), 11);
  const rgba = Buffer.alloc(SURFACE_TILE * SURFACE_TILE * 4);
  for (let i = 0; i < coarse.length; i++) {
    const value =
      ((coarse[i] ?? 128) - 128) * (1 - spec.detail) + ((fine[i] ?? 128) - 128) * spec.detail;
    const level = value > 0 ? 0 : 255;
    rgba[i * 4] = level;
    rgba[i * 4 + 1] = level;
    rgba[i * 4 + 2] = level;
    rgba[i * 4 + 3] = Math.min(255, Math.abs(value) * 1.8 * strength);
  }
  return rgba;
}

const cache = new Map<string, Promise<string>>();

/**
 * A data: URL of the tile: the weave (an SVG <pattern id="weave">, or none) with the grain over
 * it at `strength` (0–1). Made once per kind of fabric and kept.
 */
export function surfaceTile(
  grain: GrainSpec,
  strength: number,
  weave: string | null,
): Promise<string> {
  const key = JSON.stringify([grain, strength, weave]);
  let tile = cache.get(key);
  if (!tile) {
    tile = makeTile(grain, strength, weave);
    cache.set(key, tile);
  }
  return tile;
}

async function makeTile(grain: GrainSpec, strength: number, weave: string | null) {
  const size = SURFACE_TILE;
  const raw = { raw: { width: size, height: size, channels: 4 as const } };
  const grainLayer = await grainPixels(grain, strength);
  const base = weave
    ? sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>${weave}</defs><rect width="${size}" height="${size}" fill="url(#weave)"/></svg>`,
        ),
      )
    : sharp({ create: { width: size, height: size, channels: 4, background: '#0000' } });
  const png = await base
    .composite([{ input: grainLayer, ...raw }])
    .png({ compressionLevel: 3 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
