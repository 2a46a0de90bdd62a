import type { FabricPattern } from '../../../vision/fabric-pattern.ts';

/** The pattern's word in a name; a plain piece has none. */
const PATTERN_WORDS: Record<FabricPattern, string | null> = {
  plain: null,
  striped: 'Striped',
  checked: 'Checked',
  floral: 'Floral',
  printed: 'Printed',
};

/** Colours that go without saying on denim: 'Denim Shorts' and 'Jeans', not 'Denim Jeans'. */
const DENIM_BLUES = new Set(['Denim', 'Blue', 'Light Blue', 'Navy', 'Royal Blue']);

/**
 * The suggested name, as people name clothes: colour, pattern, noun — 'Navy Striped T-Shirt',
 * 'White Printed T-Shirt', 'Denim Shorts', 'Jeans', 'Black Jeans'. Any part may be missing.
 */
export function suggestedName(parts: {
  color: string | null;
  pattern: FabricPattern;
  noun: string;
}): string {
  const { color, pattern, noun } = parts;
  const denim = /\bdenim\b|\bjeans\b/i.test(noun);
  const colorWord = color && !(denim && DENIM_BLUES.has(color)) ? color : null;
  const patternWord = denim ? null : PATTERN_WORDS[pattern];
  return [colorWord, patternWord, noun].filter(Boolean).join(' ');
}
