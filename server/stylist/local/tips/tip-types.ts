import type { Occasion } from '../../../../contract/outfits.ts';

/** One concrete tip; the occasion is set when the tip is about one. */
export interface TipOption {
  text: string;
  occasion?: Occasion;
}
