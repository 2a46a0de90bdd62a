import type { ColumnSteps } from '@/lib/use-grid-columns.ts';

/** The card grids of My Wardrobe, the marketplace and the diary: 2, 3 from md, 4 from xl. */
export const CARD_COLUMNS: ColumnSteps = { 0: 2, 768: 3, 1280: 4 };

/** A list of one column at every width (the community feed, My Wardrobe's list view). */
export const ONE_COLUMN: ColumnSteps = { 0: 1 };
