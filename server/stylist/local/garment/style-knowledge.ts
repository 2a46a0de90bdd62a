import type { ColorInfo } from './color/color-reading.ts';
import { singular } from './text-tokens.ts';

export interface StyleDefinition {
  /** Words and two-word phrases in an item's name, subcategory or tags that signal the style. */
  keywords: readonly string[];
  /** Colours that carry the style, for pieces whose words say nothing. */
  colors?: (c: ColorInfo) => boolean;
}

const isDark = (c: ColorInfo) => (c.lab ? c.lab.L < 28 : false);
const isPastel = (c: ColorInfo) =>
  c.kind === 'color' && c.lab !== null && c.lab.L > 68 && c.chroma < 50;
const isBright = (c: ColorInfo) => c.kind === 'color' && c.chroma > 55;
const isRomanticHue = (c: ColorInfo) =>
  c.kind === 'color' && c.wheelHue !== null && (c.wheelHue >= 290 || c.wheelHue <= 10);

/** The six preferences of the generator plus archetypes personas often name. */
export const STYLES: Readonly<Record<string, StyleDefinition>> = {
  minimalist: {
    keywords: [
      'minimal',
      'minimalist',
      'clean',
      'simple',
      'basic',
      'essential',
      'sleek',
      'structured',
      'tailored',
      'crew neck',
      'straight leg',
      'monochrome',
      'shift',
      'slip dress',
    ],
    colors: (c) => c.kind === 'neutral',
  },
  bohemian: {
    keywords: [
      'boho',
      'bohemian',
      'flowy',
      'maxi',
      'peasant',
      'fringe',
      'embroidered',
      'crochet',
      'paisley',
      'floral',
      'kimono',
      'tassel',
      'tiered',
      'macrame',
      'suede',
      'gauze',
      'poncho',
      'wide leg',
      'espadrille',
      'sandal',
      'linen',
      'beaded',
      'woven',
    ],
    colors: (c) => c.earth,
  },
  classic: {
    keywords: [
      'classic',
      'blazer',
      'trench',
      'oxford',
      'loafer',
      'button down',
      'pencil skirt',
      'chino',
      'cardigan',
      'pearl',
      'cashmere',
      'tailored',
      'polo',
      'pump',
      'peacoat',
      'turtleneck',
      'ballet flat',
      'trouser',
      'sheath',
      'wool coat',
      'watch',
      'leather belt',
      'white shirt',
      'breton',
    ],
    colors: (c) => c.kind === 'neutral' || c.key === 'burgundy',
  },
  trendy: {
    keywords: [
      'trendy',
      'oversized',
      'cropped',
      'crop',
      'chunky',
      'platform',
      'statement',
      'wide leg',
      'cargo',
      'slip',
      'bucket hat',
      'mini',
      'y2k',
      'neon',
      'corset',
      'puffer',
      'baggy',
      'shacket',
      'co ord',
      'metallic',
      'cutout',
      'cut out',
      'sheer',
    ],
    colors: isBright,
  },
  edgy: {
    keywords: [
      'edgy',
      'leather',
      'faux leather',
      'moto',
      'biker',
      'studded',
      'combat',
      'ripped',
      'distressed',
      'chain',
      'mesh',
      'band',
      'graphic',
      'punk',
      'grunge',
      'vinyl',
      'latex',
      'spike',
      'buckle',
      'asymmetric',
    ],
    colors: isDark,
  },
  romantic: {
    keywords: [
      'romantic',
      'lace',
      'ruffle',
      'ruffled',
      'floral',
      'satin',
      'silk',
      'pastel',
      'bow',
      'puff sleeve',
      'tulle',
      'chiffon',
      'wrap',
      'midi',
      'pleated',
      'pearl',
      'heart',
      'sweetheart',
      'feminine',
      'cami',
      'camisole',
      'scalloped',
      'eyelet',
      'smocked',
    ],
    colors: (c) => isPastel(c) || isRomanticHue(c),
  },
  preppy: {
    keywords: [
      'preppy',
      'polo',
      'cable knit',
      'loafer',
      'blazer',
      'chino',
      'pleated',
      'argyle',
      'boat shoe',
      'oxford',
      'cardigan',
      'plaid',
      'headband',
      'button down',
      'varsity',
    ],
  },
  sporty: {
    keywords: [
      'sporty',
      'athletic',
      'sneaker',
      'trainer',
      'jogger',
      'hoodie',
      'legging',
      'track',
      'windbreaker',
      'sports bra',
      'running',
      'tennis',
      'gym',
    ],
  },
  streetwear: {
    keywords: [
      'streetwear',
      'hoodie',
      'sneaker',
      'cargo',
      'graphic',
      'oversized',
      'cap',
      'bomber',
      'jogger',
      'high top',
      'bucket hat',
      'puffer',
      'track jacket',
    ],
  },
  glam: {
    keywords: [
      'glam',
      'glamorous',
      'sequin',
      'sequined',
      'satin',
      'metallic',
      'heel',
      'stiletto',
      'velvet',
      'clutch',
      'gown',
      'feather',
      'crystal',
      'sparkle',
      'glitter',
      'cocktail',
      'faux fur',
    ],
    colors: (c) => c.key === 'gold' || c.key === 'silver',
  },
  vintage: {
    keywords: [
      'vintage',
      'retro',
      'high waisted',
      'polka',
      'tweed',
      'cardigan',
      'mary jane',
      'corduroy',
      'flare',
      'a line',
      'brooch',
      'cat eye',
    ],
  },
  professional: {
    keywords: [
      'professional',
      'blazer',
      'trouser',
      'pencil skirt',
      'oxford',
      'loafer',
      'sheath',
      'button down',
      'dress shirt',
      'suit',
      'pump',
      'tailored',
      'blouse',
    ],
    colors: (c) => c.kind === 'neutral',
  },
};

