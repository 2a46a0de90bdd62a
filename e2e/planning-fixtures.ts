// A small wardrobe with real photos for the planning journeys (packing lists, capsules, calendar).
import type { Page } from '@playwright/test';
import { addPiece } from './wardrobe-fixtures.ts';

export { snapWidths } from './helpers.ts';

export const PLANNING_WARDROBE = [
  { name: 'White Oxford shirt', category: 'tops', shape: 'shirt', hex: '#f3f1ec', color: 'white' },
  { name: 'Navy knit polo', category: 'tops', shape: 'shirt', hex: '#1f2850', color: 'navy' },
  { name: 'Grey crew tee', category: 'tops', shape: 'shirt', hex: '#9a9a9a', color: 'grey' },
  {
    name: 'Grey wool trousers',
    category: 'bottoms',
    shape: 'trousers',
    hex: '#8a8a8a',
    color: 'grey',
  },
  {
    name: 'Dark wash jeans',
    category: 'bottoms',
    shape: 'trousers',
    hex: '#34496b',
    color: 'denim',
  },
  { name: 'Black slip dress', category: 'dresses', shape: 'dress', hex: '#1b1b1d', color: 'black' },
  {
    name: 'Beige trench coat',
    category: 'outerwear',
    shape: 'coat',
    hex: '#c9b28a',
    color: 'beige',
  },
  { name: 'Black leather boots', category: 'shoes', shape: 'shoe', hex: '#1e1c1b', color: 'black' },
  { name: 'White sneakers', category: 'shoes', shape: 'shoe', hex: '#f4f4f2', color: 'white' },
] as const;

/** Adds the wardrobe through the API the page is signed in to (its cookies go along). */
export async function addPlanningWardrobe(page: Page): Promise<void> {
  for (const { shape, hex, ...fields } of PLANNING_WARDROBE) {
    await addPiece(page, fields, { shape, hex });
  }
}

export const toastText = (page: Page, text: string) =>
  page.locator('[data-slot=toast-description]', { hasText: text });
