import { COLOR_ALIASES, NAMED_COLORS } from './color-names.ts';
import { deltaE2000, type Lab } from './color-space.ts';
import { artistWheelHue, chroma, hexToLab, hueAngle } from './color-wheel.ts';

export type ColorKind = 'neutral' | 'color' | 'pattern' | 'unknown';

/** What the engine knows about an item's colour. */
export interface ColorInfo {
  kind: ColorKind;
  /** Two pieces with the same key count as one colour; '' when unknown. */
  key: string;
  /** Words for tips, e.g. "navy", "light blue", "floral print". */
  label: string;
  /** The colour as the user wrote it ("stone", "navy and white"), for tips that quote it. */
  phrase: string;
  lab: Lab | null;
  /** Hue on the artist's colour wheel, 0 to 360; null for neutrals, prints and unknowns. */
  wheelHue: number | null;
  chroma: number;
  earth: boolean;
  /** Same number for the same CIELAB value: a cheap cache key for colour pairs. */
  labId: number;
}

// Ids are never reused, so an id cached anywhere always means the same colour.
const labIds = new Map<string, number>();
let nextLabId = 1;
const labIdOf = (lab: Lab | null): number => {
  if (!lab) return 0;
  const key = `${lab.L},${lab.a},${lab.b}`;
  let id = labIds.get(key);
  if (id === undefined) {
    if (labIds.size >= 50_000) labIds.clear();
    id = nextLabId++;
    labIds.set(key, id);
  }
  return id;
};

const PATTERN_WORDS = new Set([
  'multi',
  'multicolor',
  'multicolour',
  'multicolored',
  'multicoloured',
  'print',
  'printed',
  'floral',
  'flowers',
  'striped',
  'stripes',
  'stripe',
  'plaid',
  'tartan',
  'check',
  'checked',
  'checkered',
  'gingham',
  'houndstooth',
  'leopard',
  'zebra',
  'snakeskin',
  'animal',
  'camo',
  'camouflage',
  'paisley',
  'polka',
  'dots',
  'dotted',
  'pattern',
  'patterned',
  'abstract',
  'geometric',
  'argyle',
  'rainbow',
  'tie',
]);

// Words that shift a named colour: "dark red", "pale yellow", "neon green".
const MODIFIERS: Readonly<Record<string, (lab: Lab) => Lab>> = {
  light: (c) => ({ L: Math.min(95, c.L + 18), a: c.a * 0.6, b: c.b * 0.6 }),
  pale: (c) => ({ L: Math.min(96, c.L + 22), a: c.a * 0.45, b: c.b * 0.45 }),
  pastel: (c) => ({ L: Math.min(94, c.L + 20), a: c.a * 0.5, b: c.b * 0.5 }),
  soft: (c) => ({ L: Math.min(94, c.L + 10), a: c.a * 0.7, b: c.b * 0.7 }),
  dark: (c) => ({ L: Math.max(8, c.L - 18), a: c.a * 0.85, b: c.b * 0.85 }),
  deep: (c) => ({ L: Math.max(8, c.L - 15), a: c.a, b: c.b }),
  bright: (c) => ({ L: c.L, a: c.a * 1.2, b: c.b * 1.2 }),
  neon: (c) => ({ L: Math.min(90, c.L + 5), a: c.a * 1.35, b: c.b * 1.35 }),
  vivid: (c) => ({ L: c.L, a: c.a * 1.25, b: c.b * 1.25 }),
  dusty: (c) => ({ L: c.L, a: c.a * 0.55, b: c.b * 0.55 }),
  muted: (c) => ({ L: c.L, a: c.a * 0.55, b: c.b * 0.55 }),
  washed: (c) => ({ L: Math.min(92, c.L + 8), a: c.a * 0.6, b: c.b * 0.6 }),
};

// Below this CIELAB chroma a hex colour reads as grey, black or white.
const ACHROMATIC_CHROMA = 12;

const NAMED_LAB = new Map<string, Lab>(
  Object.entries(NAMED_COLORS).map(([name, c]) => [name, hexToLab(c.hex) ?? { L: 50, a: 0, b: 0 }]),
);

