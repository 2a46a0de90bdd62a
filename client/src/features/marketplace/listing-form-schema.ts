import {
  isContact,
  LISTING_CONDITIONS,
  LISTING_PRICE_MAX_CENTS,
  updateListingBodySchema,
  type CreateListingBody,
  type Listing,
} from '@contract/marketplace.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { z } from 'zod';
import { dollarsToCents } from '@/lib/format.ts';

/** Said under the fields as they are typed; the contract refuses the same values. */
export const PRICE_HINT = 'Enter a price above $0 and up to $100,000';
export const CONTACT_HINT = 'An e-mail address or a link starting with https://';

/** Dollars to integer cents, or null unless more than $0 and at most $100,000. */
export function priceCents(price: string): number | null {
  const cents = dollarsToCents(price);
  return cents !== null && cents > 0 && cents <= LISTING_PRICE_MAX_CENTS ? cents : null;
}

// The contract's PATCH schema checks every field the way the server will; a new listing needs
// title, price and condition, so one schema serves the list (multipart) and edit (PATCH) forms.
const listingBodySchema = updateListingBodySchema.required({
  title: true,
  price: true,
  condition: true,
});

/**
 * The list and edit forms: the fields as typed (price in dollars), turned into the listing's
 * body (price in cents, no category null) and checked by the contract's schema.
 */
export const listingFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    price: z.string().refine((value) => !value.trim() || priceCents(value) !== null, PRICE_HINT),
    condition: z.enum(LISTING_CONDITIONS),
    category: z.string(),
    size: z.string(),
    brand: z.string(),
    contact: z.string().refine((value) => !value.trim() || isContact(value.trim()), CONTACT_HINT),
  })
  .transform(({ price, category, ...text }): z.input<typeof listingBodySchema> => ({
    ...text,
    // No price yet stays NaN, which the contract refuses (Save stays disabled).
    price: priceCents(price) ?? Number.NaN,
    category: (category || null) as z.input<typeof listingBodySchema>['category'],
  }))
  .pipe(listingBodySchema);

/** The fields as typed. */
export type ListingFormValues = z.input<typeof listingFormSchema>;
/** The checked listing: what the edit sends as its PATCH body. */
export type ListingFormOutput = z.output<typeof listingFormSchema>;

export const emptyListingForm: ListingFormValues = {
  title: '',
  description: '',
  price: '',
  condition: 'good',
  category: '',
  size: '',
  brand: '',
  contact: '',
};

/** A wardrobe piece prefills title, brand, category and size. */
export function prefillFromItem(
  item: WardrobeItem,
): Pick<ListingFormValues, 'title' | 'brand' | 'category' | 'size'> {
  return {
    title: item.name,
    brand: item.brand ?? '',
    category: item.category,
    size: item.size ?? '',
  };
}

export function formFromListing(listing: Listing): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description ?? '',
    price: (listing.price / 100).toFixed(2),
    condition: listing.condition ?? 'good',
    category: listing.category ?? '',
    size: listing.size ?? '',
    brand: listing.brand ?? '',
    contact: listing.contact ?? '',
  };
}

/** Where a new listing's photo comes from: a wardrobe piece's (copied), a fresh file, or none. */
interface ListingSource {
  wardrobeItemId: string | null;
  image: File | null;
}

/**
 * POST /api/marketplace's body (price in cents): multipart only to carry a fresh photo; otherwise
 * JSON, naming the wardrobe piece whose photo the listing copies (or none, a listing without one).
 */
export function createListingBody(
  listing: ListingFormOutput,
  source: ListingSource,
): CreateListingBody | FormData {
  const { title, description, price, condition, category, size, brand, contact } = listing;
  if (!source.image) {
    return {
      title,
      description,
      price,
      condition,
      category,
      size,
      brand,
      contact,
      wardrobeItemId: source.wardrobeItemId,
    };
  }
  const form = new FormData();
  form.append('title', title);
  form.append('description', description ?? '');
  form.append('price', String(price));
  form.append('condition', condition);
  form.append('category', category ?? '');
  form.append('size', size ?? '');
  form.append('brand', brand ?? '');
  form.append('contact', contact ?? '');
  if (source.wardrobeItemId) form.append('wardrobeItemId', source.wardrobeItemId);
  form.append('image', source.image);
  return form;
}
