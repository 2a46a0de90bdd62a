import type { ColumnSteps } from '@/lib/use-grid-columns.ts';
import { LONG_LIST } from './virtual-grid.tsx';

/** The card grids of My Wardrobe, the marketplace and the diary: 2, 3 from md, 4 from xl. */
export const CARD_COLUMNS: ColumnSteps = { 0: 2, 768: 3, 1280: 4 };

/**
 * The card grid of the marketplace and the diary as VirtualGrid lays it out: CARD_COLUMNS, their
 * spacing, and windowed once it reaches LONG_LIST entries. Each page adds its row height.
 */
export const CARD_GRID = {
  columns: CARD_COLUMNS,
  rowClassName: 'gap-x-4 pb-4',
  virtualFrom: LONG_LIST,
};

/** A list of one column at every width (the community feed, My Wardrobe's list view). */
export const ONE_COLUMN: ColumnSteps = { 0: 1 };
