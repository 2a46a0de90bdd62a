/**
 * What other features may use of the wardrobe; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
export { useWardrobeItems, wardrobeItemsQuery } from './api.ts';
// The add dialogs (forms, photo pipeline) load when another feature first renders one, not with
// that feature's page: render them inside a <Suspense>.
export { AddItemDialog, BulkAddDialog } from './lazy-dialogs.ts';
export { categoryLine } from './item-display.ts';
export type { ItemFormValues } from './item-form-schema.ts';
export { matchesSearch } from './wardrobe-filters.ts';
