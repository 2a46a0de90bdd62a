import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Fabric } from '../demo/render/fabric.ts';
import { renderStudioPhoto, type GarmentArt } from '../demo/render/studio-photo.ts';
import * as tops from '../demo/render/tops.ts';
import { DEMO_PIECES } from '../demo/wardrobe/demo-wardrobe.ts';
import { cutOut } from './cutout.ts';
import {
  measureFabric,
  readFabric,
  WORK_SIDE,
  type FabricReading,
  type RgbaImage,
} from './fabric-pattern.ts';

/** The cut-out as the scan hands it over: the app's real cut-out, decoded and scaled by sharp. */
async function cutoutOf(photo: Buffer): Promise<RgbaImage> {
  const cut = await cutOut(photo);
  const { data, info } = await sharp(cut.cutoutWebp)
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A piece of the demo wardrobe, drawn as its photo is. */
const demoPiece = (name: string) => {
  const piece = DEMO_PIECES.find((p) => p.name === name);
  if (!piece) throw new Error(`no demo piece ${name}`);
  return { name, art: piece.art, fabric: piece.fabric };
};

// Drawn garments with known cloth, rendered small (480 px across) and cut out by the app.
const DRAWN: { name: string; art: () => GarmentArt; fabric: Fabric; reading: FabricReading }[] = [
  {
    name: 'a plain red jersey tee',
    art: () => tops.tee(),
    fabric: { color: '#b03030', texture: 'jersey' },
    reading: { pattern: 'plain', denim: false },
  },
  {
    ...demoPiece('Breton Stripe Long-Sleeve Top'),
    reading: { pattern: 'striped', denim: false },
  },
  {
    ...demoPiece('Yellow Gingham Sundress'),
    reading: { pattern: 'checked', denim: false },
  },
  {
    ...demoPiece('Floral Midi Dress'),
    reading: { pattern: 'floral', denim: false },
  },
  {
    name: 'a tortoiseshell-print shirt',
    art: () => tops.shirt(),
    fabric: {
      color: '#c48a3c',
      texture: 'cotton',
      print: { kind: 'tortoise', spots: ['#5a3417', '#2e1a0c', '#8a5424'] },
    },
    reading: { pattern: 'printed', denim: false },
  },
  {
    ...demoPiece('Mid-Blue Straight Jeans'),
    reading: { pattern: 'plain', denim: true },
  },
];

// Real photos from the clothing-photos set (CC0 1.0, public domain), 400×534 as taken, each
// looked at: what a person would call the cloth.
const REAL: { file: string; reading: FabricReading }[] = [
  { file: 'plain-tee.jpg', reading: { pattern: 'plain', denim: false } },
  // Deep creases and folds across a white top: still one plain colour.
  { file: 'creased-longsleeve.jpg', reading: { pattern: 'plain', denim: false } },
  { file: 'striped-tee.jpg', reading: { pattern: 'striped', denim: false } },
  { file: 'checked-shirt.jpg', reading: { pattern: 'checked', denim: false } },
  { file: 'blue-jeans.jpg', reading: { pattern: 'plain', denim: true } },
  { file: 'graphic-tee.jpg', reading: { pattern: 'printed', denim: false } },
];

const drawn = new Map<string, RgbaImage>();
const real = new Map<string, RgbaImage>();

beforeAll(async () => {
  // All at once: the scan queue runs two cut-outs at a time.
  await Promise.all([
    ...DRAWN.map(async (c) => {
      drawn.set(c.name, await cutoutOf(await renderStudioPhoto(c.art(), c.fabric, 480)));
    }),
    ...REAL.map(async (c) => {
      const photo = readFileSync(path.join(import.meta.dirname, 'fixtures/real', c.file));
      real.set(c.file, await cutoutOf(photo));
    }),
  ]);
}, 60_000);

describe('readFabric on drawn garments through the real cut-out', () => {
  it.each(DRAWN.map((c) => [c.name, c.reading] as const))('reads %s', (name, reading) => {
    const image = drawn.get(name) as RgbaImage;
    expect(readFabric(image), JSON.stringify(measureFabric(image))).toEqual(reading);
  });
});

describe('readFabric on real photos', () => {
  it.each(REAL.map((c) => [c.file, c.reading] as const))('reads %s', (file, reading) => {
    const image = real.get(file) as RgbaImage;
    expect(readFabric(image), JSON.stringify(measureFabric(image))).toEqual(reading);
  });

  it('reads the same at twice the size (the cut-out is resampled to the working size)', () => {
    for (const file of ['striped-tee.jpg', 'plain-tee.jpg']) {
      const image = real.get(file) as RgbaImage;
      expect(readFabric(upscale2(image))).toEqual(readFabric(image));
    }
  });
});

/** Nearest-neighbour 2× enlargement. */
function upscale2({ data, width, height }: RgbaImage): RgbaImage {
  const out = new Uint8Array(width * height * 16);
  for (let y = 0; y < height * 2; y++) {
    for (let x = 0; x < width * 2; x++) {
      const from = ((y >> 1) * width + (x >> 1)) * 4;
      out.set(data.subarray(from, from + 4), (y * width * 2 + x) * 4);
    }
  }
  return { data: out, width: width * 2, height: height * 2 };
}

// Synthetic cut-outs, no photo: a garment-sized rounded box on transparency, its colour from a
// function of the position. Sizes as the caller passes them (long side 256).
const W = 200;
const H = 256;
function synthetic(colour: (x: number, y: number) => [number, number, number]): RgbaImage {
  const data = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // A rounded body with a soft (feathered) outline, like the cut-out's.
      const dx = Math.max(0, Math.abs(x - W / 2) - 70);
      const dy = Math.max(0, Math.abs(y - H / 2) - 100);
      const outside = Math.hypot(dx, dy) - 18;
      const alpha = Math.max(0, Math.min(255, Math.round(128 - outside * 128)));
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, alpha], (y * W + x) * 4);
    }
  }
  return { data, width: W, height: H };
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
/** A colour under a light falling from the upper left, a soft diagonal crease and a seam. */
function shadedPlain(base: [number, number, number]) {
  return (x: number, y: number): [number, number, number] => {
    let light = 1.1 - 0.35 * ((x / W + y / H) / 2);
    // The crease: a dark soft line about 6 px wide, and its highlight beside it.
    const d = (x - 0.6 * y - 40) / Math.hypot(1, 0.6);
    light *= 1 - 0.35 * Math.exp(-((d / 3) ** 2)) + 0.12 * Math.exp(-(((d - 6) / 3) ** 2));
    // A seam across the hem and a small logo on the chest.
    if (Math.abs(y - 215) < 1) light *= 0.8;
    if (Math.hypot(x - 130, y - 70) < 5) light *= 0.5;
    return [clamp(base[0] * light), clamp(base[1] * light), clamp(base[2] * light)];
  };
}

