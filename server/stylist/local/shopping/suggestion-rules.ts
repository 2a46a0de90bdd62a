// The rules every provider's suggestions pass before they are stored: one place, so the built-in
// stylist and an AI model are held to the same promises (no repeats, nothing already owned, shop
// prices, no made-up brands, reasons that cite real pieces).
import {
  SUGGESTIONS_PER_GENERATE,
  type GeneratedShoppingSuggestion,
} from '../../../../contract/shopping.ts';
import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { readColor, type ColorInfo } from '../garment/color/color-reading.ts';
import { colorSimilarity } from '../garment/color/color-similarity.ts';
import { readGarment } from '../garment/garment-traits.ts';
import { categoryNoun, yourList } from '../garment/phrasing.ts';
import { averageSpend } from './category-spend.ts';
import { defaultPrice, shopPrice } from './shop-price.ts';
import { snapColor } from './suggestion-color.ts';
import { shoppingKind } from './suggestion-kind.ts';

/** A suggestion as a provider proposes it, before the rules. */
export interface ShoppingDraft {
  itemName: string;
  category: Category;
  description: string | null;
  reason: string | null;
  /** The colour in words ("navy", "denim"); null reads it from the name. */
  colorText: string | null;
  tags: readonly string[];
  /** The user's pieces it goes with, cited when the reason names none of their pieces. */
  pairsWith: readonly Pick<StylistItem, 'name'>[];
}

// Colours this alike are the same colour to a shopper (white and off-white, navy and midnight).
const SAME_COLOR = 0.8;
// A piece this far from the suggestion in formality does not cover it (joggers and suit trousers).
const SAME_FORMALITY = 1.25;
const CITED = 2;

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

interface Reading {
  kind: string;
  color: ColorInfo;
  formality: number;
}

function read(item: Pick<StylistItem, 'name' | 'category' | 'subcategory' | 'color'>): Reading {
  const traits = readGarment({ tags: [], ...item });
  const byColor = readColor(item.color);
  return {
    kind: shoppingKind(item.name, item.subcategory),
    color: byColor.kind === 'unknown' ? readColor(item.name) : byColor,
    formality: traits.formality,
  };
}

/** Whether the wardrobe already has this: the same kind, a like colour and formality. */
export function isCovered(
  draft: Pick<ShoppingDraft, 'itemName' | 'category' | 'colorText'>,
  wardrobe: readonly Reading[],
): boolean {
  const want = read({ ...draft, name: draft.itemName, subcategory: null, color: draft.colorText });
  return wardrobe.some(
    (owned) =>
      owned.kind === want.kind &&
      Math.abs(owned.formality - want.formality) <= SAME_FORMALITY &&
      (want.color.kind === 'unknown' || colorSimilarity(owned.color, want.color) >= SAME_COLOR),
  );
}

/** The user's average price per kind of garment in cents, from their priced active pieces. */
function averageSpendByKind(items: readonly StylistItem[]): Map<string, number> {
  const totals = new Map<string, { sum: number; n: number }>();
  for (const item of items) {
    if (typeof item.price !== 'number' || !(item.price > 0)) continue;
    const kind = shoppingKind(item.name, item.subcategory);
    const total = totals.get(kind) ?? { sum: 0, n: 0 };
    total.sum += item.price;
    total.n += 1;
    totals.set(kind, total);
  }
  return new Map([...totals].map(([kind, t]) => [kind, Math.round(t.sum / t.n)]));
}

/** The brand the user has bought at least twice in a category, more than any other; else null. */
export function usualBrand(items: readonly StylistItem[], category: Category): string | null {
  const counts = new Map<string, { name: string; n: number }>();
  for (const item of items) {
    const brand = item.brand?.trim();
    if (item.category !== category || !brand) continue;
    const entry = counts.get(brand.toLowerCase()) ?? { name: brand, n: 0 };
    entry.n += 1;
    counts.set(brand.toLowerCase(), entry);
  }
  const [first, second] = [...counts.values()].sort((a, b) => b.n - a.n);
  return first && first.n >= 2 && first.n !== second?.n ? first.name : null;
}

/** The reason, made to name the user's own pieces when it names none of them. */
function citedReason(
  reason: string | null,
  draft: ShoppingDraft,
  names: readonly string[],
): string | null {
  const text = reason?.trim() ?? '';
  const lower = text.toLowerCase();
  if (!draft.pairsWith.length || names.some((n) => lower.includes(n))) return text || null;
  const cite = `Goes with ${yourList(draft.pairsWith.slice(0, CITED))}.`;
  return text ? `${text} ${cite}` : cite;
}

/**
 * The drafts that may be suggested, finished: none of a kind already suggested (stored, viewed,
 * purchased or earlier in this answer), none the active wardrobe covers, priced at a shop price
 * from the user's own spend on the kind, else in the category (not for accessories, where a watch
 * and a belt share nothing), else a default for the kind; the user's usual brand or none; the
 * colour as the first tag. At most `limit`, in the drafts' order.
 */
export function finishSuggestions(
  drafts: readonly ShoppingDraft[],
  items: readonly StylistItem[],
  existing: readonly { itemName: string }[],
  limit = SUGGESTIONS_PER_GENERATE,
): GeneratedShoppingSuggestion[] {
  const active = items.filter((item) => item.isActive);
  const wardrobe = active.map(read);
  const names = active.map((item) => nameKey(item.name)).filter(Boolean);
  const spend = averageSpend(active);
  const kindSpend = averageSpendByKind(active);
  const takenKinds = new Set(existing.map((s) => shoppingKind(s.itemName)));
  const takenNames = new Set(existing.map((s) => nameKey(s.itemName)));

  const out: GeneratedShoppingSuggestion[] = [];
  for (const draft of drafts) {
    if (out.length >= limit) break;
    const kind = shoppingKind(draft.itemName);
    if (!kind || takenKinds.has(kind) || takenNames.has(nameKey(draft.itemName))) continue;
    if (isCovered(draft, wardrobe)) continue;
    takenKinds.add(kind);
    takenNames.add(nameKey(draft.itemName));
    const color = snapColor(readColor(draft.colorText ?? draft.itemName));
    const brand = usualBrand(active, draft.category);
    const reason = citedReason(draft.reason, draft, names);
    out.push({
      itemName: draft.itemName,
      category: draft.category,
      description: draft.description,
      reason: brand
        ? `${reason ? `${reason} ` : ''}You often buy ${brand} for ${categoryNoun(draft.category)}.`
        : reason,
      estimatedPrice: shopPrice(
        kindSpend.get(kind) ??
          (draft.category === 'accessories' ? null : spend[draft.category]) ??
          defaultPrice(draft.category, kind),
      ),
      brand,
      color,
      tags: [...(color ? [color] : []), ...new Set(draft.tags.filter((t) => t && t !== color))],
    });
  }
  return out;
}
