import { describe, expect, it } from 'vitest';
import { closeNotches } from './mask-cleanup.ts';
import { backdropColour, clearEnclosedBackdrop, decontaminateEdge } from './mask-refine.ts';

const BACKDROP = [240, 238, 232] as const;
const LEATHER = [120, 70, 40] as const;

/**
 * A tote on a pale backdrop, 60×60: the bag's body below, a ring-shaped handle above it with the
 * backdrop showing through. `filledHandle` is the network's mistake: the handle's inside marked
 * garment too.
 */
function tote(filledHandle: boolean) {
  const side = 60;
  const rgb = new Uint8Array(side * side * 3);
  const alpha = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const body = x >= 10 && x < 50 && y >= 30 && y < 55;
      const ring = Math.hypot(x - 30, y - 30);
      const handle = y < 30 && ring >= 12 && ring <= 16;
      const inside = y < 30 && ring < 12;
      const leather = body || handle;
      const colour = leather ? LEATHER : BACKDROP;
      rgb.set(colour, i * 3);
      alpha[i] = leather || (filledHandle && inside) ? 255 : 0;
    }
  }
  return { rgb, mask: { width: side, height: side, data: alpha }, side };
}

describe('clearEnclosedBackdrop', () => {
  it("opens a bag handle's hole the network filled, and keeps the bag", () => {
    const { rgb, mask, side } = tote(true);
    const backdrop = backdropColour(rgb, mask)!;
    expect(backdrop.map(Math.round)).toEqual([...BACKDROP]);
    const cleared = clearEnclosedBackdrop(rgb, mask, backdrop);
    expect(cleared).toBeGreaterThan(150);
    expect(mask.data[20 * side + 30]).toBe(0); // inside the handle
    expect(mask.data[40 * side + 30]).toBe(255); // the bag's body
    expect(mask.data[30 * side + 15]).toBe(255); // the handle itself
  });

  it('keeps backdrop-coloured stripes on a navy top (thin bands, not openings)', () => {
    const side = 60;
    const rgb = new Uint8Array(side * side * 3);
    const data = new Uint8Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        const inside = x >= 5 && x < 55 && y >= 5 && y < 55;
        const ecruStripe = inside && x > 6 && x < 53 && y % 6 < 2;
        rgb.set(inside && !ecruStripe ? [30, 40, 74] : BACKDROP, i * 3);
        if (inside) data[i] = 255;
      }
    }
    const mask = { width: side, height: side, data };
    expect(clearEnclosedBackdrop(rgb, mask, backdropColour(rgb, mask)!)).toBe(0);
  });

  it('leaves a white garment on a white backdrop whole', () => {
    const side = 40;
    const rgb = new Uint8Array(side * side * 3).fill(245);
    const data = new Uint8Array(side * side);
    for (let y = 5; y < 35; y++) for (let x = 5; x < 35; x++) data[y * side + x] = 255;
    const mask = { width: side, height: side, data };
    expect(clearEnclosedBackdrop(rgb, mask, backdropColour(rgb, mask)!)).toBe(0);
  });
});

describe('closeNotches', () => {
  const grid = (rows: string[]) => {
    const width = rows[0]!.length;
    const on = new Uint8Array(width * rows.length);
    rows.forEach((row, y) => [...row].forEach((c, x) => (on[y * width + x] = c === '#' ? 1 : 0)));
    return { on, width, height: rows.length };
  };

  it('closes a one-pixel bite out of an edge but keeps a wide opening', () => {
    const notched = grid(['..........', '.####.###.', '.########.', '.########.', '..........']);
    const closed = closeNotches(notched.on, notched.width, notched.height, 1);
    expect(closed[1 * 10 + 5]).toBe(1);

    const opening = grid([
      '............',
      '.###....###.',
      '.###....###.',
      '.##########.',
      '............',
    ]);
    const kept = closeNotches(opening.on, opening.width, opening.height, 1);
    expect(kept[1 * 12 + 6]).toBe(0);
    expect(kept[2 * 12 + 5]).toBe(0);
  });
});

describe('decontaminateEdge', () => {
  it("takes the backdrop's colour out of a half-transparent edge pixel", () => {
    // Half black garment, half white backdrop: seen as mid grey, a pale halo on a dark tile.
    const rgba = new Uint8Array([128, 128, 128, 128, 10, 10, 10, 255, 250, 250, 250, 10]);
    decontaminateEdge(rgba, [255, 255, 255]);
    expect([...rgba.subarray(0, 3)].every((v) => v < 8)).toBe(true);
    expect([...rgba.subarray(4, 8)]).toEqual([10, 10, 10, 255]);
    expect(rgba[11]).toBe(0);
  });
});
