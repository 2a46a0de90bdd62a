// The colour families an occasion may ask to avoid (white at a wedding, bright colours at a
// funeral), read from a piece's colour and the words of its texts ("Floral Wrap Dress",
// "Sequin Top"). Measured in CIELAB so hex colours and "dark red" are placed as their names are.
import type { ColorFamily } from '../../../../../contract/outfits.ts';
import { readColor, type ColorInfo } from './color-reading.ts';
import { hueAngle } from './color-wheel.ts';

// Whites below the lightness line by name: ecru and bone read as white on a guest.
const WHITE_NAMES = new Set(['ecru', 'bone']);
const WHITE_MIN_L = 93;
const WHITE_MAX_CHROMA = 25;
const BLACK_MAX_L = 12;
const BLACK_MAX_CHROMA = 10;
// Reds that read as red (cherry, scarlet, crimson, ruby), not burgundy, coral, rust or pink.
const RED_HUE = { min: 20, max: 45 } as const;
const RED_MIN_CHROMA = 55;
const RED_L = { min: 30, max: 60 } as const;
// Bright: saturated and not dark (burgundy, navy, bottle green and plum-dark stay sober); earthy
// tones (olive, terracotta) only when strongly saturated (rust, mustard).
const BRIGHT_MIN_CHROMA = 44;
const BRIGHT_MIN_L = 40;
const EARTH_BRIGHT_MIN_CHROMA = 60;

/** Prints that shout; stripes, checks, plaid and houndstooth are quiet enough for a funeral. */
const LOUD_PRINT_WORDS = new Set([
  'floral',
  'flower',
  'flowers',
  'flowery',
  'leopard',
  'zebra',
  'tiger',
  'snakeskin',
  'animal',
  'camo',
  'camouflage',
  'paisley',
  'tropical',
  'hawaiian',
  'aloha',
  'abstract',
  'geometric',
  'rainbow',
  'polka',
  'dots',
  'dotted',
  'dye',
  'multi',
  'multicolor',
  'multicolour',
  'multicolored',
  'multicoloured',
  'graphic',
  'slogan',
  'print',
  'printed',
  'pattern',
  'patterned',
  'psychedelic',
]);

/** Sparkle reads as bright whatever its colour. */
const SPARKLE_WORDS = new Set([
  'sequin',
  'sequins',
  'sequined',
  'sequinned',
  'glitter',
  'glittery',
  'sparkly',
  'sparkle',
  'metallic',
  'neon',
  'lurex',
  'holographic',
]);

/**
 * The families a piece belongs to, from its colour (or, when no colour is given, the colour its
 * name says: "Black Blazer") and the words of its name, subcategory and tags.
 */
export function colorFamilies(color: ColorInfo, words: readonly string[]): Set<ColorFamily> {
  const families = new Set<ColorFamily>();
  const info = color.kind === 'unknown' && words.length ? readColor(words.join(' ')) : color;
  const said = [...words, ...info.phrase.split(' ')];
  if (said.some((w) => LOUD_PRINT_WORDS.has(w))) families.add('loud-prints');
  if (said.some((w) => SPARKLE_WORDS.has(w))) families.add('bright');
  const lab = info.lab;
  if (info.kind === 'pattern' || !lab) return families;
  const c = info.chroma;
  if (
    info.kind === 'neutral' &&
    ((lab.L >= WHITE_MIN_L && c <= WHITE_MAX_CHROMA) || WHITE_NAMES.has(info.key))
  )
    families.add('white');
  if (lab.L <= BLACK_MAX_L && c <= BLACK_MAX_CHROMA) families.add('black');
  if (info.kind !== 'color') return families;
  const hue = hueAngle(lab);
  if (
    hue >= RED_HUE.min &&
    hue <= RED_HUE.max &&
    c >= RED_MIN_CHROMA &&
    lab.L >= RED_L.min &&
    lab.L <= RED_L.max
  )
    families.add('red');
  if (
    c >= BRIGHT_MIN_CHROMA &&
    lab.L >= BRIGHT_MIN_L &&
    (!info.earth || c >= EARTH_BRIGHT_MIN_CHROMA)
  )
    families.add('bright');
  return families;
}

/** Whether a colour reads as dark: black, navy, charcoal, burgundy, bottle green. */
export const isDark = (color: ColorInfo): boolean => !!color.lab && color.lab.L <= 40;
