import { formalityBand } from '../insights/profiled-item.ts';
import { wardrobeProfile } from '../insights/wardrobe-profile.ts';
import { averageSpend } from './category-spend.ts';
import { capsuleGaps, inColor, type CapsuleGap } from './capsule-gaps.ts';
import type { PricedItem, ShoppingSuggestion } from './shopping-types.ts';
import { suggestionReason } from './suggestion-reason.ts';

export const DEFAULT_SUGGESTIONS = 5;
const MAX_SUGGESTIONS = 10;

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const keyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The essential's colours, those the user does not already own in it first. */
function colorOrder(gap: CapsuleGap): string[] {
  const owned = (c: string) => gap.owners.some((p) => inColor(p, [c]));
  return [...gap.essential.colors].sort((a, b) => Number(owned(a)) - Number(owned(b)));
}

/** Up to `count` purchases filling the wardrobe's capsule gaps, never an existing suggestion's name. */
export function shoppingSuggestions(
  items: readonly PricedItem[],
  existingSuggestions: readonly { itemName: string }[],
  seed: number,
  count = DEFAULT_SUGGESTIONS,
): ShoppingSuggestion[] {
  const wanted = Math.min(MAX_SUGGESTIONS, Math.max(1, Math.floor(count) || DEFAULT_SUGGESTIONS));
  const profile = wardrobeProfile(items);
  const spend = averageSpend(items);
  const gaps = capsuleGaps(profile, Number.isFinite(seed) ? seed >>> 0 : 0);
  const taken = new Set(existingSuggestions.map((s) => keyOf(s.itemName)));
  const suggestedBefore = (gap: CapsuleGap) =>
    [...taken].some((name) => name.endsWith(keyOf(gap.essential.name)));

  const out: ShoppingSuggestion[] = [];
  const used = new Set<string>();
  // First the essentials never suggested; then, if short, other colours of earlier ones.
  for (const pass of [0, 1]) {
    for (const gap of gaps) {
      if (out.length >= wanted) return out;
      if (used.has(gap.essential.id) || (pass === 0 && suggestedBefore(gap))) continue;
      const color = colorOrder(gap).find((c) => !taken.has(keyOf(`${c} ${gap.essential.name}`)));
      if (!color) continue;
      const itemName = titleCase(
        `${gap.essential.colorWords?.[color] ?? color} ${gap.essential.name}`,
      );
      taken.add(keyOf(itemName));
      used.add(gap.essential.id);
      const { essential } = gap;
      out.push({
        itemName,
        category: essential.category,
        description: essential.description,
        reason: suggestionReason(gap, color, itemName.toLowerCase(), profile),
        estimatedPrice: spend[essential.category],
        brand: null,
        tags: [
          'capsule essential',
          essential.category,
          color,
          formalityBand(essential.formality),
          gap.kind === 'missing'
            ? 'fills a gap'
            : gap.kind === 'off-palette'
              ? 'more versatile colour'
              : 'rotation',
        ],
      });
    }
  }
  return out;
}
