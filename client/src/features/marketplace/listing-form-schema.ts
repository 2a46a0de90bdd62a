import {
  isContact,
  LISTING_PRICE_MAX_CENTS,
  type Listing,
  type ListingCondition,
  type UpdateListingBody,
} from '@contract/marketplace.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { dollarsToCents } from '@/lib/format.ts';

/** The list and edit form's fields as typed; price in dollars. */
export interface ListingFormValues {
  title: string;
  description: string;
  price: string;
  condition: ListingCondition;
  category: string;
  size: string;
  brand: string;
  contact: string;
}

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
export function formFromItem(item: WardrobeItem, current: ListingFormValues): ListingFormValues {
  return {
    ...current,
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

/** Dollars to integer cents, or null unless more than $0 and at most $100,000. */
export function priceCents(price: string): number | null {
  const cents = dollarsToCents(price);
  return cents !== null && cents > 0 && cents <= LISTING_PRICE_MAX_CENTS ? cents : null;
}

export function formProblems(values: ListingFormValues): { price?: string; contact?: string } {
  const problems: { price?: string; contact?: string } = {};
  if (values.price.trim() && priceCents(values.price) === null) {
    problems.price = 'Enter a price above $0 and up to $100,000';
  }
  if (values.contact.trim() && !isContact(values.contact.trim())) {
    problems.contact = 'An e-mail address or a link starting with https://';
  }
  return problems;
}

export const canSaveListing = (values: ListingFormValues) =>
  values.title.trim() !== '' &&
  priceCents(values.price) !== null &&
  Object.keys(formProblems(values)).length === 0;

/** POST /api/marketplace: text fields (price in cents), the piece or the fresh photo. */
export function listingFormData(
  values: ListingFormValues,
  source: { wardrobeItemId: string | null; image: File | null },
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('price', String(priceCents(values.price)));
  form.append('condition', values.condition);
  form.append('category', values.category);
  form.append('size', values.size.trim());
  form.append('brand', values.brand.trim());
  form.append('contact', values.contact.trim());
  if (source.wardrobeItemId) form.append('wardrobeItemId', source.wardrobeItemId);
  if (source.image) form.append('image', source.image);
  return form;
}

export function listingPatch(values: ListingFormValues): UpdateListingBody {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    price: priceCents(values.price) ?? undefined,
    condition: values.condition,
    category: (values.category || null) as UpdateListingBody['category'],
    size: values.size.trim() || null,
    brand: values.brand.trim() || null,
    contact: values.contact.trim() || null,
  };
}
