import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { readColor, type ColorInfo } from '../garment/color/color-reading.ts';
import { colorSimilarity } from '../garment/color/color-similarity.ts';
import { garmentName, isGarmentNoun } from '../garment/garment-nouns.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import { FASHION_FACTS } from '../knowledge/fashion-facts.ts';
import type { FashionFact } from '../knowledge/knowledge-types.ts';
import type { WardrobeProfile } from './wardrobe-profile.ts';

/** Why a fact is relevant: a garment or material the person owns, a colour they wear, or neither. */
export type FactLink = 'garment' | 'material' | 'color' | 'general';

export interface FactMatch {
  fact: FashionFact;
  score: number;
  link: FactLink;
  /** The person's pieces the fact is about, most relevant first. */
  items: StylistItem[];
  /** The person's colours the fact is about. */
  colors: string[];
}

// Colours this alike are "the same colour" for a fact about that colour.
const SAME_COLOR = 0.8;
const GENERAL_SCORE = 0.4;
const LINK_SCORE: Readonly<Record<Exclude<FactLink, 'general'>, number>> = {
  garment: 3,
  material: 2,
  color: 1,
};

const COMPILED = FASHION_FACTS.map((fact) => ({
  fact,
  colors: fact.colors.map((c) => readColor(c)),
}));

/** A fact with no garment, material or colour tags is about clothes in general. */
export const isGeneralFact = (fact: FashionFact) =>
  !fact.garments.length && !fact.materials.length && !fact.colors.length;

function owning(profile: WardrobeProfile, garment: string): readonly ProfiledItem[] {
  const { byGarment, byFamily, byToken } = profile.index;
  if (!isGarmentNoun(garment)) return byToken.get(garment) ?? [];
  // A fact about boots covers chelsea boots; one about chelsea boots does not cover all boots.
  const kind = garment.includes(' ') ? [] : (byFamily.get(garment) ?? []);
  return [...(byGarment.get(garmentName(garment)) ?? []), ...kind];
}

/** The pieces found under any of the keys, once each, in wardrobe (id) order. */
function union(lists: readonly (readonly ProfiledItem[])[]): ProfiledItem[] {
  const byId = new Map<string, ProfiledItem>();
  for (const list of lists) for (const p of list) byId.set(p.item.id, p);
  return [...byId.values()].sort((a, b) => (a.item.id < b.item.id ? -1 : 1));
}

function colorItems(profile: WardrobeProfile, colors: readonly ColorInfo[]) {
  const shared = profile.colors.filter((c) =>
    colors.some((f) => colorSimilarity(c.info, f) >= SAME_COLOR),
  );
  return {
    labels: shared.map((c) => c.label),
    items: shared.flatMap((c) => c.items),
    share: shared.reduce((s, c) => s + c.share, 0),
  };
}

function categoryShare(profile: WardrobeProfile, categories: readonly Category[]): number {
  const total = profile.items.length;
  return total ? categories.reduce((s, c) => s + profile.categoryCounts[c], 0) / total : 0;
}

function matchFact(profile: WardrobeProfile, fact: FashionFact, colors: readonly ColorInfo[]) {
  const byGarment = union(fact.garments.map((g) => owning(profile, g))).filter(
    (p) => !fact.colorBound || colors.some((c) => colorSimilarity(p.traits.color, c) >= SAME_COLOR),
  );
  const byMaterial = union(fact.materials.map((m) => profile.index.byToken.get(m) ?? []));
  const color = colorItems(profile, colors);
  let link: FactLink | null = null;
  let score = 0;
  if (color.items.length) {
    link = 'color';
    score += LINK_SCORE.color + Math.min(1, 2 * color.share);
  }
  if (byMaterial.length) {
    link = 'material';
    score += LINK_SCORE.material;
  }
  if (byGarment.length) {
    link = 'garment';
    score += LINK_SCORE.garment;
  }
  if (!link) return null;
  score += 0.5 * Math.min(1, 2 * categoryShare(profile, fact.categories));
  score += 0.5 * fact.formality.reduce((s, band) => s + profile.formalityMix[band], 0);
  const items = link === 'garment' ? byGarment : link === 'material' ? byMaterial : [];
  return {
    fact,
    score,
    link,
    items: items.length ? items.map((p) => p.item) : color.items,
    colors: color.labels,
  };
}

/**
 * The facts relevant to a wardrobe, most relevant first. General facts come last, tied to the
 * least-worn piece; for an empty wardrobe they are all there is.
 */
export function rankFacts(profile: WardrobeProfile): FactMatch[] {
  const specific: FactMatch[] = [];
  const general: FactMatch[] = [];
  for (const { fact, colors } of COMPILED) {
    if (isGeneralFact(fact)) {
      const items = profile.leastWorn ? [profile.leastWorn] : [];
      general.push({ fact, score: GENERAL_SCORE, link: 'general', items, colors: [] });
      continue;
    }
    if (!profile.items.length) continue;
    const match = matchFact(profile, fact, colors);
    if (match) specific.push(match);
  }
  specific.sort((a, b) => b.score - a.score || a.fact.id.localeCompare(b.fact.id));
  return [...specific, ...general];
}
