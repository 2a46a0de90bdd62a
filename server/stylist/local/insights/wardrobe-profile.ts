import { STYLE_PREFERENCES, type StylePreference } from '../../../../contract/outfits.ts';
import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import type { ColorInfo } from '../garment/color/color-reading.ts';
import { profileItem, type ProfiledItem } from '../garment/profiled-item.ts';
import { styleContextFor, styleMatch } from '../garment/style-context.ts';
import type { FormalityBand } from '../knowledge/knowledge-types.ts';
import { indexItems, type ItemIndex } from './item-index.ts';
import { styleProfile, type FormalityLevel, type StyleProfile } from './style-profile.ts';

/** One colour of the wardrobe and the pieces that carry it. */
export interface ColorShare {
  /** "navy", "light blue", "floral print". */
  label: string;
  info: ColorInfo;
  items: StylistItem[];
  /** Of the items whose colour is known, 0 to 1. */
  share: number;
}

/**
 * The outfit engine's style profile, extended with what matching needs: every item's traits,
 * every colour with its pieces, the six style preferences and three formality bands.
 */
export interface WardrobeProfile {
  summary: StyleProfile;
  /** Active items, sorted by id so the profile does not depend on input order. */
  items: ProfiledItem[];
  index: ItemIndex;
  /** Most carried first. */
  colors: ColorShare[];
  /** The summary's dominant colours, with their pieces. */
  dominantColors: ColorShare[];
  categoryCounts: Record<Category, number>;
  /** Shares of the active items, 0 to 1 (all 0 for an empty wardrobe). */
  formalityMix: Record<FormalityBand, number>;
  meanFormality: number | null;
  /** How strongly the pieces carry each of the six preferences, 0 to 1. */
  styleScores: Record<StylePreference, number>;
  mostWorn: StylistItem | null;
  leastWorn: StylistItem | null;
}

// The engine's five levels, folded into the three bands facts are tagged with.
const BAND_OF_LEVEL: Readonly<Record<FormalityLevel, FormalityBand>> = {
  athletic: 'casual',
  casual: 'casual',
  'smart casual': 'smart',
  business: 'dressy',
  formal: 'dressy',
};

const byId = (a: StylistItem, b: StylistItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function palette(items: readonly ProfiledItem[]): ColorShare[] {
  const groups = new Map<string, ColorShare>();
  let known = 0;
  for (const { item, traits } of items) {
    const info = traits.color;
    if (info.kind === 'unknown') continue;
    known += 1;
    const group = groups.get(info.label);
    if (group) group.items.push(item);
    else groups.set(info.label, { label: info.label, info, items: [item], share: 0 });
  }
  const shares = [...groups.values()];
  for (const s of shares) s.share = s.items.length / known;
  return shares.sort((a, b) => b.items.length - a.items.length || a.label.localeCompare(b.label));
}

function styleScores(items: readonly ProfiledItem[]): Record<StylePreference, number> {
  const scores = Object.fromEntries(STYLE_PREFERENCES.map((p) => [p, 0])) as Record<
    StylePreference,
    number
  >;
  if (!items.length) return scores;
  for (const preference of STYLE_PREFERENCES) {
    const wanted = styleContextFor([preference], null).preferences;
    const total = items.reduce((sum, p) => sum + styleMatch(p.traits, wanted).score, 0);
    scores[preference] = total / items.length;
  }
  return scores;
}

/** Profiles the active pieces of a wardrobe (items in the laundry are still owned). */
export function wardrobeProfile(all: readonly StylistItem[]): WardrobeProfile {
  const unique = new Map<string, StylistItem>();
  for (const i of all) {
    if (i.isActive && CATEGORIES.includes(i.category) && !unique.has(i.id)) unique.set(i.id, i);
  }
  const active = [...unique.values()].sort(byId);
  const summary = styleProfile(active);
  const items = active.map(profileItem);

  const colors = palette(items);
  const byLabel = new Map(colors.map((c) => [c.label, c]));
  const categoryCounts = Object.fromEntries(
    summary.categoryMix.map((c) => [c.key, c.count]),
  ) as Record<Category, number>;
  const formalityMix: Record<FormalityBand, number> = { casual: 0, smart: 0, dressy: 0 };
  for (const level of summary.formalityMix) {
    formalityMix[BAND_OF_LEVEL[level.key]] += active.length ? level.count / active.length : 0;
  }
  const byIdMap = new Map(active.map((i) => [i.id, i]));
  const firstOf = (list: readonly { id: string }[]) => byIdMap.get(list[0]?.id ?? '') ?? null;
  return {
    summary,
    items,
    index: indexItems(items),
    colors,
    dominantColors: summary.dominantColors
      .map((d) => byLabel.get(d.color))
      .filter((c) => c !== undefined),
    categoryCounts,
    formalityMix,
    meanFormality: items.length
      ? items.reduce((s, p) => s + p.traits.formality, 0) / items.length
      : null,
    styleScores: styleScores(items),
    mostWorn: firstOf(summary.mostWorn),
    // The summary keeps the most worn out of its least-worn list; a tiny wardrobe may have no other.
    leastWorn: firstOf(summary.leastWorn) ?? byIdMap.get(summary.mostWorn.at(-1)?.id ?? '') ?? null,
  };
}
