// The whole demo wardrobe, in the order it is listed (the app shows newest first by date added).
import { BOTTOMS, DRESSES, TOPS } from './clothes.ts';
import type { DemoPiece } from './demo-piece.ts';
import { ACCESSORIES, OUTERWEAR, SHOES } from './layers.ts';

export const DEMO_PIECES: readonly DemoPiece[] = [
  ...TOPS,
  ...BOTTOMS,
  ...DRESSES,
  ...OUTERWEAR,
  ...SHOES,
  ...ACCESSORIES,
];

export { OUTFITS as DEMO_OUTFITS } from './outfits.ts';
