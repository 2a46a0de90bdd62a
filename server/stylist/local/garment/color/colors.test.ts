import { describe, expect, it } from 'vitest';
import { readPixels } from '../../../../images/image-pipeline.ts';
import { garmentCutoutPng, garmentJpeg } from '../../../../test/test-images.ts';
import { analyzeColors, type RgbaPixels } from './analyze-colors.ts';
import { deltaE2000, hexToLab, labToHex, srgbToLab } from './color-space.ts';
import { kmeansLab } from './kmeans.ts';
import { APPROXIMATE_DELTA_E, FASHION_PALETTE, nearestPaletteColor } from './palette.ts';

/** A width×height image of one colour, optionally with a differently coloured centre block. */
function swatch(hex: string, size = 32, centre?: { hex: string; fraction: number }): RgbaPixels {
  const rgb = (value: string) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  const outer = rgb(hex);
  const inner = centre ? rgb(centre.hex) : outer;
  const margin = centre ? Math.round((size * (1 - centre.fraction)) / 2) : size;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = x >= margin && y >= margin && x < size - margin && y < size - margin;
      const [r, g, b] = inside ? inner : outer;
      data.set([r!, g!, b!, 255], (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}

describe('sRGB ↔ CIELAB', () => {
  it('matches reference values', () => {
    const white = srgbToLab(255, 255, 255);
    expect(white.L).toBeCloseTo(100, 3);
    expect(white.a).toBeCloseTo(0, 3);
    expect(white.b).toBeCloseTo(0, 3);
    const red = srgbToLab(255, 0, 0);
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const black = srgbToLab(0, 0, 0);
    expect(black.L).toBeCloseTo(0, 5);
  });

  it('round-trips every palette colour through hex', () => {
    for (const color of FASHION_PALETTE) expect(labToHex(hexToLab(color.hex))).toBe(color.hex);
  });
});

describe('CIEDE2000', () => {
  // Sharma, Wu & Dalal (2005), table 1.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('ΔE00(%j, %j) = %d', (x, y, expected) => {
    const lab = ([L, a, b]: number[]) => ({ L: L!, a: a!, b: b! });
    expect(deltaE2000(lab(x), lab(y))).toBeCloseTo(expected, 4);
    expect(deltaE2000(lab(y), lab(x))).toBeCloseTo(expected, 4);
  });
});

describe('fashion palette', () => {
  it('has about 36 distinct, well-separated names', () => {
    expect(FASHION_PALETTE.length).toBeGreaterThanOrEqual(36);
    expect(new Set(FASHION_PALETTE.map((color) => color.name)).size).toBe(FASHION_PALETTE.length);
    for (const x of FASHION_PALETTE) {
      for (const y of FASHION_PALETTE) {
        if (x !== y) expect(deltaE2000(x.lab, y.lab), `${x.name} vs ${y.name}`).toBeGreaterThan(5);
      }
    }
  });

  it('names each swatch after itself, exactly', () => {
    for (const color of FASHION_PALETTE) {
      const nearest = nearestPaletteColor(color.lab);
      expect(nearest.color.name).toBe(color.name);
      expect(nearest.deltaE).toBeLessThan(1e-9);
    }
  });

  it.each([
    ['#000000', 'Black'],
    ['#ffffff', 'White'],
    ['#000080', 'Navy'],
    ['#14213d', 'Navy'],
    ['#ff0000', 'Red'],
    ['#dc143c', 'Red'],
    ['#808080', 'Grey'],
    ['#36454f', 'Charcoal'],
    ['#f5f5dc', 'Cream'],
    ['#c0c0c0', 'Light Grey'],
    ['#008080', 'Teal'],
    ['#556b2f', 'Olive'],
    ['#800020', 'Burgundy'],
    ['#ffc0cb', 'Pink'],
    ['#d2b48c', 'Beige'],
    ['#1560bd', 'Blue'],
  ])('calls %s %s', (hex, name) => {
    expect(nearestPaletteColor(hexToLab(hex)).color.name).toBe(name);
  });
});

