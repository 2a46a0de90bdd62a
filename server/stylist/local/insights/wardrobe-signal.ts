import { colorSimilarity } from '../garment/color/color-similarity.ts';
import type { MatchSignal } from './archetype-match.ts';
import type { WardrobeProfile } from './wardrobe-profile.ts';

/** A wardrobe's taste as an archetype-matching signal; each colour weighs by the pieces carrying it. */
export function wardrobeSignal(profile: WardrobeProfile): MatchSignal {
  return {
    styles: profile.styleScores,
    colors: profile.colors.map((c) => ({
      label: c.label,
      weight: c.share,
      similarity: (other) => colorSimilarity(c.info, other),
    })),
    formality: profile.meanFormality,
    pieces: profile.index,
  };
}
