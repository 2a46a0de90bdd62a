import { STYLE_PREFERENCES, type StylePreference } from '../../../../contract/outfits.ts';
import type { StylistItem } from '../../stylist.ts';
import { readColor, type ColorInfo } from '../garment/color/color-reading.ts';
import { colorSimilarity } from '../garment/color/color-similarity.ts';
import { garmentFamily, garmentNounOf, garmentSimilarity } from '../garment/garment-nouns.ts';
import type { StyleArchetype } from '../knowledge/knowledge-types.ts';
import { STYLE_ARCHETYPES } from '../knowledge/style-archetypes.ts';
import type { ItemIndex } from './item-index.ts';

/** One colour of the person's palette, weighted by how much of it they wear or want. */
export interface SignalColor {
  label: string;
  weight: number;
  /** How alike an archetype's colour is to this one, 0 to 1. */
  similarity: (c: ColorInfo) => number;
}

/** What is known about a person's taste: from a wardrobe, a persona or both. */
export interface MatchSignal {
  /** 0 to 1 per preference. */
  styles: Record<StylePreference, number>;
  colors: readonly SignalColor[];
  /** 1 to 5, or null when unknown. */
  formality: number | null;
  /** Pieces to compare with the archetype's signature pieces, or null when there are none. */
  pieces: ItemIndex | null;
}

export interface SharedPiece {
  /** The archetype's piece, e.g. "black turtleneck". */
  piece: string;
  item: StylistItem;
  /** The same garment (a turtleneck for a turtleneck), not just the same kind (a maxi for a mini skirt). */
  exact: boolean;
}

export interface ArchetypeMatch {
  archetype: StyleArchetype;
  /** 0 to 1. */
  score: number;
  /** The person's colours the archetype's palette shares, most worn first. */
  sharedColors: string[];
  sharedPieces: SharedPiece[];
  sharedStyles: StylePreference[];
}

const WEIGHTS = { palette: 0.35, style: 0.3, pieces: 0.2, formality: 0.15 } as const;
// Colours this alike count as shared in the explanation.
const SHARED_COLOR = 0.6;
// A piece counts once it is at least the same kind of garment.
const SHARED_PIECE = 0.6;
// The best few signature pieces owned make the pieces score; an archetype with many pieces is
// not penalised for the ones a person has not bought.
const PIECES_COUNTED = 3;

interface CompiledArchetype {
  archetype: StyleArchetype;
  colors: ColorInfo[];
  pieces: { text: string; noun: string | null; color: ColorInfo }[];
}

const COMPILED: readonly CompiledArchetype[] = STYLE_ARCHETYPES.map((archetype) => ({
  archetype,
  colors: archetype.palette.map((c) => readColor(c)),
  pieces: archetype.signaturePieces.map((text) => ({
    text,
    noun: garmentNounOf(text),
    color: readColor(text),
  })),
}));

function paletteScore(signal: MatchSignal, compiled: CompiledArchetype) {
  const shared: string[] = [];
  let covered = 0;
  const totalWeight = signal.colors.reduce((s, c) => s + c.weight, 0) || 1;
  for (const c of signal.colors) {
    const best = Math.max(0, ...compiled.colors.map((a) => c.similarity(a)));
    covered += (c.weight / totalWeight) * best;
    if (best >= SHARED_COLOR) shared.push(c.label);
  }
  // The archetype's own colours the person also wears: an all-black icon is not a match for
  // someone who owns one black piece among many colours.
  const reverse =
    compiled.colors.reduce(
      (s, a) => s + Math.max(0, ...signal.colors.map((c) => c.similarity(a))),
      0,
    ) / Math.max(1, compiled.colors.length);
  return { score: 0.7 * covered + 0.3 * reverse, shared };
}

function styleScore(signal: MatchSignal, archetype: StyleArchetype) {
  const norm = Math.hypot(...STYLE_PREFERENCES.map((p) => signal.styles[p]));
  if (norm === 0) return { score: 0, shared: [] };
  const dot = archetype.styles.reduce((s, p) => s + signal.styles[p], 0);
  const max = Math.max(...STYLE_PREFERENCES.map((p) => signal.styles[p]));
  const shared = archetype.styles.filter(
    (p) => signal.styles[p] >= 0.5 * max && signal.styles[p] > 0,
  );
  return { score: dot / (norm * Math.sqrt(archetype.styles.length)), shared };
}

function piecesScore(pieces: ItemIndex, compiled: CompiledArchetype) {
  const matches: { piece: string; item: StylistItem; value: number }[] = [];
  for (const piece of compiled.pieces) {
    let best: { item: StylistItem; value: number } | null = null;
    const candidates = piece.noun
      ? (pieces.looksByFamily.get(garmentFamily(piece.noun)) ?? [])
      : [];
    for (const p of candidates) {
      let value = garmentSimilarity(piece.noun, p.traits.garment);
      if (value === 0) continue;
      // "black turtleneck" is closer to a black turtleneck than to a red one.
      if (colorSimilarity(piece.color, p.traits.color) >= SHARED_COLOR) {
        value += 0.25;
      }
      if (!best || value > best.value) best = { item: p.item, value };
    }
    if (best && best.value >= SHARED_PIECE) matches.push({ piece: piece.text, ...best });
  }
  matches.sort((a, b) => b.value - a.value);
  // One item stands for one piece only.
  const used = new Set<string>();
  const distinct: typeof matches = [];
  for (const m of matches) {
    if (used.has(m.item.id)) continue;
    used.add(m.item.id);
    distinct.push(m);
  }
  const score = Math.min(
    1,
    distinct.slice(0, PIECES_COUNTED).reduce((s, m) => s + Math.min(1, m.value), 0) /
      PIECES_COUNTED,
  );
  return {
    score,
    shared: distinct.map(({ piece, item, value }) => ({ piece, item, exact: value >= 1 })),
  };
}

/** Every archetype scored against a signal, nearest first (ties by id, so the order is stable). */
export function rankArchetypes(signal: MatchSignal): ArchetypeMatch[] {
  const parts: (keyof typeof WEIGHTS)[] = ['style'];
  if (signal.colors.length) parts.push('palette');
  if (signal.pieces?.byFamily.size) parts.push('pieces');
  if (signal.formality !== null) parts.push('formality');
  const weight = parts.reduce((s, p) => s + WEIGHTS[p], 0);

  const ranked = COMPILED.map((compiled) => {
    const { archetype } = compiled;
    const palette = paletteScore(signal, compiled);
    const style = styleScore(signal, archetype);
    const pieces = signal.pieces ? piecesScore(signal.pieces, compiled) : { score: 0, shared: [] };
    const formality =
      signal.formality === null ? 0 : 1 - Math.abs(signal.formality - archetype.formality) / 4;
    const values = { palette: palette.score, style: style.score, pieces: pieces.score, formality };
    const score = parts.reduce((s, p) => s + WEIGHTS[p] * values[p], 0) / weight;
    return {
      archetype,
      score,
      sharedColors: palette.shared,
      sharedPieces: pieces.shared,
      sharedStyles: style.shared,
    };
  });
  return ranked.sort((a, b) => b.score - a.score || a.archetype.id.localeCompare(b.archetype.id));
}
