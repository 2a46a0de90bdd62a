import type { GeneratedInsight } from '../../../../contract/insights.ts';
import type { StylePreference } from '../../../../contract/outfits.ts';
import {
  byCategory,
  capitalize,
  isPlural,
  listOf,
  withArticle,
  yourList,
  yours,
} from '../garment/phrasing.ts';
import type { ArchetypeMatch } from './archetype-match.ts';
import type { WardrobeProfile } from './wardrobe-profile.ts';

const MAX_TAGS = 6;

/** The title of an archetype's insight; history recognises a match by it. */
export const celebrityTitle = (figure: string) => `Your style match: ${figure}`;

function formalityWords(mean: number | null): string {
  if (mean === null) return 'an everyday';
  return mean < 2.5 ? 'a relaxed, casual' : mean < 3.5 ? 'a smart-casual' : 'a polished, dressy';
}

const styleWords = (styles: readonly StylePreference[]) =>
  listOf(styles.map((s) => s.toLowerCase()));

function paletteSentence(match: ArchetypeMatch, profile: WardrobeProfile): string | null {
  const colors = match.sharedColors.slice(0, 3);
  if (!colors.length) return null;
  // One piece per colour, clothes before accessories.
  const carriers = profile.colors
    .filter((c) => colors.includes(c.label))
    .map((c) => [...c.items].sort(byCategory)[0])
    .filter((i) => i !== undefined)
    .slice(0, 2);
  return `Like theirs, your palette leans on ${listOf(colors)}, as in ${yourList(carriers)}.`;
}

function piecesSentence(match: ArchetypeMatch): string | null {
  const exact = match.sharedPieces.filter((p) => p.exact).slice(0, 2);
  if (!exact.length) return null;
  const echoes = exact.map(
    (p) =>
      `${yours(p.item.name)} ${isPlural(p.item.name) ? 'echo' : 'echoes'} the signature ${p.piece}`,
  );
  return `${capitalize(listOf(echoes))}.`;
}

/** A celebrity-match insight that explains, with the user's own colours and pieces, why it fits. */
export function celebrityInsight(
  match: ArchetypeMatch,
  profile: WardrobeProfile,
): GeneratedInsight {
  const { archetype } = match;
  const sentences = [
    `Your wardrobe is closest to ${archetype.figure}'s ${archetype.name} style.`,
    capitalize(archetype.description),
    paletteSentence(match, profile),
    piecesSentence(match),
  ];
  const styles = match.sharedStyles.length ? match.sharedStyles : archetype.styles;
  sentences.push(
    `Both read ${styleWords(styles)}, at ${formalityWords(profile.meanFormality)} level of formality.`,
  );
  const owned = new Set(match.sharedPieces.filter((p) => p.exact).map((p) => p.piece));
  const next = archetype.signaturePieces.find((p) => !owned.has(p));
  if (next) sentences.push(`To lean into it, try ${withArticle(next)}.`);

  const tags = [...archetype.styles.map((s) => s.toLowerCase()), ...match.sharedColors];
  return {
    insightType: 'celebrity-match',
    title: celebrityTitle(archetype.figure),
    content: sentences.filter((s): s is string => s !== null).join(' '),
    relatedTags: [...new Set(tags)].slice(0, MAX_TAGS),
  };
}
