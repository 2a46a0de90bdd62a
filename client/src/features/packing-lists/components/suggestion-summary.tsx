import type { PackingSuggestion } from '@contract/packing-lists.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the stylist's suggestion makes and lacks, above the pieces it picked. */
export function SuggestionSummary({ suggestion }: { suggestion: PackingSuggestion }) {
  return (
    <div role="status" className="grid gap-1.5 rounded-2xl border p-4 text-sm">
      <p className="font-medium">
        {suggestion.picks.length
          ? `Makes ${plural(suggestion.outfitCount, 'outfit')}`
          : 'Nothing to suggest yet'}
      </p>
      <p className="text-muted-foreground">{suggestion.summary}</p>
      {suggestion.missing.length ? (
        <p className="text-muted-foreground">Missing: {suggestion.missing.join('; ')}.</p>
      ) : null}
      {suggestion.note ? <p className="text-xs text-muted-foreground">{suggestion.note}</p> : null}
    </div>
  );
}
