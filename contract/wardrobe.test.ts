import { describe, expect, it } from 'vitest';
import { costPerWear, createItemFieldsSchema, updateItemBodySchema } from './wardrobe.ts';

describe('costPerWear', () => {
  it('is price / 100 / timesWorn in dollars', () => {
    expect(costPerWear(6000, 4)).toBe(15);
    expect(costPerWear(999, 3)).toBeCloseTo(3.33, 2);
  });

  it('is null unless both price and wears are non-zero', () => {
    expect(costPerWear(0, 4)).toBeNull();
    expect(costPerWear(null, 4)).toBeNull();
    expect(costPerWear(undefined, 4)).toBeNull();
    expect(costPerWear(5000, 0)).toBeNull();
  });
});

describe('createItemFieldsSchema', () => {
  it('turns multipart text into typed fields', () => {
    expect(
      createItemFieldsSchema.parse({
        name: ' Linen shirt ',
        category: 'Tops',
        price: '2999',
        tags: '["summer"," linen ","Summer"]',
        brand: '',
      }),
    ).toEqual({
      name: 'Linen shirt',
      category: 'tops',
      price: 2999,
      tags: ['summer', 'linen'],
      brand: null,
    });
  });

  it('leaves price null and tags empty when they are not sent', () => {
    expect(createItemFieldsSchema.parse({ name: 'Tee', category: 'tops' })).toEqual({
      name: 'Tee',
      category: 'tops',
      price: null,
      tags: [],
    });
  });
});

describe('updateItemBodySchema', () => {
  it('keeps absent fields absent and turns blank ones into null', () => {
    expect(updateItemBodySchema.parse({ brand: '  ', inLaundry: true })).toEqual({
      brand: null,
      inLaundry: true,
    });
    expect(updateItemBodySchema.parse({})).toEqual({});
  });

  it('drops fields the client may not set', () => {
    expect(
      updateItemBodySchema.parse({ userId: 'x', timesWorn: 9, id: 'y', name: 'Coat' }),
    ).toEqual({ name: 'Coat' });
  });
});
