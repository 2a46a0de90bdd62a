import {
  SUGGESTIONS_PER_GENERATE,
  type GeneratedShoppingSuggestion,
} from '../../../../contract/shopping.ts';
import type { StylistItem } from '../../stylist.ts';
import { formalityBand } from '../garment/profiled-item.ts';
import { wardrobeProfile } from '../insights/wardrobe-profile.ts';
import { capsuleGaps, inColor, type CapsuleGap } from './capsule-gaps.ts';
import { partners, suggestionReason } from './suggestion-reason.ts';
import { finishSuggestions, type ShoppingDraft } from './suggestion-rules.ts';
import { weatherGaps } from './weather-gaps.ts';

const MAX_SUGGESTIONS = 10;

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The essential's colours, those the user does not already own in it first. */
function colorOrder(gap: CapsuleGap): string[] {
  const owned = (c: string) => gap.owners.some((p) => inColor(p, [c]));
  return [...gap.essential.colors].sort((a, b) => Number(owned(a)) - Number(owned(b)));
}

const GAP_TAG: Readonly<Record<CapsuleGap['kind'], string>> = {
  missing: 'fills a gap',
  'off-palette': 'more versatile colour',
  'worn-out': 'rotation',
};

/**
 * Up to `count` purchases filling the wardrobe's capsule and weather gaps, most needed first, through the
 * shared rules: never a kind suggested before, never what the wardrobe already has. Fewer, or
 * none, when nothing sensible is left.
 */
export function shoppingSuggestions(
  items: readonly StylistItem[],
  existingSuggestions: readonly { itemName: string }[],
  seed: number,
  count = SUGGESTIONS_PER_GENERATE,
): GeneratedShoppingSuggestion[] {
  const wanted = Math.min(
    MAX_SUGGESTIONS,
    Math.max(1, Math.floor(count) || SUGGESTIONS_PER_GENERATE),
  );
  const active = items.filter((item) => item.isActive);
  const profile = wardrobeProfile(active);
  const unit = Number.isFinite(seed) ? seed >>> 0 : 0;
  const capsule = capsuleGaps(profile, unit);
  const gaps = [...capsule, ...weatherGaps(profile, unit, capsule, existingSuggestions)].sort(
    (a, b) => b.priority - a.priority || a.essential.id.localeCompare(b.essential.id),
  );
  // Every colour of each gap, the user's missing ones first: the rules keep the first one the
  // wardrobe does not cover and drop the rest as the same kind.
  const drafts: ShoppingDraft[] = gaps.flatMap((gap) =>
    colorOrder(gap).map((color) => {
      const { essential } = gap;
      const itemName = titleCase(`${essential.colorWords?.[color] ?? color} ${essential.name}`);
      return {
        itemName,
        category: essential.category,
        description: essential.description,
        reason: suggestionReason(gap, color, itemName.toLowerCase(), profile),
        colorText: color,
        tags: [
          'capsule essential',
          essential.category,
          formalityBand(essential.formality),
          GAP_TAG[gap.kind],
        ],
        pairsWith: partners(gap, color, profile).map((p) => p.item),
      };
    }),
  );
  return finishSuggestions(drafts, active, existingSuggestions, wanted);
}
