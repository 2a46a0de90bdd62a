import type { SimilarPiece } from '../../../contract/diary.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';

/** What an entry offers to match on. */
export interface InspirationText {
  title: string;
  description: string | null;
  notes: string | null;
  tags: string[];
}

// Words that say nothing about a garment; everything shorter than three letters is dropped too.
const STOP_WORDS = new Set(
  'the and for with from this that look looks style outfit inspo inspiration love like wear worn into over under your my our its are was were'.split(
    ' ',
  ),
);

const wordsOf = (...texts: (string | null | undefined)[]): Set<string> =>
  new Set(
    texts
      .flatMap((text) => (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word)),
  );

// A tag shared exactly says the most; a colour seen or named on both sides next; any other word least.
const TAG_WEIGHT = 3;
const COLOR_WEIGHT = 2;
const WORD_WEIGHT = 1;

/**
 * Ranks the user's pieces by what they share with an inspiration: its tags, the colours it names
 * or its photo shows (`photoColors`, palette names), and the words of its title and description.
 * Pieces sharing nothing are left out; the reason names what is shared.
 */
export function rankSimilarPieces(
  entry: InspirationText,
  photoColors: readonly string[],
  items: readonly WardrobeItem[],
): SimilarPiece[] {
  const entryTags = new Set(entry.tags.map((tag) => tag.toLowerCase()));
  const entryWords = wordsOf(entry.title, entry.description, entry.notes, ...entry.tags);
  const seenColors = new Set(photoColors.flatMap((name) => [...wordsOf(name)]));

  const ranked = items.map((item) => {
    const itemTags = new Set(
      [...item.tags, ...(item.aiTags?.style ?? [])].map((t) => t.toLowerCase()),
    );
    const itemColors = wordsOf(item.color, ...(item.colors ?? []).map((c) => c.name));
    const itemWords = wordsOf(item.name, item.category, item.subcategory, item.brand, ...itemTags);
    const shared = new Map<string, number>();
    for (const tag of entryTags) if (itemTags.has(tag)) shared.set(tag, TAG_WEIGHT);
    for (const color of itemColors) {
      if (entryWords.has(color) || seenColors.has(color)) shared.set(color, COLOR_WEIGHT);
    }
    for (const word of entryWords) {
      if (itemWords.has(word) && !shared.has(word)) shared.set(word, WORD_WEIGHT);
    }
    const score = [...shared.values()].reduce((sum, weight) => sum + weight, 0);
    const strongest = [...shared.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
    return { item, score, reason: strongest.slice(0, 3).join(', ') };
  });

  return ranked
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name))
    .map(({ item, reason }) => ({
      itemId: item.id,
      name: item.name,
      category: item.category,
      thumbnailUrl: item.thumbnailUrl,
      reason: `Shares ${reason}`,
    }));
}
