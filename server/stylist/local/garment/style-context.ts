import type { StylePreference } from '../../../../contract/outfits.ts';
import type { StylistPersona } from '../../stylist.ts';
import { readColor, type ColorInfo } from './color/color-reading.ts';
import { deltaE2000 } from './color/color-space.ts';
import type { GarmentTraits } from './garment-traits.ts';
import { styleKey, STYLES, type StyleDefinition } from './style-knowledge.ts';
import { singular, words } from './text-tokens.ts';

export interface WantedStyle {
  /** As the user wrote it, for tips: "Edgy". */
  label: string;
  key: string;
  definition: StyleDefinition;
}

export interface PaletteEntry {
  label: string;
  matches: (c: ColorInfo) => boolean;
}

export interface PersonaContext {
  styles: WantedStyle[];
  palette: PaletteEntry[];
  /** Content words of the description and personality ("leather", "tailoring"). */
  words: Set<string>;
  /** Where the persona's occasions put formality, or null. */
  formalityTarget: number | null;
}

export interface StyleContext {
  preferences: WantedStyle[];
  persona: PersonaContext | null;
}

const isPastel = (c: ColorInfo) =>
  c.kind === 'color' && c.lab !== null && c.lab.L > 68 && c.chroma < 50;

const PALETTE_FAMILIES: Readonly<Record<string, (c: ColorInfo) => boolean>> = {
  earth: (c) => c.earth,
  earthy: (c) => c.earth,
  pastel: isPastel,
  jewel: (c) =>
    c.kind === 'color' && c.lab !== null && c.lab.L >= 22 && c.lab.L <= 62 && c.chroma > 35,
  neutral: (c) => c.kind === 'neutral',
  monochrome: (c) =>
    c.kind === 'neutral' && c.lab !== null && (c.lab.L < 25 || c.lab.L > 85 || c.chroma < 8),
  bright: (c) => c.kind === 'color' && c.chroma > 55,
  bold: (c) => c.kind === 'color' && c.chroma > 55,
  vibrant: (c) => c.kind === 'color' && c.chroma > 55,
  neon: (c) => c.kind === 'color' && c.chroma > 60,
  dark: (c) => c.lab !== null && c.lab.L < 30,
  muted: (c) => c.kind === 'color' && c.chroma < 35,
  warm: (c) =>
    c.earth ||
    (c.kind === 'color' && c.wheelHue !== null && (c.wheelHue <= 120 || c.wheelHue >= 330)),
  cool: (c) =>
    (c.kind === 'color' && c.wheelHue !== null && c.wheelHue >= 150 && c.wheelHue <= 320) ||
    ['navy', 'grey', 'charcoal', 'slate', 'denim', 'silver'].includes(c.key),
  metallic: (c) => ['gold', 'silver', 'bronze'].includes(c.key),
};

const OCCASION_FORMALITY: Readonly<Record<string, number>> = {
  work: 4,
  office: 4,
  professional: 4,
  business: 4,
  meeting: 4,
  interview: 4.25,
  conference: 4,
  casual: 2,
  weekend: 2,
  brunch: 2.5,
  errands: 1.75,
  travel: 2,
  coffee: 2,
  shopping: 2,
  everyday: 2,
  party: 3.75,
  club: 3.75,
  clubbing: 3.75,
  nightlife: 3.75,
  night: 3.75,
  evening: 4,
  dinner: 3.75,
  date: 3.5,
  cocktail: 4.5,
  concert: 2.5,
  formal: 4.75,
  gala: 5,
  wedding: 4.5,
  ceremony: 4.5,
  opera: 4.75,
  gym: 1,
  sport: 1,
  sports: 1,
  workout: 1,
  yoga: 1,
  running: 1,
  hiking: 1.25,
  athletic: 1,
  training: 1,
  beach: 1.75,
  vacation: 2,
  festival: 1.75,
  holiday: 2,
};

const STOPWORDS = new Set(
  'about after also always another been being both could each every everything from have into just kind like likes love loves made make makes many more most mostly much never only other over perfect piece pieces really should some someone sort such than that their them then there these they thing things this those through type very vibe vibes want wants wear wears wearing what when where which while will with would your yours look looks style styles outfit outfits clothes clothing fashion person feel feels energy great good nice'.split(
    ' ',
  ),
);

function paletteEntry(text: string): PaletteEntry | null {
  const list = words(text);
  for (const w of list) {
    const family = PALETTE_FAMILIES[w] ?? PALETTE_FAMILIES[w.replace(/s$/, '')];
    if (family) return { label: text.trim().toLowerCase(), matches: family };
  }
  const target = readColor(text);
  if (target.kind === 'unknown' || target.kind === 'pattern') return null;
  const seen = new Map<string, boolean>();
  return {
    label: target.label,
    matches: (c) => {
      if (c.key === target.key) return true;
      if (!c.lab || !target.lab) return false;
      const key = `${c.lab.L},${c.lab.a},${c.lab.b}`;
      let near = seen.get(key);
      if (near === undefined) {
        near = deltaE2000(c.lab, target.lab) < 15;
        seen.set(key, near);
      }
      return near;
    },
  };
}

