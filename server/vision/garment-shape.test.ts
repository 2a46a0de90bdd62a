import { describe, expect, it } from 'vitest';
import type { GarmentPrediction } from './garment-classifier.ts';
import { garmentShapeOf, readGarment, type GarmentShape } from './garment-shape.ts';

const predicted = (change: Partial<GarmentPrediction>): GarmentPrediction => ({
  category: 'tops',
  subcategory: 'shirt',
  subcategoryLabel: 'Shirt',
  confidence: 0.9,
  subcategoryConfidence: 0.8,
  lowConfidence: false,
  ...change,
});

const shape = (rows: [number, number][], change: Partial<GarmentShape> = {}): GarmentShape => ({
  aspect: 1,
  rows: rows.map(([fill, runs]) => ({ fill, runs })),
  fill: 0.6,
  pair: false,
  ...change,
});

// Row profiles measured on the demo wardrobe's renders (fill share / runs at 5 … 95 % height).
const LONG_COAT = shape(
  [
    [0.36, 1],
    [0.62, 1],
    [0.7, 3],
    [0.74, 3],
    [0.52, 1],
    [0.53, 1],
  ],
  { aspect: 0.77 },
);
const SKIRT = shape(
  [
    [0.52, 1],
    [0.6, 1],
    [0.72, 1],
    [0.83, 1],
    [0.94, 1],
    [0.99, 1],
  ],
  { aspect: 0.86 },
);
const SHORTS = shape(
  [
    [0.76, 1],
    [0.81, 1],
    [0.86, 1],
    [0.89, 1],
    [0.92, 2],
    [0.91, 2],
  ],
  { aspect: 1.12 },
);
const BOOT = shape(
  [
    [0.04, 1],
    [0.26, 1],
    [0.52, 1],
    [0.97, 1],
    [0.8, 1],
    [0.16, 1],
  ],
  { aspect: 1.56 },
);
const HEEL = shape(
  [
    [0.04, 1],
    [0.16, 1],
    [0.36, 3],
    [0.39, 5],
    [0.41, 2],
    [0.43, 2],
  ],
  { aspect: 2 },
);
const TRAINER = shape(
  [
    [0.05, 1],
    [0.42, 1],
    [0.75, 2],
    [0.8, 2],
    [0.81, 1],
    [0.81, 1],
  ],
  { aspect: 2.19 },
);
const DRESS = shape(
  [
    [0.46, 1],
    [0.87, 1],
    [0.41, 1],
    [0.62, 1],
    [0.84, 1],
    [0.98, 1],
  ],
  { aspect: 0.61 },
);

describe('readGarment', () => {
  it('takes a long garment with sleeves hanging beside it for a coat, not a dress', () => {
    const dress = predicted({
      category: 'dresses',
      subcategory: 'dress',
      confidence: 0.42,
      lowConfidence: true,
    });
    expect(readGarment(dress, LONG_COAT)).toMatchObject({
      category: 'outerwear',
      label: 'Coat',
      lowConfidence: true,
    });
    expect(readGarment({ ...dress, confidence: 1, lowConfidence: false }, DRESS)).toMatchObject({
      category: 'dresses',
      label: 'Dress',
    });
  });

  it('reads skirts and shorts the classifier took for tops', () => {
    expect(readGarment(predicted({}), SKIRT)).toMatchObject({
      category: 'bottoms',
      label: 'Skirt',
    });
    expect(readGarment(predicted({}), SHORTS)).toMatchObject({
      category: 'bottoms',
      label: 'Shorts',
    });
  });

  it('names shoes by their shape, and says only "shoes" when it cannot tell', () => {
    const sandal = predicted({
      category: 'shoes',
      subcategory: 'sandal',
      subcategoryLabel: 'Sandal',
    });
    expect(readGarment(sandal, BOOT).label).toBe('Ankle Boots');
    expect(readGarment(sandal, HEEL).label).toBe('Heels');
    expect(readGarment(sandal, TRAINER).label).toBe('Sneakers');
    const closed = shape(
      [
        [0.28, 1],
        [0.76, 1],
        [0.83, 1],
        [0.72, 1],
        [0.82, 1],
        [0.14, 1],
      ],
      { aspect: 2.45, fill: 0.62 },
    );
    expect(readGarment(sandal, closed)).toMatchObject({
      category: 'shoes',
      label: null,
      subcategory: null,
    });
    expect(readGarment(sandal, { ...closed, fill: 0.35 }).label).toBe('Sandals');
  });

  it('takes a balanced pair of blobs for shoes, as a guess', () => {
    const trousers = predicted({ category: 'bottoms', subcategory: 'trousers' });
    expect(readGarment(trousers, shape([[0.35, 2]], { pair: true }))).toMatchObject({
      category: 'shoes',
      lowConfidence: true,
    });
  });

  it('offers the noun only when the classifier is sure of it; pullover is a jumper, a short coat a jacket', () => {
    expect(readGarment(predicted({ subcategoryConfidence: 0.35 }), DRESS)).toMatchObject({
      category: 'tops',
      label: null,
    });
    expect(readGarment(predicted({ subcategory: 'pullover' }), DRESS).label).toBe('Jumper');
    const coat = predicted({ category: 'outerwear', subcategory: 'coat' });
    expect(readGarment(coat, shape([[0.2, 1]], { aspect: 1.14 })).label).toBe('Jacket');
  });
});

describe('garmentShapeOf', () => {
  it('counts the runs across each row and finds a balanced pair', () => {
    // Two legs side by side: every row has two runs.
    const width = 50;
    const height = 40;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) if (x < 20 || x >= 30) data[y * width + x] = 255;
    }
    const measured = garmentShapeOf(
      { width, height, data },
      { left: 0, top: 0, width, height },
      [800, 800],
    );
    expect(measured.rows.every((r) => r.runs === 2)).toBe(true);
    expect(measured.rows[0]!.fill).toBeCloseTo(0.8);
    expect(measured.pair).toBe(true);
    expect(
      garmentShapeOf({ width, height, data }, { left: 0, top: 0, width, height }, [800, 100]).pair,
    ).toBe(false);
  });
});
