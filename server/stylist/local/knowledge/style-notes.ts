import type { StylePreference } from '../../../../contract/outfits.ts';

/** How each of the six preferences dresses, completing "Expect …". */
export const STYLE_NOTES: Readonly<Record<StylePreference, string>> = {
  Minimalist: 'clean lines, a tight palette and nothing that fights for attention',
  Bohemian: 'flowing shapes, earthy tones and handmade details',
  Classic: 'tailored staples that never date',
  Trendy: "the season's shapes and one statement piece at a time",
  Edgy: 'leather, dark tones and a tough finish',
  Romantic: 'soft fabrics, florals and delicate details',
};

// Other style names the outfit engine knows, read as a blend of the six preferences.
export const RELATED_PREFERENCES: Readonly<
  Record<string, readonly (readonly [StylePreference, number])[]>
> = {
  minimalist: [['Minimalist', 1]],
  bohemian: [['Bohemian', 1]],
  classic: [['Classic', 1]],
  trendy: [['Trendy', 1]],
  edgy: [['Edgy', 1]],
  romantic: [['Romantic', 1]],
  preppy: [['Classic', 0.8]],
  professional: [
    ['Classic', 0.8],
    ['Minimalist', 0.5],
  ],
  glam: [
    ['Romantic', 0.6],
    ['Trendy', 0.6],
  ],
  vintage: [
    ['Romantic', 0.6],
    ['Classic', 0.5],
  ],
  sporty: [['Trendy', 0.5]],
  streetwear: [
    ['Trendy', 0.7],
    ['Edgy', 0.5],
  ],
};
