import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import { pairHarmony } from '../garment/color/color-harmony.ts';
import { readColor } from '../garment/color/color-reading.ts';
import {
  agree,
  capitalize,
  categoryCount,
  categoryNoun,
  withArticle,
  yourList,
} from '../garment/phrasing.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import type { WardrobeProfile } from '../insights/wardrobe-profile.ts';
import type { CapsuleGap } from './capsule-gaps.ts';

const PARTNERS_NAMED = 2;
// A non-neutral colour carried by this share of the wardrobe is worth grounding.
const STRONG_COLOR_SHARE = 0.2;

function balanceSentence(category: Category, profile: WardrobeProfile): string | null {
  const counts = profile.categoryCounts;
  const total = profile.items.length;
  if (!total) return null;
  const [largest] = CATEGORIES.filter((c) => c !== category).sort(
    (a, b) => counts[b] - counts[a] || CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b),
  );
  if (!largest || counts[largest] < 3) return null;
  const own = counts[category];
  if (own === 0) {
    return `You own ${categoryCount(counts[largest], largest)} but no ${categoryNoun(category)} yet.`;
  }
  return own * 3 <= counts[largest]
    ? `You own ${categoryCount(counts[largest], largest)} but only ${categoryCount(own, category)}.`
    : null;
}

/** The user's pieces the suggestion is worn with, the best colour match and most worn first. */
export function partners(gap: CapsuleGap, color: string, profile: WardrobeProfile): ProfiledItem[] {
  const info = readColor(color);
  const target = gap.essential.formality;
  const worn = profile.items.filter((p) => gap.essential.pairsWith.includes(p.item.category));
  const alike = worn.filter((p) => Math.abs(p.traits.formality - target) <= 1.75);
  // With nothing as formal, the pieces it is worn with; with none of those, what else it would sit
  // beside: a reason always names the user's own pieces.
  const pool = alike.length
    ? alike
    : worn.length
      ? worn
      : profile.items.filter((p) => p.item.category !== gap.essential.category);
  return pool
    .map((p) => ({
      p,
      score:
        pairHarmony(info, p.traits.color).score +
        0.02 * Math.min(20, p.item.timesWorn || 0) -
        0.1 * Math.abs(p.traits.formality - target),
    }))
    .sort((a, b) => b.score - a.score || (a.p.item.id < b.p.item.id ? -1 : 1))
    .slice(0, PARTNERS_NAMED)
    .map(({ p }) => p);
}

function paletteSentence(color: string, profile: WardrobeProfile): string | null {
  const strong = profile.colors.find(
    (c) => c.info.kind === 'color' && c.share >= STRONG_COLOR_SHARE,
  );
  return strong ? `Its ${color} grounds the ${strong.label} you wear most.` : null;
}

/** Why this piece, in words that name the user's own pieces and counts. */
export function suggestionReason(
  gap: CapsuleGap,
  color: string,
  piece: string,
  profile: WardrobeProfile,
): string {
  if (!profile.items.length) {
    return `Every versatile wardrobe starts with a few basics, and ${withArticle(piece)} ${agree(piece, 'pairs', 'pair')} with almost anything you add next.`;
  }
  const sentences: (string | null)[] = [
    gap.why ?? null,
    balanceSentence(gap.essential.category, profile),
  ];
  const owners = gap.owners.slice(0, 2).map((p) => p.item);
  const first = owners[0];
  if (gap.kind === 'off-palette' && first) {
    const colors = [...new Set(gap.owners.slice(0, 2).map((p) => p.traits.color.label))];
    const shown = colors.filter(Boolean).length ? ` in ${colors.join(' and ')}` : '';
    sentences.push(
      `${capitalize(yourList(owners))} ${owners.length > 1 ? 'come' : agree(first.name, 'comes', 'come')}${shown}; ${withArticle(piece)} ${agree(piece, 'goes', 'go')} with far more.`,
    );
  }
  if (gap.kind === 'worn-out' && first) {
    sentences.push(
      `You've worn ${yourList([first])} ${first.timesWorn} times: a second one lets it rest between wears.`,
    );
  }
  const mates = partners(gap, color, profile).map((p) => p.item);
  if (mates.length) {
    sentences.push(`${agree(piece, 'It pairs', 'They pair')} with ${yourList(mates)}.`);
  }
  sentences.push(paletteSentence(color, profile));
  return sentences.filter((s): s is string => s !== null).join(' ');
}
