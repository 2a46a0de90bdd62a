import { lazy } from 'react';

// The wardrobe's dialogs (forms, zod, the photo pipeline, selects) are not on the first screen:
// each loads when it is first wanted (its button pressed, or a piece's address opened), so My
// Wardrobe's cards come with less script before them. Render them inside a <Suspense>.

export const loadAddItemDialog = () => import('./components/add-item-dialog.tsx');
export const loadScanItemDialog = () => import('./components/scan/scan-item-dialog.tsx');

export const AddItemDialog = lazy(async () => ({
  default: (await loadAddItemDialog()).AddItemDialog,
}));
export const BulkAddDialog = lazy(async () => ({
  default: (await import('./components/bulk-add/bulk-add-dialog.tsx')).BulkAddDialog,
}));
export const ScanItemDialog = lazy(async () => ({
  default: (await loadScanItemDialog()).ScanItemDialog,
}));
export const ItemDetailDialog = lazy(async () => ({
  default: (await import('./components/item-detail/item-detail-dialog.tsx')).ItemDetailDialog,
}));
