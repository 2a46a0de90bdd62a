import { describe, expect, it } from 'vitest';
import { suggestedName } from './scan-name.ts';

describe('suggestedName', () => {
  it.each([
    [{ color: 'Navy', pattern: 'striped', noun: 'T-Shirt' }, 'Navy Striped T-Shirt'],
    [{ color: 'White', pattern: 'printed', noun: 'T-Shirt' }, 'White Printed T-Shirt'],
    [{ color: 'Red', pattern: 'checked', noun: 'Shirt' }, 'Red Checked Shirt'],
    [{ color: 'Pink', pattern: 'floral', noun: 'Dress' }, 'Pink Floral Dress'],
    [{ color: 'Grey', pattern: 'plain', noun: 'Hoodie' }, 'Grey Hoodie'],
    [{ color: 'Denim', pattern: 'plain', noun: 'Denim Shorts' }, 'Denim Shorts'],
    [{ color: 'Light Blue', pattern: 'striped', noun: 'Denim Jacket' }, 'Denim Jacket'],
    [{ color: 'Black', pattern: 'plain', noun: 'Denim Jacket' }, 'Black Denim Jacket'],
    [{ color: 'Denim', pattern: 'plain', noun: 'Jeans' }, 'Jeans'],
    [{ color: 'Black', pattern: 'plain', noun: 'Jeans' }, 'Black Jeans'],
    [{ color: null, pattern: 'striped', noun: 'Top' }, 'Striped Top'],
  ] as const)('%o is "%s"', (parts, name) => {
    expect(suggestedName(parts)).toBe(name);
  });
});
