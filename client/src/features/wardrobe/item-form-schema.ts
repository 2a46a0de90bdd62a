import {
  CATEGORY_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PRICE_MAX_CENTS,
  updateItemBodySchema,
  type WardrobeItem,
} from '@contract/wardrobe.ts';
import { z } from 'zod';
import type { FieldToast } from '@/lib/forms/invalid-form-toast.ts';
import { dollarsToCents, splitList } from '@/lib/format.ts';

/**
 * The add, scan-review and detail forms: every field as typed (price in dollars, tags comma
 * separated), then turned into the wardrobe's request body and checked by the contract's own
 * schema, so the form refuses exactly what the server would, in the spec's words.
 */
const itemBodySchema = updateItemBodySchema.required({ name: true, category: true });

export const itemFormSchema = z
  .object({
    name: z.string(),
    category: z.string(),
    subcategory: z.string(),
    color: z.string(),
    brand: z.string(),
    size: z.string(),
    price: z.string(),
    tags: z.string(),
  })
  .transform(({ price, tags, ...text }): z.input<typeof itemBodySchema> => ({
    ...text,
    // A price that is not a number stays NaN, which the contract's price schema refuses.
    price: price.trim() === '' ? null : (dollarsToCents(price) ?? Number.NaN),
    tags: splitList(tags),
  }))
  .pipe(itemBodySchema);

/** The fields as typed. */
export type ItemFormValues = z.input<typeof itemFormSchema>;
/** The checked item: trimmed, blanks null, price in cents, tags a list. */
export type ItemFormOutput = z.output<typeof itemFormSchema>;

export const emptyItemForm: ItemFormValues = {
  name: '',
  category: '',
  subcategory: '',
  color: '',
  brand: '',
  size: '',
  price: '',
  tags: '',
};

/** Spec §5: each refusal is a destructive toast, name first, then category. */
export const ITEM_FORM_TOASTS: Partial<Record<keyof ItemFormValues, FieldToast>> = {
  name: { title: 'Name required', description: NAME_REQUIRED_MESSAGE },
  category: { title: 'Category required', description: CATEGORY_REQUIRED_MESSAGE },
  price: {
    title: 'Invalid price',
    description: `Please enter a price in US dollars between $0 and $${(PRICE_MAX_CENTS / 100).toLocaleString('en-US')}.`,
  },
};

export { isCategory } from '@contract/wardrobe-values.ts';

/** The form for an existing item (the detail view edits every field). */
export function formFromItem(item: WardrobeItem): ItemFormValues {
  return {
    name: item.name,
    category: item.category,
    subcategory: item.subcategory ?? '',
    color: item.color ?? '',
    brand: item.brand ?? '',
    size: item.size ?? '',
    price: item.price === null ? '' : (item.price / 100).toFixed(2),
    tags: item.tags.join(', '),
  };
}