describe('k-means in CIELAB', () => {
  it('separates two clear groups and is deterministic', () => {
    const points = new Float32Array(600);
    for (let i = 0; i < 200; i++)
      points.set(i % 2 ? [20, 10 + (i % 3), -40] : [90, 0, 2 + (i % 4)], i * 3);
    const first = kmeansLab(points, 2);
    const second = kmeansLab(points, 2);
    expect(first).toEqual(second);
    expect(first.map((cluster) => cluster.count).sort()).toEqual([100, 100]);
  });

  it('answers nothing for no points and never more clusters than points', () => {
    expect(kmeansLab(new Float32Array(0), 5)).toEqual([]);
    expect(kmeansLab(new Float32Array([50, 0, 0, 60, 0, 0]), 5)).toHaveLength(2);
  });
});

describe('analyzeColors on swatches', () => {
  it.each(FASHION_PALETTE.map((color) => [color.name, color.hex]))(
    'a plain %s swatch is %s',
    (name, hex) => {
      const analysis = analyzeColors(swatch(hex));
      expect(analysis.colors).toHaveLength(1);
      expect(analysis.colors[0]).toMatchObject({
        name,
        hex,
        observedHex: hex,
        share: 1,
        approximate: false,
      });
    },
  );

  it('reads the garment, not the even background around it', () => {
    const analysis = analyzeColors(swatch('#f4f4f2', 64, { hex: '#72182a', fraction: 0.5 }));
    expect(analysis.background).toBe('border');
    expect(analysis.colors.map((color) => color.name)).toEqual(['Burgundy']);
    expect(analysis.foregroundShare).toBeCloseTo(0.25, 1);
  });

  it('flags a colour far from every name as approximate', () => {
    const neon = '#00ff66';
    const { deltaE } = nearestPaletteColor(hexToLab(neon));
    expect(deltaE).toBeGreaterThan(APPROXIMATE_DELTA_E);
    expect(analyzeColors(swatch(neon)).colors[0]!.approximate).toBe(true);
  });

  it('answers nothing for an empty image', () => {
    expect(analyzeColors({ data: new Uint8Array(0), width: 0, height: 0 }).colors).toEqual([]);
  });
});

describe('analyzeColors on photos', () => {
  const colorsOf = async (image: Buffer) => analyzeColors(await readPixels(image, 128));

  it('finds a navy shirt on a white background', async () => {
    const analysis = await colorsOf(await garmentJpeg({ color: '#1f2850', background: '#f4f4f2' }));
    expect(analysis.colors.map((color) => color.name)).toEqual(['Navy']);
    expect(analysis.confidence).toBeGreaterThan(0.8);
  });

  it('finds both colours of a striped shirt and no blend of them', async () => {
    const analysis = await colorsOf(
      await garmentJpeg({ color: '#1f2850', stripes: '#c8202f', background: '#f3ead3' }),
    );
    expect(analysis.colors.map((color) => color.name).sort()).toEqual(['Navy', 'Red']);
  });

  it('reads a cut-out through its transparency', async () => {
    const analysis = await colorsOf(await garmentCutoutPng('#6b6b30'));
    expect(analysis.background).toBe('transparent');
    expect(analysis.colors.map((color) => color.name)).toEqual(['Olive']);
  });

  it('reads the middle when the garment is the colour of its background', async () => {
    const analysis = await colorsOf(await garmentJpeg({ color: '#fbfbfb', background: '#f4f4f2' }));
    expect(analysis.background).toBe('center');
    expect(analysis.colors[0]!.name).toBe('White');
  });

  it('gives the same answer every time', async () => {
    const image = await garmentJpeg({
      color: '#c19a6b',
      stripes: '#4a2c21',
      background: '#ffffff',
    });
    expect(await colorsOf(image)).toEqual(await colorsOf(image));
  });
});
