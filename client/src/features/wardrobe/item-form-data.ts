import type { DisplayImage } from '@contract/wardrobe.ts';
import type { ItemFormOutput } from './item-form-schema.ts';

/**
 * The multipart body of POST /api/wardrobe (spec §7) from a checked item: optional text only
 * when filled in, price as integer cents, tags as JSON array text and only when there are some,
 * size only from the scan dialog, which image to show when the person chose between photo
 * and cut-out, and the scan's token when the photo was scanned already.
 */
export function itemFormData(
  item: ItemFormOutput,
  image: Blob | null,
  {
    withSize = false,
    displayImage,
    scanToken,
  }: { withSize?: boolean; displayImage?: DisplayImage; scanToken?: string } = {},
): FormData {
  const form = new FormData();
  form.append('name', item.name);
  form.append('category', item.category);
  const optional = [
    ['subcategory', item.subcategory],
    ['color', item.color],
    ['brand', item.brand],
    ...(withSize ? [['size', item.size] as const] : []),
  ] as const;
  for (const [field, value] of optional) {
    if (value) form.append(field, value);
  }
  if (item.price !== null && item.price !== undefined) form.append('price', String(item.price));
  if (item.tags && item.tags.length > 0) form.append('tags', JSON.stringify(item.tags));
  if (image) {
    form.append('image', image);
    if (displayImage) form.append('displayImage', displayImage);
    // The server reuses this photo's scan instead of reading it a second time.
    if (scanToken) form.append('scanToken', scanToken);
  }
  return form;
}
