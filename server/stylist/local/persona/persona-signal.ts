import { STYLE_PREFERENCES, type StylePreference } from '../../../../contract/outfits.ts';
import type { PersonaInput } from '../../stylist.ts';
import { readColor } from '../garment/color/color-reading.ts';
import { colorSimilarity } from '../garment/color/color-similarity.ts';
import { styleContextFor, type PersonaContext } from '../garment/style-context.ts';
import { styleKey } from '../garment/style-knowledge.ts';
import { words } from '../garment/text-tokens.ts';
import type { MatchSignal } from '../insights/archetype-match.ts';
import { RELATED_PREFERENCES } from '../knowledge/style-notes.ts';

// Styles named in the description count, but less than the ones picked as preferences.
const DESCRIPTION_WEIGHT = 0.6;

/** The persona as the outfit engine reads it, or null when it says nothing usable. */
export function personaContextOf(input: PersonaInput): PersonaContext | null {
  return styleContextFor([], {
    description: input.description ?? null,
    stylePreferences: [...(input.stylePreferences ?? [])],
    colorPalette: [...(input.colorPalette ?? [])],
    occasions: [...(input.occasions ?? [])],
  }).persona;
}

/** The six preferences a persona leans to, 0 to 1, from its picks and its description. */
export function personaStyles(input: PersonaInput): Record<StylePreference, number> {
  const scores = Object.fromEntries(STYLE_PREFERENCES.map((p) => [p, 0])) as Record<
    StylePreference,
    number
  >;
  const credit = (word: string, weight: number) => {
    for (const [preference, share] of RELATED_PREFERENCES[styleKey(word) ?? ''] ?? []) {
      scores[preference] = Math.max(scores[preference], weight * share);
    }
  };
  for (const s of input.stylePreferences ?? []) credit(s, 1);
  for (const w of words(input.description)) credit(w, DESCRIPTION_WEIGHT);
  return scores;
}

/** A persona as an archetype-matching signal: its picks, palette and occasions. */
export function personaSignal(input: PersonaInput, context: PersonaContext | null): MatchSignal {
  const palette = context?.palette ?? [];
  return {
    styles: personaStyles(input),
    colors: palette.map((entry) => {
      const named = readColor(entry.label);
      return {
        label: entry.label,
        weight: 1 / palette.length,
        // A family ("earth tones") matches or not; a named colour is also close to its neighbours.
        similarity: (c) =>
          entry.matches(c) ? 1 : named.kind === 'unknown' ? 0 : colorSimilarity(named, c),
      };
    }),
    formality: context?.formalityTarget ?? null,
    pieces: null,
  };
}
