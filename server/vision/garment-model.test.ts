import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES as GARMENT_CATEGORIES } from '../../contract/wardrobe-values.ts';
import {
  GARMENT_MODEL_PATH,
  garmentLogits,
  garmentModelMeta,
  garmentRegion,
  kindProbabilities,
  readGarmentKind,
  readKinds,
  type GarmentModelMeta,
} from './garment-model.ts';

const meta: GarmentModelMeta = {
  sha256: '',
  input: { side: 224, range: [-1, 1] },
  kinds: [
    { kind: 'T-Shirt', category: 'tops' },
    { kind: 'Longsleeve', category: 'tops' },
    { kind: 'Dress', category: 'dresses' },
    { kind: 'Shoes', category: 'shoes' },
  ],
  temperature: 1,
  sureFrom: { tops: 0.9, bottoms: 0.9, dresses: 0.9, outerwear: 0.9, shoes: 0.6, accessories: 1 },
};

const real = (file: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/real', file));

describe('readKinds', () => {
  it('picks the category with the most probability over its kinds, then its likeliest kind', () => {
    // The dress is the likeliest single kind, but two kinds of top together outweigh it.
    const reading = readKinds([0.3, 0.3, 0.4, 0], meta);
    expect(reading).toMatchObject({ kind: 'T-Shirt', category: 'tops', lowConfidence: true });
    expect(reading.confidence).toBeCloseTo(0.6);
    expect(reading.kindConfidence).toBeCloseTo(0.3);
  });

  it('is sure from its category’s own threshold', () => {
    expect(readKinds([0, 0, 0.3, 0.7], meta)).toMatchObject({
      category: 'shoes',
      lowConfidence: false,
    });
    expect(readKinds([0.85, 0, 0.15, 0], meta)).toMatchObject({
      category: 'tops',
      lowConfidence: true,
    });
    expect(readKinds([0.95, 0, 0.05, 0], meta)).toMatchObject({
      category: 'tops',
      lowConfidence: false,
    });
  });
});

describe('the name of a reading', () => {
  const outer: GarmentModelMeta = {
    ...meta,
    kinds: [
      { kind: 'Outwear', category: 'outerwear' },
      { kind: 'Blazer', category: 'outerwear' },
      { kind: 'Hoodie', category: 'outerwear' },
      { kind: 'T-Shirt', category: 'tops' },
    ],
  };

  it('names a sure kind by its own noun', () => {
    expect(readKinds([0.1, 0, 0.85, 0.05], outer)).toMatchObject({
      kind: 'Hoodie',
      nameKind: 'Hoodie',
    });
  });

  it('names an unsure hoodie that may be a jacket a hooded jacket, as sure as both together', () => {
    const reading = readKinds([0.35, 0.05, 0.5, 0.1], outer);
    expect(reading).toMatchObject({ kind: 'Hoodie', nameKind: 'Hooded Jacket' });
    expect(reading.nameConfidence).toBeCloseTo(0.85);
  });

  it('names an unsure blazer that may be another jacket a jacket', () => {
    expect(readKinds([0.3, 0.45, 0.05, 0.2], outer)).toMatchObject({
      kind: 'Blazer',
      nameKind: 'Outwear',
    });
  });

  it('keeps the kind’s own noun when no broader name holds more', () => {
    const reading = readKinds([0, 0.6, 0, 0.4], outer);
    expect(reading).toMatchObject({ kind: 'Blazer', nameKind: 'Blazer' });
    expect(reading.nameConfidence).toBeCloseTo(0.6);
  });
});

describe('garmentRegion', () => {
  const frame = { width: 400, height: 500 };

  it('widens the garment’s box by the margin on each side', () => {
    expect(garmentRegion({ left: 100, top: 100, width: 200, height: 100 }, frame, 0.05)).toEqual({
      left: 90,
      top: 95,
      width: 220,
      height: 110,
    });
  });

  it('stays inside the photo', () => {
    expect(garmentRegion({ left: 0, top: 450, width: 400, height: 50 }, frame, 0.1)).toEqual({
      left: 0,
      top: 445,
      width: 400,
      height: 55,
    });
  });

  it('has nothing to show of a box without area', () => {
    expect(garmentRegion({ left: 10, top: 10, width: 1, height: 0 }, frame, 0)).toBeNull();
  });
});

describe('kindProbabilities', () => {
  it('is a softmax over the temperature', () => {
    const sharp1 = kindProbabilities([2, 1, 0], 1);
    const soft = kindProbabilities([2, 1, 0], 4);
    expect([...sharp1].reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(sharp1[0]).toBeCloseTo(Math.exp(2) / (Math.exp(2) + Math.exp(1) + 1));
    expect(soft[0]).toBeLessThan(sharp1[0]!);
  });
});

describe('the committed garment model', () => {
  it('is the file its metadata describes, within the size budget, with a threshold per category', () => {
    const model = garmentModelMeta();
    const bytes = readFileSync(GARMENT_MODEL_PATH);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(model.sha256);
    expect(statSync(GARMENT_MODEL_PATH).size).toBeLessThan(25 * 1024 * 1024);
    for (const category of GARMENT_CATEGORIES) {
      expect(model.sureFrom[category]).toBeGreaterThan(0.5);
      expect(model.kinds.some((k) => k.category === category)).toBe(true);
    }
  });

  // Real photos of the CC0 set (server/vision/fixtures/real), taken at home.
  it.each([
    ['plain-tee.jpg', 'tops', 'T-Shirt'],
    ['striped-tee.jpg', 'tops', 'T-Shirt'],
    ['blue-jeans.jpg', 'bottoms', 'Pants'],
    ['checked-shirt.jpg', 'tops', 'Shirt'],
  ])('reads %s as %s (%s)', async (file, category, kind) => {
    const reading = await readGarmentKind(real(file));
    expect(reading).toMatchObject({ category, kind });
  });

  it('reads the garment’s own view beside the whole photo when the cut-out found it', async () => {
    const photo = real('blue-jeans.jpg');
    const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({
      resolveWithObject: true,
    });
    const upright = { data, width: info.width, height: info.height };
    const box = {
      left: Math.round(info.width / 4),
      top: Math.round(info.height / 4),
      width: Math.round(info.width / 2),
      height: Math.round(info.height / 2),
    };
    const whole = await garmentLogits(upright);
    const both = await garmentLogits(upright, box);
    expect(garmentModelMeta().input.views).toEqual(['whole', 'garment']);
    // The mean of the two views: not the whole photo's logits alone.
    expect([...both]).not.toEqual([...whole]);
    expect(both).toHaveLength(whole.length);
    // Bytes carry no frame the box could be read in: the whole photo alone.
    expect([...(await garmentLogits(photo, box))]).toEqual([...(await garmentLogits(photo))]);
  });

  it('reads a photo the same whichever way its EXIF says it was held', async () => {
    const photo = real('plain-tee.jpg');
    const upright = await readGarmentKind(photo);
    // Stored on its side, with the EXIF orientation that turns it back.
    const sideways = await sharp(photo)
      .rotate(90)
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();
    const turned = await readGarmentKind(sideways);
    expect(turned.kind).toBe(upright.kind);
    expect(turned.confidence).toBeCloseTo(upright.confidence, 1);
  });
});
