/**
 * What other features may use of the wardrobe; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
export { refetchWardrobe, useWardrobeItems, wardrobeItemsQuery } from './api.ts';
export { AddItemDialog } from './components/add-item-dialog.tsx';
export { BulkAddDialog } from './components/bulk-add-dialog.tsx';
export { categoryLine } from './item-display.ts';
export type { ItemFormValues } from './item-form-schema.ts';
export { matchesSearch } from './wardrobe-filters.ts';
