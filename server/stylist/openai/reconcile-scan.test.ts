import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../contract/wardrobe.ts';
import { DISAGREEMENT_NOTE, reconcileScan } from './reconcile-scan.ts';

const scan = (fields: Partial<ScanResult>): ScanResult => ({
  detectedName: 'Navy T-Shirt',
  itemName: 'Navy T-Shirt',
  category: 'tops',
  subcategory: 'T-Shirt',
  color: 'Navy',
  colors: [],
  brand: null,
  size: null,
  style: ['casual'],
  confidence: { category: 0.99, color: 0.9 },
  lowConfidence: false,
  unsure: [],
  provider: 'local',
  ...fields,
});

const model = scan({
  detectedName: 'Navy Crew-Neck Tee',
  itemName: 'Navy Crew-Neck Tee',
  subcategory: 't-shirt',
  brand: 'Uniqlo',
  size: 'M',
  confidence: { category: 0.6, color: 0.6 },
  lowConfidence: undefined,
  unsure: undefined,
  provider: 'openai',
});

describe('reconcileScan', () => {
  it('keeps the model’s answer when the built-in scanner has no sure category', () => {
    expect(reconcileScan(model, null)).toBe(model);
    expect(reconcileScan(model, scan({ category: null }))).toBe(model);
    expect(reconcileScan(model, scan({ category: 'bottoms', lowConfidence: true }))).toBe(model);
  });

  it('takes the model’s words and makes the category sure when both agree', () => {
    const result = reconcileScan(model, scan({}));
    expect(result).toMatchObject({
      detectedName: 'Navy Crew-Neck Tee',
      category: 'tops',
      brand: 'Uniqlo',
      provider: 'openai',
      lowConfidence: false,
      unsure: [],
    });
    expect(result.confidence.category).toBe(0.99);
    expect(result.note).toBeUndefined();
  });

  it('offers the built-in reading, unsure, with a note when they disagree', () => {
    const local = scan({
      detectedName: 'Black Skirt',
      itemName: 'Black Skirt',
      category: 'bottoms',
      subcategory: 'Skirt',
      color: 'Black',
      unsure: ['color'],
    });
    const result = reconcileScan(
      { ...model, category: 'accessories', detectedName: 'Black Bag' },
      local,
    );
    expect(result).toMatchObject({
      detectedName: 'Black Skirt',
      category: 'bottoms',
      subcategory: 'Skirt',
      brand: 'Uniqlo',
      size: 'M',
      lowConfidence: true,
      provider: 'openai',
      note: DISAGREEMENT_NOTE,
    });
    expect(new Set(result.unsure)).toEqual(
      new Set(['color', 'category', 'subcategory', 'name', 'style']),
    );
  });
});
