import type { OutfitSuggestion } from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Bookmark, BookmarkCheck, ChevronDown, Heart, Lightbulb } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { categoryLine } from '@/features/wardrobe/public.ts';
import { itemPath } from '@/lib/paths.ts';
import { cn } from '@/lib/utils.ts';
import { StyleRating } from './style-rating.tsx';

interface SuggestionCardProps {
  suggestion: OutfitSuggestion;
  /** 1-based, for the card's name ('Look 1'). */
  number: number;
  items: ReadonlyMap<string, WardrobeItem>;
  liked: boolean;
  onLike: () => void;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  /** The piece the outfit was built around, marked on its photo. */
  anchorId?: string | null;
}

/** Phones start with the tips folded so three looks are not a long scroll; wider screens show them. */
const TIPS_OPEN_QUERY = '(min-width: 640px)';

/** One generated outfit: the real pieces' photos first, then why it works, with Save and Like. */
export function SuggestionCard({
  suggestion,
  number,
  items,
  liked,
  onLike,
  saved,
  saving,
  onSave,
  anchorId,
}: SuggestionCardProps) {
  const titleId = `suggestion-${number}`;
  const [tipsOpen, setTipsOpen] = useState(
    () => window.matchMedia?.(TIPS_OPEN_QUERY).matches ?? true,
  );
  const pieces = suggestion.items.map((id) => ({ id, item: items.get(id) }));
  // One row of photos on wider screens (four or five across, so every look has the same scale), rows on phones.
  const columns = {
    '--piece-columns': `repeat(${Math.max(4, Math.min(pieces.length, 5))}, minmax(0, 1fr))`,
  };
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-3xl border bg-card p-3 shadow-soft sm:p-5"
    >
      <ul
        aria-label="Pieces"
        style={columns as CSSProperties}
        className={cn(
          'grid gap-2 sm:grid-cols-(--piece-columns) sm:gap-3',
          pieces.length === 2 || pieces.length === 4 ? 'grid-cols-2' : 'grid-cols-3',
        )}
      >
        {pieces.map(({ id, item }) => (
          <li key={id} className="min-w-0">
            {item ? (
              <Link
                href={itemPath(item.id)}
                className="group grid gap-1.5 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <div className="relative">
                  <ItemPhoto
                    src={item.thumbnailUrl ?? item.imageUrl}
                    cutout={item.displayImage === 'cutout'}
                    alt={item.name}
                    className="aspect-[4/5] rounded-xl border transition-[box-shadow,transform] duration-200 group-hover:-translate-y-0.5 group-hover:shadow-lift"
                  />
                  {item.id === anchorId && (
                    <span className="absolute top-1.5 left-1.5 rounded-full bg-card/90 px-2 py-0.5 text-[11px] font-medium shadow-soft backdrop-blur-sm">
                      Your pick
                    </span>
                  )}
                </div>
                <span className="min-w-0 px-0.5">
                  <span className="line-clamp-2 text-[13px] leading-tight font-medium">
                    {item.name}
                  </span>
                  <span className="mt-0.5 block truncate text-[11px] text-muted-foreground">
                    {categoryLine(item)}
                  </span>
                </span>
              </Link>
            ) : (
              // The wardrobe list has not caught up (or the piece was just deleted).
              <ItemPhoto
                src={null}
                alt="A piece from your wardrobe"
                className="aspect-[4/5] rounded-xl border"
              />
            )}
          </li>
        ))}
      </ul>

      <div className="flex min-w-0 flex-col gap-4 px-1 pb-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-display text-xl font-medium tracking-tight">
            Look {number}
          </h3>
          <StyleRating value={suggestion.styleRating} />
        </div>
        <p className="text-[15px] leading-relaxed">{suggestion.description}</p>
        {suggestion.tips.length > 0 && (
          <details
            open={tipsOpen}
            onToggle={(event) => setTipsOpen(event.currentTarget.open)}
            className="group rounded-2xl bg-muted/60 p-4"
          >
            <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md text-xs font-semibold tracking-wide text-muted-foreground uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              <Lightbulb className="size-3.5 text-brand" aria-hidden="true" />
              Styling tips ({suggestion.tips.length})
              <ChevronDown
                className="ml-auto size-4 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <ul className="mt-2 grid gap-1.5 text-sm leading-relaxed">
              {suggestion.tips.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-brand" />
                  {tip}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex items-center gap-2">
          <Button onClick={onSave} disabled={saved || saving} className="flex-1 sm:flex-none">
            {saving ? (
              <Spinner decorative className="text-current" />
            ) : saved ? (
              <BookmarkCheck aria-hidden="true" />
            ) : (
              <Bookmark aria-hidden="true" />
            )}
            {saved ? 'Saved' : saving ? 'Saving...' : 'Save'}
          </Button>
          <Button
            variant="outline"
            aria-pressed={liked}
            onClick={onLike}
            className={cn(
              liked && 'border-rose-300 text-rose-600 dark:border-rose-800 dark:text-rose-300',
            )}
          >
            <Heart aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
            Like
          </Button>
        </div>
      </div>
    </article>
  );
}
