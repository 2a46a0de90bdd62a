import { DIARY_CARD_TAGS, DIARY_SOURCE_LABELS, type DiaryEntry } from '@contract/diary.ts';
import { BookHeart, Heart, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { SOURCE_ICONS } from '../source-icons.ts';

interface DiaryCardProps {
  entry: DiaryEntry;
  onOpen: () => void;
  onToggleFavorite: () => void;
  onDelete: () => void;
}

// Shown on hover or keyboard focus, and always on touch screens (they have no hover).
const HOVER_ACTION =
  'size-9 rounded-full bg-background/90 shadow-sm backdrop-blur transition-opacity opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100';

/** A calm tile for an entry without a photo: its title set large on a soft wash. */
function PlaceholderTile({ title }: { title: string }) {
  return (
    <div className="flex size-full flex-col justify-between bg-[radial-gradient(120%_100%_at_20%_0%,oklch(0.95_0.03_55),oklch(0.9_0.025_30))] p-5 dark:bg-[radial-gradient(120%_100%_at_20%_0%,oklch(0.32_0.04_45),oklch(0.24_0.02_30))]">
      <BookHeart className="size-6 text-brand/70" strokeWidth={1.5} aria-hidden="true" />
      <p className="line-clamp-3 font-display text-xl leading-snug font-medium text-foreground/80">
        {title}
      </p>
    </div>
  );
}

/**
 * Spec §2 entry card: image, title, source-type icon, description, first 3 tags. Favourite and
 * delete show on hover or keyboard focus, and always on touch screens (no hover there).
 */
export function DiaryCard({ entry, onOpen, onToggleFavorite, onDelete }: DiaryCardProps) {
  const SourceIcon = SOURCE_ICONS[entry.sourceType];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft transition-shadow hover:shadow-md">
      <button
        type="button"
        onClick={onOpen}
        className="flex flex-1 cursor-pointer flex-col text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`Open ${entry.title}`}
      >
        <div className="aspect-[4/5] w-full overflow-hidden bg-muted">
          {entry.thumbnailUrl ? (
            <img
              src={entry.thumbnailUrl}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            />
          ) : (
            <PlaceholderTile title={entry.title} />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start gap-2">
            <h3 className="line-clamp-2 flex-1 font-medium leading-snug">{entry.title}</h3>
            <span
              title={DIARY_SOURCE_LABELS[entry.sourceType]}
              className="mt-0.5 text-muted-foreground"
            >
              <SourceIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{DIARY_SOURCE_LABELS[entry.sourceType]}</span>
            </span>
          </div>
          {entry.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{entry.description}</p>
          )}
          {entry.tags.length > 0 && (
            <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label="Tags">
              {entry.tags.slice(0, DIARY_CARD_TAGS).map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </button>
      <div className="absolute top-3 right-3 flex gap-2">
        <Button
          size="icon"
          variant="secondary"
          className={cn(HOVER_ACTION, entry.isFavorite && 'opacity-100')}
          aria-pressed={entry.isFavorite}
          aria-label={entry.isFavorite ? `Unfavourite ${entry.title}` : `Favourite ${entry.title}`}
          onClick={onToggleFavorite}
        >
          <Heart
            className={cn('size-4', entry.isFavorite && 'fill-rose-500 text-rose-500')}
            aria-hidden="true"
          />
        </Button>
        <Button
          size="icon"
          variant="secondary"
          className={HOVER_ACTION}
          aria-label={`Delete ${entry.title}`}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