const wanted = (label: string): WantedStyle | null => {
  const key = styleKey(label);
  const definition = key ? STYLES[key] : undefined;
  return key && definition ? { label: label.trim(), key, definition } : null;
};

function personaContext(persona: StylistPersona): PersonaContext | null {
  // The personality is the stylist's own writing about the persona (it may quote wardrobe pieces
  // and their colours): it lends styles only. Colours and words come from what the user wrote.
  const textWords = words(persona.description);
  const styleWords = [...textWords, ...words(persona.personality)];
  const styles = new Map<string, WantedStyle>();
  for (const s of [...(persona.stylePreferences ?? []), ...styleWords]) {
    const w = wanted(s);
    if (w && !styles.has(styleKey(s) ?? '')) styles.set(styleKey(s) ?? '', w);
  }
  const palette: PaletteEntry[] = [];
  for (const p of persona.colorPalette ?? []) {
    const entry = paletteEntry(p);
    if (entry) palette.push(entry);
  }
  // Colours named in the description count as palette too ("loves bold red").
  for (const w of textWords) {
    const c = readColor(w);
    if ((c.kind === 'color' || c.kind === 'neutral') && !palette.some((p) => p.label === c.label)) {
      palette.push({ label: c.label, matches: (x) => x.key === c.key });
    }
  }
  const contentWords = new Set(
    textWords.filter((w) => w.length >= 4 && !STOPWORDS.has(w)).flatMap((w) => [w, singular(w)]),
  );
  const targets = (persona.occasions ?? [])
    .flatMap((o) => words(o))
    .map((w) => OCCASION_FORMALITY[w] ?? OCCASION_FORMALITY[w.replace(/s$/, '')])
    .filter((v): v is number => v !== undefined);
  const formalityTarget = targets.length
    ? targets.reduce((a, b) => a + b, 0) / targets.length
    : null;
  if (!styles.size && !palette.length && !contentWords.size && formalityTarget === null)
    return null;
  return { styles: [...styles.values()], palette, words: contentWords, formalityTarget };
}

/** Compiles the request's style preferences and persona once, for scoring every item. */
export function styleContextFor(
  preferences: readonly StylePreference[] | readonly string[],
  persona: StylistPersona | null | undefined,
): StyleContext {
  const seen = new Set<string>();
  const prefs: WantedStyle[] = [];
  for (const p of preferences) {
    const key = styleKey(p);
    const w = wanted(p);
    if (key && w && !seen.has(key)) {
      seen.add(key);
      prefs.push(w);
    }
  }
  return { preferences: prefs, persona: persona ? personaContext(persona) : null };
}

export interface StyleMatch {
  /** 0 to 1. */
  score: number;
  /** Styles whose words the piece carries. */
  byWords: string[];
  /** Styles the piece carries only through its colour. */
  byColor: string[];
}

/** How well a piece carries the wanted styles: its words count fully, its colour by half. */
export function styleMatch(traits: GarmentTraits, styles: readonly WantedStyle[]): StyleMatch {
  if (!styles.length) return { score: 0, byWords: [], byColor: [] };
  const byWords: string[] = [];
  const byColor: string[] = [];
  let max = 0;
  let sum = 0;
  for (const s of styles) {
    let v = 0;
    if (traits.styles.has(s.key)) {
      v = 1;
      byWords.push(s.label);
    } else if (s.definition.colors?.(traits.color)) {
      v = 0.5;
      byColor.push(s.label);
    }
    max = Math.max(max, v);
    sum += v;
  }
  return { score: 0.7 * max + (0.3 * sum) / styles.length, byWords, byColor };
}

export interface PersonaMatch {
  score: number;
  palette: string | null;
  style: string | null;
  word: string | null;
}

/** How well a piece fits the persona's palette, styles and description. */
export function personaMatch(traits: GarmentTraits, persona: PersonaContext): PersonaMatch {
  const parts: number[] = [];
  let palette: string | null = null;
  let style: string | null = null;
  let word: string | null = null;
  if (persona.palette.length) {
    palette = persona.palette.find((p) => p.matches(traits.color))?.label ?? null;
    parts.push(palette ? 1 : 0);
  }
  if (persona.styles.length) {
    const m = styleMatch(traits, persona.styles);
    style = m.byWords[0] ?? null;
    parts.push(m.score);
  }
  if (persona.words.size) {
    for (const w of traits.words) {
      if (persona.words.has(w) || persona.words.has(singular(w))) {
        word = w;
        break;
      }
    }
    parts.push(word ? 1 : 0);
  }
  const score = parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 0;
  return { score, palette, style, word };
}
