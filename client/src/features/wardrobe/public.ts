/**
 * What other features may use of the wardrobe; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
import { lazy } from 'react';

export { useWardrobeItems, wardrobeItemsQuery } from './api.ts';
// The add dialogs (forms, photo pipeline) load when another feature first renders one, not with
// that feature's page: render them inside a <Suspense>.
export const AddItemDialog = lazy(async () => ({
  default: (await import('./components/add-item-dialog.tsx')).AddItemDialog,
}));
export const BulkAddDialog = lazy(async () => ({
  default: (await import('./components/bulk-add/bulk-add-dialog.tsx')).BulkAddDialog,
}));
export { categoryLine } from './item-display.ts';
export type { ItemFormValues } from './item-form-schema.ts';
export { matchesSearch } from './wardrobe-filters.ts';