describe('readFabric on synthetic cut-outs', () => {
  it('keeps a plain garment with soft shading, a crease, a seam and a small logo plain', () => {
    for (const base of [
      [176, 48, 48],
      [232, 230, 224],
      [40, 40, 44],
      [120, 150, 90],
    ] as [number, number, number][]) {
      expect(readFabric(synthetic(shadedPlain(base))), base.join(',')).toEqual({
        pattern: 'plain',
        denim: false,
      });
    }
  });

  it('reads bands at any angle as stripes, and bands both ways as checks', () => {
    const ecru: [number, number, number] = [236, 230, 215];
    const navy: [number, number, number] = [30, 42, 74];
    for (const turn of [0, 30, 90, 135]) {
      const t = (turn * Math.PI) / 180;
      const stripes = synthetic((x, y) => {
        const u = x * Math.sin(t) + y * Math.cos(t);
        return Math.floor(u / 6) % 2 === 0 ? ecru : navy;
      });
      expect(readFabric(stripes).pattern, `${turn}°`).toBe('striped');
    }
    const gingham = synthetic((x, y) => {
      const bands = (Math.floor(x / 6) % 2) + (Math.floor(y / 6) % 2);
      return [ecru, [150, 160, 190], navy][bands] as [number, number, number];
    });
    expect(readFabric(gingham).pattern).toBe('checked');
  });

  it('reads a large graphic on the chest as printed, a small one as plain', () => {
    const tee = shadedPlain([232, 230, 224]);
    const withGraphic = (radius: number) =>
      synthetic((x, y) => {
        // A dark drawing: rings and spokes, dense with edges, inside a disc on the chest.
        const r = Math.hypot(x - 100, y - 110);
        if (r > radius) return tee(x, y);
        const ink = Math.sin(r / 1.5) > 0.2 || Math.sin(Math.atan2(y - 110, x - 100) * 9) > 0.6;
        return ink ? [25, 25, 30] : [200, 60, 40];
      });
    expect(readFabric(withGraphic(45)).pattern).toBe('printed');
    expect(readFabric(withGraphic(9)).pattern).toBe('plain');
  });

  it('tells denim blue from navy-bright blue and from grey', () => {
    const flat = (rgb: [number, number, number]) => synthetic(shadedPlain(rgb));
    expect(readFabric(flat([75, 107, 149])).denim).toBe(true); // mid-wash indigo
    expect(readFabric(flat([40, 60, 200])).denim).toBe(false); // royal blue cotton
    expect(readFabric(flat([128, 128, 130])).denim).toBe(false); // grey
  });

  it('reads nothing into an empty cut-out and refuses data of the wrong size', () => {
    const empty = { data: new Uint8Array(64 * 64 * 4), width: 64, height: 64 };
    expect(readFabric(empty)).toEqual({ pattern: 'plain', denim: false });
    expect(() => readFabric({ data: new Uint8Array(10), width: 64, height: 64 })).toThrow(
      RangeError,
    );
  });
});
