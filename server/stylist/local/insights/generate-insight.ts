import type { GeneratedInsight } from '../../../../contract/insights.ts';
import type { StylistItem } from '../../stylist.ts';
import { mulberry32, type Random } from '../prng.ts';
import { rankArchetypes } from './archetype-match.ts';
import { celebrityInsight, celebrityTitle } from './celebrity-insight.ts';
import { factInsight } from './fact-insight.ts';
import { rankFacts } from './fact-match.ts';
import { indexHistory, leastRecent, wasGiven } from './insight-history.ts';
import { wardrobeProfile } from './wardrobe-profile.ts';
import { wardrobeSignal } from './wardrobe-signal.ts';

// A celebrity match needs a few pieces to say anything true about someone's style.
export const MIN_ITEMS_FOR_MATCH = 3;
// Only the nearest few archetypes are offered as matches; the rest would not be true.
const MATCHES_OFFERED = 5;
const CELEBRITY_SHARE = 0.35;
// Facts this close to the most relevant unseen one are equally good picks; the seed chooses.
const FACT_TIER = 1;

interface Candidate {
  title: string;
  score: number;
  build: () => GeneratedInsight;
}

function pickFact(fresh: readonly Candidate[], random: Random): Candidate | undefined {
  const top = fresh[0];
  if (!top) return undefined;
  const tier = fresh.filter((c) => c.score >= top.score - FACT_TIER);
  return tier[Math.floor(random() * tier.length)] ?? top;
}

/** A celebrity match or a fun fact matched to the wardrobe, not among `history` until all were given. */
export function generateInsight(
  items: readonly StylistItem[],
  history: readonly string[],
  seed: number,
): GeneratedInsight {
  const profile = wardrobeProfile(items);
  const random = mulberry32(Number.isFinite(seed) ? seed >>> 0 : 0);
  const matches: Candidate[] =
    profile.items.length >= MIN_ITEMS_FOR_MATCH
      ? rankArchetypes(wardrobeSignal(profile))
          .slice(0, MATCHES_OFFERED)
          .map((m) => ({
            title: celebrityTitle(m.archetype.figure),
            score: m.score,
            build: () => celebrityInsight(m, profile),
          }))
      : [];
  const facts: Candidate[] = rankFacts(profile).map((f) => ({
    title: f.fact.title,
    score: f.score,
    build: () => factInsight(f),
  }));

  const given = indexHistory(history);
  const freshMatches = matches.filter((c) => !wasGiven(given, c.title));
  const freshFacts = facts.filter((c) => !wasGiven(given, c.title));
  const celebrityFirst = random() < CELEBRITY_SHARE;
  const chosen = celebrityFirst
    ? (freshMatches[0] ?? pickFact(freshFacts, random))
    : (pickFact(freshFacts, random) ?? freshMatches[0]);
  const fallback = leastRecent(
    celebrityFirst ? [...matches, ...facts] : [...facts, ...matches],
    given,
  );
  // rankFacts always returns the general facts, so there is always something to give.
  const pick = chosen ?? fallback ?? facts[0];
  if (!pick) throw new Error('The fact base is empty');
  return pick.build();
}
