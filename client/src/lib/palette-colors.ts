/**
 * The colour words people use for clothes, as swatch colours. The same names the wardrobe's
 * colour scan gives a garment, plus common fashion words; CSS colour names are the fallback.
 */
const FASHION_COLORS: Record<string, string> = {
  black: '#1a1a1a',
  charcoal: '#3b3e42',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  'light grey': '#c8c8c8',
  'light gray': '#c8c8c8',
  white: '#f8f8f6',
  ivory: '#f6f1e1',
  cream: '#f3ead3',
  'off-white': '#f2efe6',
  ecru: '#ece3cc',
  beige: '#d8c8a8',
  nude: '#e3bc9a',
  sand: '#d9c3a0',
  stone: '#bfb5a3',
  taupe: '#8b7d6b',
  camel: '#c19a6b',
  tan: '#c8a27a',
  khaki: '#a99c6a',
  cognac: '#9a4e1f',
  brown: '#7b4a2d',
  chocolate: '#4a2c21',
  espresso: '#3b2a22',
  navy: '#1f2850',
  'royal blue': '#2b3fc4',
  cobalt: '#0047ab',
  blue: '#2f64b5',
  'light blue': '#a9c8e8',
  'sky blue': '#8ec5eb',
  denim: '#4a6a8f',
  teal: '#00777a',
  turquoise: '#3fc5c0',
  green: '#2e8b4f',
  emerald: '#11775a',
  'forest green': '#1f4d36',
  olive: '#6b6b30',
  sage: '#9caf88',
  mint: '#a8e6cf',
  lime: '#9ccc3c',
  yellow: '#f5d33f',
  mustard: '#d1a31f',
  gold: '#c9a23c',
  silver: '#c0c0c4',
  orange: '#f0802a',
  terracotta: '#c0603f',
  rust: '#a8461c',
  coral: '#f47c6a',
  peach: '#f7c3a0',
  red: '#d01c2a',
  wine: '#5e1a26',
  burgundy: '#72182a',
  maroon: '#6a1b23',
  pink: '#f4a7bb',
  blush: '#efc9c4',
  'dusty rose': '#c99a9a',
  rose: '#e8a0a8',
  'hot pink': '#e0418a',
  fuchsia: '#c8358f',
  purple: '#6b2d8c',
  lavender: '#b9a7d8',
  lilac: '#c8a8d8',
  plum: '#5e2a4d',
};

/** A swatch colour for a palette word, or null when the word names no colour we know. */
export function swatchColor(name: string): string | null {
  const key = name.trim().toLowerCase();
  const known = FASHION_COLORS[key];
  if (known) return known;
  const compact = key.replace(/\s+/g, '');
  if (typeof CSS !== 'undefined' && CSS.supports?.('color', compact) && /^[a-z]+$/.test(compact)) {
    return compact;
  }
  return null;
}