/** Other names people use for the styles above. */
export const STYLE_ALIASES: Readonly<Record<string, string>> = {
  minimal: 'minimalist',
  minimalism: 'minimalist',
  scandi: 'minimalist',
  modern: 'minimalist',
  boho: 'bohemian',
  hippie: 'bohemian',
  earthy: 'bohemian',
  timeless: 'classic',
  elegant: 'classic',
  sophisticated: 'classic',
  chic: 'classic',
  polished: 'classic',
  fashionable: 'trendy',
  fashion: 'trendy',
  bold: 'trendy',
  rock: 'edgy',
  punk: 'edgy',
  grunge: 'edgy',
  rebel: 'edgy',
  feminine: 'romantic',
  dreamy: 'romantic',
  soft: 'romantic',
  prep: 'preppy',
  athleisure: 'sporty',
  athletic: 'sporty',
  sport: 'sporty',
  street: 'streetwear',
  urban: 'streetwear',
  glamour: 'glam',
  glamorous: 'glam',
  luxe: 'glam',
  retro: 'vintage',
  business: 'professional',
  corporate: 'professional',
  executive: 'professional',
  office: 'professional',
};

/** Resolves a style word or preference label ("Edgy", "boho") to a style key, or null. */
export function styleKey(word: string): string | null {
  const w = word.trim().toLowerCase();
  if (STYLES[w]) return w;
  return STYLE_ALIASES[w] ?? null;
}

// keyword -> the styles it signals; and first words of two-word keywords, to build pairs only when useful.
const STYLE_INDEX = new Map<string, string[]>();
const PAIR_STARTERS = new Set<string>();
for (const [key, def] of Object.entries(STYLES)) {
  for (const k of def.keywords) {
    STYLE_INDEX.set(k, [...(STYLE_INDEX.get(k) ?? []), key]);
    if (k.includes(' ')) PAIR_STARTERS.add(k.slice(0, k.indexOf(' ')));
  }
}

/** The style keys whose keywords appear in a list of words (singular or plural, one or two words). */
export function stylesInWords(list: readonly string[]): Set<string> {
  const found = new Set<string>();
  const add = (phrase: string) => {
    const keys = STYLE_INDEX.get(phrase);
    if (keys) for (const k of keys) found.add(k);
  };
  for (let i = 0; i < list.length; i++) {
    const w = list[i] ?? '';
    add(w);
    const one = singular(w);
    if (one !== w) add(one);
    const next = list[i + 1];
    if (next !== undefined && PAIR_STARTERS.has(w)) {
      add(`${w} ${next}`);
      add(`${w} ${singular(next)}`);
    }
  }
  return found;
}
