import { createListingBodySchema, PRICE_MESSAGE } from '@contract/marketplace.ts';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_HINT,
  createListingBody,
  emptyListingForm,
  listingFormSchema,
  PRICE_HINT,
} from './listing-form-schema.ts';

const ITEM_ID = '0b5e8a52-4c1d-4e0f-9a3b-6d2f1c7e8a90';
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

  it('lists a wardrobe piece as JSON: the piece, no form (its photo is copied)', () => {
    const body = createListingBody(listingFormSchema.parse(typed({ category: 'tops' })), {
      wardrobeItemId: ITEM_ID,
      image: null,
    });
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toEqual({
      title: 'Linen shirt',
      description: null,
      price: 4500,
      condition: 'good',
      category: 'tops',
      size: null,
      brand: null,
      contact: null,
      wardrobeItemId: ITEM_ID,
    });
    // What the server parses a JSON listing with takes it as sent.
    expect(createListingBodySchema.parse(body)).toMatchObject({
      price: 4500,
      wardrobeItemId: ITEM_ID,
    });
  });

  it('sends JSON without a piece or a photo too (a listing without a photo)', () => {
    const body = createListingBody(listingFormSchema.parse(typed({})), {
      wardrobeItemId: null,
      image: null,
    });
    expect(body).toMatchObject({ category: null, wardrobeItemId: null });
    expect(createListingBodySchema.parse(body)).toMatchObject({ wardrobeItemId: undefined });
  });

  it('builds the multipart form only to carry a fresh photo', () => {
    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    const form = createListingBody(listingFormSchema.parse(typed({})), {
      wardrobeItemId: null,
      image: photo,
    });
    expect(form).toBeInstanceOf(FormData);
    const fields = form as FormData;
    expect(fields.get('price')).toBe('4500');
    expect(fields.get('category')).toBe('');
    expect(fields.get('image')).toBeInstanceOf(File);
    expect(fields.has('wardrobeItemId')).toBe(false);
  });
});
