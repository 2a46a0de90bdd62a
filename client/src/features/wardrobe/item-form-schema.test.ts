import { describe, expect, it } from 'vitest';
import { emptyItemForm, itemFormSchema, type ItemFormValues } from './item-form-schema.ts';

const form = (values: Partial<ItemFormValues>) => ({ ...emptyItemForm, ...values });

function failures(values: Partial<ItemFormValues>) {
  const result = itemFormSchema.safeParse(form(values));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe('the item form schema', () => {
  it('turns the fields as typed into the request body: trimmed, blanks null, cents, a tag list', () => {
    expect(
      itemFormSchema.parse(
        form({
          name: '  Linen shirt ',
          category: 'tops',
          brand: ' ',
          price: '19.5',
          tags: ' summer, linen,, Summer ',
        }),
      ),
    ).toEqual({
      name: 'Linen shirt',
      category: 'tops',
      subcategory: null,
      color: null,
      brand: null,
      size: null,
      price: 1950,
      tags: ['summer', 'linen'],
    });
  });

  it("refuses what the server would, in the spec's words", () => {
    expect(failures({ name: '   ', category: '' })).toEqual({
      name: 'Please enter a name for your item.',
      category: 'Please select a category for your item.',
    });
  });

  it('refuses a negative price, and one that is not a number', () => {
    expect(failures({ name: 'Tee', category: 'tops', price: '-1' })).toHaveProperty('price');
    expect(failures({ name: 'Tee', category: 'tops', price: 'abc' })).toHaveProperty('price');
    expect(failures({ name: 'Tee', category: 'tops', price: '' })).toEqual({});
  });

  it('refuses more tags than the contract allows', () => {
    const tags = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',');
    expect(failures({ name: 'Tee', category: 'tops', tags })).toEqual({ tags: 'At most 20 tags' });
  });
});
