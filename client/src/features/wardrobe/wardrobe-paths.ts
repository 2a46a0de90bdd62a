import { paths } from '@/app/paths.ts';

/** The wardrobe page with one item's detail open; back closes it. */
export const wardrobeItemPattern = `${paths.wardrobe}/:itemId?`;

export function itemPath(id: string): string {
  return `${paths.wardrobe}/${encodeURIComponent(id)}`;
}
