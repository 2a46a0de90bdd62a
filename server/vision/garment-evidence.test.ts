import { describe, expect, it } from 'vitest';
import {
  FLAT_SPREAD,
  MAX_BORDER_SHARE,
  MAX_COMPONENTS,
  MAX_SUBJECT_COVERAGE,
  MIN_SUBJECT_COVERAGE,
  OVAL_FIT,
  borderShareOf,
  ellipseFitOf,
  judgeGarment,
  type GarmentEvidence,
} from './garment-evidence.ts';

// A flat-lay T-shirt as measured on the demo renders: a quarter of the frame, one blob, clear of
// the edges, far from an oval, no skin tones, a confident classifier.
const tee: GarmentEvidence = {
  coverage: 0.25,
  components: 1,
  borderShare: 0,
  ellipseFit: 0.7,
  skinShare: 0,
  colourSpread: 40,
  confidence: 0.95,
};

describe('judgeGarment', () => {
  it('takes a garment laid out on a background', () => {
    expect(judgeGarment(tee)).toEqual({ garment: true });
    // A pair of shoes, a camel coat in skin tones, a coiled belt: still garments.
    expect(judgeGarment({ ...tee, components: 2, coverage: 0.09 }).garment).toBe(true);
    expect(judgeGarment({ ...tee, skinShare: 0.99, ellipseFit: 0.74 }).garment).toBe(true);
    expect(
      judgeGarment({ ...tee, ellipseFit: 0.92, skinShare: 0.88, confidence: 0.55 }).garment,
    ).toBe(true);
  });

  it.each([
    ['flat', { colourSpread: FLAT_SPREAD - 1 }],
    ['too-small', { coverage: MIN_SUBJECT_COVERAGE / 2 }],
    ['whole-frame', { coverage: (MAX_SUBJECT_COVERAGE + 1) / 2 }],
    ['scenery', { borderShare: MAX_BORDER_SHARE + 0.1 }],
    ['scattered', { components: MAX_COMPONENTS + 1 }],
    ['face-like', { ellipseFit: OVAL_FIT + 0.02, skinShare: 0.9, confidence: 0.9 }],
    ['unknown-blob', { ellipseFit: OVAL_FIT + 0.02, confidence: 0.4 }],
  ] as const)('refuses a photo that is %s', (reason, change) => {
    expect(judgeGarment({ ...tee, ...change })).toEqual({ garment: false, reason });
  });

  it('trusts an oval the classifier knows well and that is not skin (a round bag)', () => {
    expect(judgeGarment({ ...tee, ellipseFit: 0.97, confidence: 0.9 }).garment).toBe(true);
  });
});

describe('mask measures', () => {
  const side = 40;
  const mask = (inside: (x: number, y: number) => boolean) => {
    const data = new Uint8Array(side * side);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) data[y * side + x] = inside(x, y) ? 255 : 0;
    return { width: side, height: side, data };
  };
  const box = { left: 0, top: 0, width: side, height: side };

  it('fits an oval at 1 and a square well below', () => {
    const oval = mask((x, y) => ((x + 0.5 - 20) / 20) ** 2 + ((y + 0.5 - 20) / 20) ** 2 <= 1);
    expect(ellipseFitOf(oval, box)).toBeCloseTo(1, 2);
    expect(
      ellipseFitOf(
        mask(() => true),
        box,
      ),
    ).toBeLessThan(0.8);
  });

  it('measures how much of the frame edge is foreground', () => {
    expect(borderShareOf(mask((_, y) => y >= 20))).toBeCloseTo(0.5, 1);
    expect(borderShareOf(mask((x, y) => x > 5 && x < 30 && y > 5 && y < 30))).toBe(0);
  });
});
