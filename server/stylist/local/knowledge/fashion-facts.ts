import { COLOR_FACTS } from './fashion-facts-color.ts';
import { CARE_AND_SUSTAINABILITY_FACTS } from './fashion-facts-care.ts';
import { GARMENT_HISTORY_FACTS } from './fashion-facts-garments.ts';
import type { FashionFact } from './knowledge-types.ts';
import { TEXTILE_FACTS } from './fashion-facts-textiles.ts';

/** Every fashion fact the insights can draw on. */
export const FASHION_FACTS: readonly FashionFact[] = [
  ...GARMENT_HISTORY_FACTS,
  ...TEXTILE_FACTS,
  ...COLOR_FACTS,
  ...CARE_AND_SUSTAINABILITY_FACTS,
];
