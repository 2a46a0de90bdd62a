import { PRICE_MESSAGE } from '@contract/marketplace.ts';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_HINT,
  emptyListingForm,
  listingFormData,
  listingFormSchema,
  PRICE_HINT,
} from './listing-form-schema.ts';

const typed = (fields: Partial<typeof emptyListingForm>) => ({
  ...emptyListingForm,
  title: 'Linen shirt',
  price: '45',
  ...fields,
});
const problems = (fields: Partial<typeof emptyListingForm>) => {
  const result = listingFormSchema.safeParse(typed(fields));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listingFormSchema', () => {
  it('turns the fields as typed into the body: price in cents, blanks null', () => {
    expect(
      listingFormSchema.parse(
        typed({ title: ' Linen shirt ', price: '45.5', category: 'tops', size: ' M ' }),
      ),
    ).toEqual({
      title: 'Linen shirt',
      description: null,
      price: 4550,
      condition: 'good',
      category: 'tops',
      size: 'M',
      brand: null,
      contact: null,
    });
  });

  it('says what is wrong with a price or a contact under the field', () => {
    expect(problems({ price: '0' })).toEqual([`price: ${PRICE_HINT}`]);
    expect(problems({ price: '100000.01' })).toEqual([`price: ${PRICE_HINT}`]);
    expect(problems({ contact: 'javascript:alert(1)' })).toEqual([`contact: ${CONTACT_HINT}`]);
    expect(problems({ contact: 'lena@example.com' })).toEqual([]);
  });

  it('refuses a listing without a title or a price, as the server would', () => {
    expect(problems({ title: '  ' })).toEqual(['title: Title is required']);
    expect(problems({ price: '' })).toEqual([`price: ${PRICE_MESSAGE}`]);
  });

  it('builds the multipart form with the piece it starts from', () => {
    const form = listingFormData(listingFormSchema.parse(typed({})), {
      wardrobeItemId: 'item-1',
      image: null,
    });
    expect(form.get('price')).toBe('4500');
    expect(form.get('category')).toBe('');
    expect(form.get('wardrobeItemId')).toBe('item-1');
    expect(form.has('image')).toBe(false);
  });
});