const UNKNOWN: ColorInfo = {
  kind: 'unknown',
  key: '',
  label: '',
  phrase: '',
  lab: null,
  wheelHue: null,
  chroma: 0,
  earth: false,
  labId: 0,
};

const canonicalName = (phrase: string): string | null => {
  if (NAMED_COLORS[phrase]) return phrase;
  const alias = COLOR_ALIASES[phrase];
  if (alias) return alias;
  // "greys", "blues"
  if (phrase.endsWith('s') && NAMED_COLORS[phrase.slice(0, -1)]) return phrase.slice(0, -1);
  return null;
};

function fromLab(
  lab: Lab,
  name: string,
  label: string,
  neutral: boolean,
  earth: boolean,
): ColorInfo {
  const c = chroma(lab);
  const isNeutral = neutral || c < ACHROMATIC_CHROMA;
  return {
    kind: isNeutral ? 'neutral' : 'color',
    key: label,
    label,
    phrase: label,
    lab,
    wheelHue: isNeutral ? null : artistWheelHue(hueAngle(lab)),
    chroma: c,
    earth,
    labId: labIdOf(lab),
  };
}

/** The named colour closest to a CIELAB value, for describing hex colours in words. */
export function nearestColorName(lab: Lab): string {
  let best = 'grey';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, named] of NAMED_LAB) {
    const d = deltaE2000(lab, named);
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
}

const parseCache = new Map<string, ColorInfo>();
const CACHE_LIMIT = 5000;

/** Reads a free-text colour ("Navy", "dark red", "#aabbcc", "floral") into a ColorInfo. */
export function readColor(text: string | null | undefined): ColorInfo {
  if (!text?.trim()) return UNKNOWN;
  const cached = parseCache.get(text);
  if (cached) return cached;
  const parsed = parseColor(text);
  const said = hexToLab(text)
    ? parsed.label
    : text
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .trim();
  const info = parsed.kind === 'unknown' ? parsed : { ...parsed, phrase: said };
  if (parseCache.size >= CACHE_LIMIT) parseCache.clear();
  parseCache.set(text, info);
  return info;
}

function parseColor(text: string): ColorInfo {
  const hexLab = hexToLab(text);
  if (hexLab) {
    const name = nearestColorName(hexLab);
    const named = NAMED_COLORS[name];
    return fromLab(hexLab, name, name, named?.neutral ?? false, named?.earth ?? false);
  }

  const words = text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const label = words.join(' ');
  if (words.some((w) => PATTERN_WORDS.has(w))) return patternInfo(label);

  // Longest-first scan for colour names, remembering modifiers just before each one.
  const found: { name: string; modifiers: string[] }[] = [];
  let pending: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (const span of [3, 2, 1]) {
      if (i + span > words.length) continue;
      const name = canonicalName(words.slice(i, i + span).join(' '));
      if (name) {
        found.push({ name, modifiers: pending });
        pending = [];
        i += span;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const word = words[i] ?? '';
      if (MODIFIERS[word]) pending.push(word);
      i += 1;
    }
  }
  if (found.length === 0) return { ...UNKNOWN, label };

  const infos = found.map(({ name, modifiers }) => {
    const named = NAMED_COLORS[name] ?? { hex: '#808080' };
    let lab = NAMED_LAB.get(name) ?? { L: 50, a: 0, b: 0 };
    for (const m of modifiers) lab = MODIFIERS[m]?.(lab) ?? lab;
    const shown = [...modifiers, name].join(' ');
    return fromLab(lab, name, shown, named.neutral ?? false, named.earth ?? false);
  });
  const colorful = infos.filter((c) => c.kind === 'color');
  const distinct = new Set(colorful.map((c) => c.key));
  // "red and blue" is a two-colour piece: treat it like a print.
  if (distinct.size > 1) return patternInfo(label);
  return colorful[0] ?? infos[0] ?? UNKNOWN;
}

function patternInfo(label: string): ColorInfo {
  return {
    kind: 'pattern',
    key: `print:${label}`,
    label: label.includes('print') ? label : `${label} print`,
    phrase: label,
    lab: null,
    wheelHue: null,
    chroma: 40,
    earth: false,
    labId: 0,
  };
}
