import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Input } from '@/components/ui/input.tsx';
import { matchesSearch, categoryLine } from '@/features/wardrobe/public.ts';
import { itemPath } from '@/lib/paths.ts';

/** How many matches the box lists; the rest are a click away in My Wardrobe. */
export const SEARCH_RESULTS_SHOWN = 6;

/**
 * The dashboard's search box (spec §2): finds pieces by name, brand or colour, as the wardrobe's
 * own search does, and opens the one chosen.
 */
export function DashboardSearch({ items }: { items: WardrobeItem[] | undefined }) {
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const trimmed = query.trim();
  const matches = useMemo(
    () => (trimmed && items ? items.filter((item) => matchesSearch(item, trimmed)) : []),
    [items, trimmed],
  );
  const shown = matches.slice(0, SEARCH_RESULTS_SHOWN);

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
        placeholder="Search your wardrobe..."
        aria-label="Search your wardrobe"
        aria-controls={trimmed ? resultsId : undefined}
        className="rounded-full pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <button
          type="button"
          onClick={() => setQuery('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      {trimmed && (
        <div
          id={resultsId}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-lift"
        >
          <p className="sr-only" role="status">
            {matches.length === 1 ? '1 piece found' : `${matches.length} pieces found`}
          </p>
          {!items ? (
            <p className="px-4 py-3 text-sm text-muted-foreground">Loading your wardrobe...</p>
          ) : shown.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted-foreground">No pieces match “{trimmed}”.</p>
          ) : (
            <ul aria-label="Search results" className="max-h-96 overflow-y-auto py-1.5">
              {shown.map((item) => (
                <li key={item.id}>
                  <Link
                    href={itemPath(item.id)}
                    state={{ openedInApp: true }}
                    className="flex items-center gap-3 px-3 py-2 outline-none hover:bg-muted focus-visible:bg-muted"
                  >
                    <ItemPhoto
                      src={item.thumbnailUrl ?? item.imageUrl}
                      cutout={item.displayImage === 'cutout'}
                      alt=""
                      className="size-11 shrink-0 rounded-lg border"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{item.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {categoryLine(item)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {matches.length > shown.length && (
            <p className="border-t px-4 py-2.5 text-xs text-muted-foreground">
              {matches.length - shown.length} more in My Wardrobe
            </p>
          )}
        </div>
      )}
    </div>
  );
}
