import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../contract/wardrobe.ts';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { readGarment } from './garment-traits.ts';

const traits = (name: string, category: Category, extra: Parameters<typeof item>[3] = {}) =>
  readGarment(item(name, category, null, extra));

describe('reading garments from words', () => {
  it('reads formality from the garment, its material and its details', () => {
    expect(traits('Grey Hoodie', 'tops').formality).toBe(1);
    expect(traits('Linen Trousers', 'bottoms').formality).toBe(3.25);
    expect(traits('Graphic T-Shirt', 'tops').formality).toBe(1.5);
    expect(traits('White T-Shirt', 'tops').formality).toBe(2);
    expect(traits('Oxford Shirt', 'tops').formality).toBe(3.5);
    expect(traits('Silk Blouse', 'tops').formality).toBeCloseTo(4.25);
    expect(traits('Navy Blazer', 'outerwear').formality).toBe(4);
    expect(traits('Denim Jacket', 'outerwear').formality).toBe(2);
    expect(traits('Black Oxfords', 'shoes').formality).toBe(4.5);
    expect(traits('Canvas Sneakers', 'shoes').formality).toBe(2);
    expect(traits('Cap Sleeve Blouse', 'tops').formality).toBe(3.5);
  });

  it('lets a tag lift a piece one step only', () => {
    expect(traits('Sneakers', 'shoes', { tags: ['formal'] }).formality).toBe(3);
    expect(traits('Trousers', 'bottoms', { tags: ['formal'] }).formality).toBe(4);
  });

  it('uses the subcategory when the name says nothing', () => {
    expect(traits('Sunday best', 'shoes', { subcategory: 'Loafers' }).garment).toBe('loafer');
    expect(traits('Mystery', 'tops').formality).toBe(3);
  });

  it('trusts the name that fits the category, and keeps the riskier reading when two do', () => {
    const wrap = traits('Wrap Dress', 'dresses', { subcategory: 'Joggers' });
    expect(wrap.garment).toBe('wrap dress');
    expect(wrap.activewear).toBe(false);
    // A generic subcategory ("Coat", as a scan writes it) does not override a specific name.
    expect(traits('Blazzer', 'outerwear', { subcategory: 'Coat' }).warmthRange).toEqual({
      min: 1.75,
      max: 1.75,
    });
    const layer = traits('Blazer', 'outerwear', { subcategory: 'Parka' });
    expect(layer.warmth).toBe(1.75);
    expect(layer.warmthRange).toEqual({ min: 1.75, max: 3 });
  });

  it('reads warmth', () => {
    expect(traits('Camel Wool Coat', 'outerwear').warmth).toBe(3);
    expect(traits('Puffer Jacket', 'outerwear').warmth).toBe(3);
    expect(traits('Rain Jacket', 'outerwear').warmth).toBe(1.5);
    expect(traits('Linen Shirt', 'tops').warmth).toBe(0);
    expect(traits('Cashmere Sweater', 'tops').warmth).toBe(3);
  });

  it('flags what fails in rain and cold', () => {
    expect(traits('Tan Suede Ankle Boots', 'shoes').rainUnsafe).toBe(true);
    expect(traits('White Canvas Sneakers', 'shoes').rainUnsafe).toBe(true);
    expect(traits('Leather Sandals', 'shoes')).toMatchObject({
      rainUnsafe: true,
      coldUnsafe: true,
    });
    expect(traits('Suede Boots', 'shoes', { tags: ['waterproof'] })).toMatchObject({
      rainUnsafe: false,
      rainReady: true,
    });
    expect(traits('Umbrella', 'accessories', { subcategory: 'Suede' }).rainUnsafe).toBe(true);
    expect(traits('Denim Shorts', 'bottoms').coldUnsafe).toBe(true);
    expect(traits('Trench Coat', 'outerwear').rainReady).toBe(true);
    expect(traits('Leather Chelsea Boots', 'shoes')).toMatchObject({
      rainUnsafe: false,
      coldUnsafe: false,
    });
  });

  it('knows activewear', () => {
    expect(traits('Black Leggings', 'bottoms').activewear).toBe(true);
    expect(traits('Running Shoes', 'shoes').activewear).toBe(true);
    expect(traits('Gym Shorts', 'bottoms').activewear).toBe(true);
    expect(traits('Blue Jeans', 'bottoms').activewear).toBe(false);
  });

  it('finds style words in name, subcategory and tags', () => {
    expect([...traits('Studded Leather Jacket', 'outerwear').styles]).toEqual(
      expect.arrayContaining(['edgy']),
    );
    expect([...traits('Top', 'tops', { tags: ['Puff Sleeves', 'lace'] }).styles]).toContain(
      'romantic',
    );
    expect(traits('Plain Tee', 'tops').styles.size).toBe(0);
  });
});
