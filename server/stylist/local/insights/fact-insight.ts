import type { GeneratedInsight } from '../../../../contract/insights.ts';
import type { StylistItem } from '../../stylist.ts';
import { byCategory, capitalize, isPlural, listOf, yourList, yours } from '../garment/phrasing.ts';
import type { FactTopic } from '../knowledge/knowledge-types.ts';
import type { FactMatch } from './fact-match.ts';

const MAX_TAGS = 6;
const EMPTY_WARDROBE_NOTE =
  'Add your first pieces and your insights will start matching what you own.';

// How a fact about something the user owns is tied back to it, by the fact's main topic.
const LEAD_IN: Readonly<Record<FactTopic, string>> = {
  history: 'A bit of history behind',
  textiles: 'The fabric story behind',
  care: 'Worth knowing for caring for',
  sustainability: 'Worth remembering with',
  color: 'The colour story behind',
  design: 'A design detail behind',
};

const named = (items: readonly StylistItem[]) => yourList([...items].sort(byCategory).slice(0, 2));

function wearNote(item: StylistItem): string {
  const name = capitalize(yours(item.name));
  const times = Math.max(0, item.timesWorn || 0);
  if (times === 0) {
    const [have, it] = isPlural(item.name) ? ["haven't", 'them'] : ["hasn't", 'it'];
    return `${name} ${have} been worn yet: wearing ${it} is an easy place to start.`;
  }
  const count = times === 1 ? 'once' : times === 2 ? 'twice' : `${times} times`;
  return `${name} ${isPlural(item.name) ? 'have' : 'has'} been worn ${count} so far; every extra wear counts.`;
}

function connection(match: FactMatch): string {
  const { fact, link, items } = match;
  if (link === 'general') return items[0] ? wearNote(items[0]) : EMPTY_WARDROBE_NOTE;
  if (link === 'color') {
    const colors = listOf(match.colors.slice(0, 2));
    return `${capitalize(colors)} ${match.colors.length > 1 ? 'run' : 'runs'} through ${named(items)}.`;
  }
  const topic = fact.topics[0] ?? 'history';
  return `${LEAD_IN[topic]} ${named(items)}.`;
}

/** A fun-fact insight: the fact, then how it ties to the user's own pieces. */
export function factInsight(match: FactMatch): GeneratedInsight {
  const families = match.items.slice(0, 2).map((i) => i.category);
  const tags = [...match.fact.topics, ...match.colors, ...families];
  return {
    insightType: 'fun-fact',
    title: match.fact.title,
    content: `${match.fact.text} ${connection(match)}`,
    relatedTags: [...new Set(tags)].slice(0, MAX_TAGS),
  };
}
