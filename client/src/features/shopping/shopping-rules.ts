import type { ShoppingSuggestion } from '@contract/shopping.ts';
import { formatMoney } from '@/lib/format.ts';

/** Spec §9: a reason longer than this many characters gets 'Read more' / 'Show less'. */
export const REASON_EXPANDABLE_AFTER = 100;

export function reasonIsExpandable(reason: string): boolean {
  return reason.length > REASON_EXPANDABLE_AFTER;
}

/** Spec §3: cents as dollars; a missing or zero price reads 'Price varies'. */
export function estimatedPriceLabel(cents: number | null): string {
  return cents ? formatMoney(cents) : 'Price varies';
}

export interface SuggestionCounts {
  total: number;
  /** Not yet viewed (a purchase counts as viewed). */
  fresh: number;
  purchased: number;
}

export function suggestionCounts(suggestions: readonly ShoppingSuggestion[]): SuggestionCounts {
  return {
    total: suggestions.length,
    fresh: suggestions.filter((s) => !s.isViewed && !s.isPurchased).length,
    purchased: suggestions.filter((s) => s.isPurchased).length,
  };
}

/** Spec §8: generation failures whose message mentions the rate limit get their own toast. */
export function isRateLimitError(error: unknown): boolean {
  return error instanceof Error && error.message.toLowerCase().includes('rate limit');
}
