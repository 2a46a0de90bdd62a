import { describe, expect, it } from 'vitest';
import {
  dilate,
  fillSmallHoles,
  keepMainComponents,
  labelComponents,
  maskBoundingBox,
} from './mask-cleanup.ts';
import { foregroundPixels, isForeground } from './mask-foreground.ts';

/** Parses a picture like ['.#.', '###'] into a 0/1 grid. */
function grid(rows: string[]): { on: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  const on = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((c, x) => (on[y * width + x] = c === '#' ? 1 : 0)));
  return { on, width, height: rows.length };
}

function picture(on: Uint8Array, width: number): string[] {
  const rows: string[] = [];
  for (let y = 0; y * width < on.length; y++) {
    rows.push([...on.subarray(y * width, (y + 1) * width)].map((v) => (v ? '#' : '.')).join(''));
  }
  return rows;
}

describe('mask cleanup', () => {
  it('labels 8-connected blobs with their areas', () => {
    const { on, width, height } = grid(['#..#', '.#.#', '....', '##..']);
    const { areas } = labelComponents(on, width, height);
    expect(areas.slice(1).sort()).toEqual([2, 2, 2]);
  });

  it('keeps the main blob and one of similar size, drops specks', () => {
    const { on, width, height } = grid(['###...###.', '###...###.', '###...###.', '....#.....']);
    expect(picture(keepMainComponents(on, width, height), width)).toEqual([
      '###...###.',
      '###...###.',
      '###...###.',
      '..........',
    ]);
  });

  it('fills small holes but not openings to the frame or large holes', () => {
    const { on, width, height } = grid(['#########.', '#.#.....#.', '###.....#.', '#########.']);
    expect(picture(fillSmallHoles(on, width, height, 2), width)).toEqual([
      '#########.',
      '###.....#.',
      '###.....#.',
      '#########.',
    ]);
  });

  it('dilates by a square radius', () => {
    const { on, width, height } = grid(['.....', '.....', '..#..', '.....', '.....']);
    expect(picture(dilate(on, width, height, 1), width)).toEqual([
      '.....',
      '.###.',
      '.###.',
      '.###.',
      '.....',
    ]);
  });

  it('finds the bounding box of the pixels at or above a threshold', () => {
    const data = new Uint8Array(5 * 4);
    data[1 * 5 + 2] = 200;
    data[2 * 5 + 3] = 255;
    data[3 * 5 + 0] = 3;
    expect(maskBoundingBox({ width: 5, height: 4, data }, 8)).toEqual({
      left: 2,
      top: 1,
      width: 2,
      height: 2,
    });
    expect(maskBoundingBox({ width: 5, height: 4, data: new Uint8Array(20) })).toBeUndefined();
  });
});

describe('mask foreground', () => {
  // A 4×2 mask: the right half is garment.
  const mask = { width: 4, height: 2, data: Uint8Array.from([0, 0, 255, 255, 0, 127, 128, 255]) };

  it('returns only the garment pixels of a same-size image', () => {
    const data = new Uint8Array(4 * 2 * 3);
    for (let i = 0; i < 8; i++) data.set([i, 10 + i, 20 + i], i * 3);
    const pixels = foregroundPixels({ width: 4, height: 2, channels: 3, data }, mask);
    expect([...pixels]).toEqual([2, 12, 22, 3, 13, 23, 6, 16, 26, 7, 17, 27]);
  });

  it('maps a larger RGBA image onto the mask grid and can subsample', () => {
    const width = 8;
    const height = 4;
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) data.set([x, y, 99, 255], (y * width + x) * 4);
    }
    const image = { width, height, channels: 4, data };
    const all = foregroundPixels(image, mask);
    // Mask columns 2-3 cover image columns 4-7 on both rows; row 1's column 1 (127) stays out.
    expect(all.length / 3).toBe(16);
    for (let k = 0; k < all.length; k += 3) expect(all[k]).toBeGreaterThanOrEqual(4);
    expect(isForeground(mask, 3, 2, width, height)).toBe(false);
    expect(isForeground(mask, 4, 3, width, height)).toBe(true);

    const few = foregroundPixels(image, mask, { maxPixels: 4 });
    expect(few.length).toBe(12);
  });

  it('refuses a greyscale image', () => {
    expect(() =>
      foregroundPixels({ width: 4, height: 2, channels: 1, data: new Uint8Array(8) }, mask),
    ).toThrow(RangeError);
  });
});
