import type { PersonaWriting } from '../../../../contract/alter-egos.ts';
import type { StylePreference } from '../../../../contract/outfits.ts';
import type { PersonaInput, StylistItem } from '../../stylist.ts';
import { capitalize, listOf, withArticle, yourList } from '../garment/phrasing.ts';
import { profileItem } from '../garment/profiled-item.ts';
import { personaMatch, type PersonaContext } from '../garment/style-context.ts';
import { rankArchetypes } from '../insights/archetype-match.ts';
import type { StyleArchetype } from '../knowledge/knowledge-types.ts';
import { STYLE_NOTES } from '../knowledge/style-notes.ts';
import { personaContextOf, personaSignal, personaStyles } from './persona-signal.ts';

// Below this the nearest archetype is not near enough to name.
const MIN_MATCH_SCORE = 0.45;
// A piece suits the persona from this score (palette, styles and description words, 0 to 1).
const SUITS_FROM = 0.5;
const SUITED_SHOWN = 3;
const MAX_LIST = 3;

const clean = (list: readonly string[] | undefined) =>
  [...new Set((list ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_LIST);

function leaningStyles(input: PersonaInput): StylePreference[] {
  const scores = personaStyles(input);
  return (Object.entries(scores) as [StylePreference, number][])
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([p]) => p);
}

function openingSentence(name: string, input: PersonaInput, styles: StylePreference[]): string {
  const occasions = clean(input.occasions);
  const palette = clean(input.colorPalette);
  const how = styles.length
    ? `keeps it ${listOf(styles.slice(0, 2).map((s) => s.toLowerCase()))}`
    : 'dresses with intent';
  const when = occasions.length ? ` for ${listOf(occasions)}` : '';
  const colors = palette.length ? `, in a palette of ${listOf(palette)}` : '';
  return `${name} ${how}${when}${colors}.`;
}

function suitedPieces(items: readonly StylistItem[], context: PersonaContext): StylistItem[] {
  const target = context.formalityTarget;
  return items
    .filter((i) => i.isActive)
    .map((item) => {
      const p = profileItem(item);
      const match = personaMatch(p.traits, context).score;
      const formality = target === null ? 1 : 1 - Math.abs(p.traits.formality - target) / 4;
      return { item, score: 0.75 * match + 0.25 * formality, match };
    })
    .filter((s) => s.match >= SUITS_FROM)
    .sort((a, b) => b.score - a.score || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, SUITED_SHOWN)
    .map((s) => s.item);
}

function wardrobeSentence(
  name: string,
  items: readonly StylistItem[],
  context: PersonaContext | null,
  archetype: StyleArchetype | null,
): string {
  const suited = context ? suitedPieces(items, context) : [];
  if (suited.length) {
    return `From your wardrobe, ${yourList(suited)} ${suited.length > 1 ? 'suit' : 'suits'} ${name} best.`;
  }
  const start = archetype?.signaturePieces[0];
  return start
    ? `Nothing in your wardrobe fits ${name} yet: ${withArticle(start)} would be a good start.`
    : `Nothing in your wardrobe fits ${name} yet.`;
}

/**
 * Writes an alter ego's personality (two to four sentences on how it dresses) from its inputs, and
 * names the figure of its nearest style archetype (null when the persona says too little).
 */
export function personaFor(input: PersonaInput, items?: readonly StylistItem[]): PersonaWriting {
  const name = input.name.trim().replace(/\s+/g, ' ') || 'This persona';
  const context = personaContextOf(input);
  const styles = leaningStyles(input);
  const saysSomething =
    styles.length > 0 || (context?.palette.length ?? 0) > 0 || context?.formalityTarget != null;
  if (!saysSomething) {
    return {
      personality: `${name} is still a blank canvas. Add style preferences, a colour palette or occasions and the stylist will dress ${name} to match.`,
      celebrityMatch: null,
    };
  }

  const [best] = rankArchetypes(personaSignal(input, context));
  const archetype = best && best.score >= MIN_MATCH_SCORE ? best.archetype : null;
  const sentences = [openingSentence(name, input, styles)];
  const [first, second] = styles;
  if (first) {
    sentences.push(`Expect ${STYLE_NOTES[first]}${second ? `, with ${STYLE_NOTES[second]}` : ''}.`);
  }
  if (archetype) {
    sentences.push(
      `Think ${archetype.figure}'s ${archetype.name} look (${archetype.description.replace(/\.$/, '')}).`,
    );
  }
  // An empty wardrobe has nothing to say about fit; the celebrity line already shows the look.
  if (items?.some((i) => i.isActive)) {
    sentences.push(wardrobeSentence(name, items, context, archetype));
  }
  if (sentences.length < 2) {
    sentences.push(`${capitalize(name)} picks every piece for where the day is going.`);
  }
  return {
    personality: sentences.slice(0, 4).join(' '),
    celebrityMatch: archetype?.figure ?? null,
  };
}
