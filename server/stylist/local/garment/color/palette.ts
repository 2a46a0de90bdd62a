import { deltaE2000, hexToLab, type Lab } from './color-space.ts';

export interface PaletteColor {
  name: string;
  hex: string;
  lab: Lab;
}

/** The named colours a garment can be given: the words people use for clothes, not paint chips. */
const SWATCHES: [name: string, hex: string][] = [
  ['Black', '#1a1a1a'],
  ['Charcoal', '#3b3e42'],
  ['Grey', '#8a8a8a'],
  ['Light Grey', '#c8c8c8'],
  ['White', '#f8f8f6'],
  ['Cream', '#f3ead3'],
  ['Beige', '#d8c8a8'],
  ['Taupe', '#8b7d6b'],
  ['Camel', '#c19a6b'],
  ['Khaki', '#a99c6a'],
  ['Brown', '#7b4a2d'],
  ['Chocolate', '#4a2c21'],
  ['Navy', '#1f2850'],
  ['Royal Blue', '#2b3fc4'],
  ['Blue', '#2f64b5'],
  ['Light Blue', '#a9c8e8'],
  ['Denim', '#4a6a8f'],
  ['Teal', '#00777a'],
  ['Turquoise', '#3fc5c0'],
  ['Green', '#2e8b4f'],
  ['Forest Green', '#1f4d36'],
  ['Olive', '#6b6b30'],
  ['Sage', '#9caf88'],
  ['Mint', '#a8e6cf'],
  ['Lime', '#9ccc3c'],
  ['Yellow', '#f5d33f'],
  ['Mustard', '#d1a31f'],
  ['Orange', '#f0802a'],
  ['Rust', '#a8461c'],
  ['Coral', '#f47c6a'],
  ['Red', '#d01c2a'],
  ['Burgundy', '#72182a'],
  ['Pink', '#f4a7bb'],
  ['Blush', '#efc9c4'],
  ['Hot Pink', '#e0418a'],
  ['Purple', '#6b2d8c'],
  ['Lavender', '#b9a7d8'],
  ['Plum', '#5e2a4d'],
];

export const FASHION_PALETTE: readonly PaletteColor[] = SWATCHES.map(([name, hex]) => ({
  name,
  hex,
  lab: hexToLab(hex),
}));

/** Beyond this CIEDE2000 distance from every name, a colour is only "approximately" its nearest name. */
export const APPROXIMATE_DELTA_E = 15;

/** The palette colour nearest to a CIELAB colour by CIEDE2000, with the distance. */
export function nearestPaletteColor(lab: Lab): { color: PaletteColor; deltaE: number } {
  let best = FASHION_PALETTE[0]!;
  let bestDistance = Infinity;
  for (const candidate of FASHION_PALETTE) {
    const distance = deltaE2000(lab, candidate.lab);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return { color: best, deltaE: bestDistance };
}
