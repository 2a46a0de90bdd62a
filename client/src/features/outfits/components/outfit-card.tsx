import type { Outfit } from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { CalendarCheck, Share2, Sparkles, Thermometer, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { shareOutfitPath } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useDeleteOutfit, useWearOutfit } from '../api.ts';
import { itemCountLabel, occasionLabel, timesWornLabel, weatherLabel } from '../outfit-labels.ts';
import { OutfitCollage } from './outfit-collage.tsx';
import { StyleRating } from './style-rating.tsx';

/** Enough pieces to recognise the look on one or two lines. */
const MAX_PIECES = 4;

interface OutfitCardProps {
  outfit: Outfit;
  /** The wardrobe by id, for the pieces' photos. */
  items: ReadonlyMap<string, WardrobeItem>;
  className?: string;
}

/**
 * A saved outfit (spec §3 'Outfit card'): its pieces' photos, name, description, rating,
 * 'AI Generated', occasion, weather, °F, item count and wears, with 'Wear today', Share (to the community) and delete.
 */
export function OutfitCard({ outfit, items, className }: OutfitCardProps) {
  const wear = useWearOutfit();
  const remove = useDeleteOutfit();
  const titleId = `outfit-${outfit.id}`;

  function onWear() {
    wear.mutate(outfit.id, {
      onSuccess: (worn) =>
        toast({
          title: 'Outfit worn today',
          description: `${worn.name}: ${timesWornLabel(worn.timesWorn).toLowerCase()}. Each piece's wear count went up too.`,
        }),
    });
  }

  function onDelete() {
    remove.mutate(outfit.id, { onSuccess: () => toast({ title: 'Outfit deleted' }) });
  }

  // The pieces' names tell apart outfits saved on the same day for the same occasion.
  const pieces = outfit.itemIds.flatMap((id) => items.get(id)?.name ?? []).slice(0, MAX_PIECES);

  const facts = [
    outfit.occasion && occasionLabel(outfit.occasion),
    outfit.weather && weatherLabel(outfit.weather),
  ].filter(Boolean);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl border bg-card p-3 shadow-soft sm:p-4',
        className,
      )}
    >
      <div className="relative">
        <OutfitCollage itemIds={outfit.itemIds} items={items} />
        {outfit.aiGenerated && (
          <Badge
            variant="outline"
            className="absolute top-2 left-2 border-transparent bg-card/90 shadow-soft backdrop-blur-sm"
          >
            <Sparkles className="text-brand" aria-hidden="true" />
            AI Generated
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="leading-snug font-semibold first-letter:uppercase">
            {outfit.name}
          </h3>
          {outfit.rating !== null && (
            <StyleRating value={outfit.rating} className="mt-0.5 shrink-0" />
          )}
        </div>
        {pieces.length > 0 && (
          <p className="line-clamp-2 text-sm font-medium text-foreground/80">
            {pieces.join(' · ')}
          </p>
        )}
        {outfit.description && (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
            {outfit.description}
          </p>
        )}
        <ul className="mt-auto flex flex-wrap items-center gap-1.5 pt-1 text-xs text-muted-foreground">
          {facts.map((fact) => (
            <li
              key={fact}
              className="rounded-full bg-muted px-2.5 py-1 font-medium text-foreground/80"
            >
              {fact}
            </li>
          ))}
          {outfit.temperature !== null && (
            <li className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 font-medium text-foreground/80 tabular-nums">
              <Thermometer className="size-3" aria-hidden="true" />
              {outfit.temperature}°F
            </li>
          )}
          <li className="px-1">{itemCountLabel(outfit.itemIds.length)}</li>
          <li className="px-1">{timesWornLabel(outfit.timesWorn)}</li>
        </ul>
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-1 pt-3">
        <Button size="sm" variant="outline" onClick={onWear} disabled={wear.isPending}>
          {wear.isPending ? (
            <Spinner decorative className="text-current" />
          ) : (
            <CalendarCheck aria-hidden="true" />
          )}
          Wear today
        </Button>
        {/* Sharing happens in the community's Share a look dialog, with this outfit chosen. */}
        <Button asChild size="sm" variant="ghost" className="mr-auto">
          <Link href={shareOutfitPath(outfit.id)}>
            <Share2 aria-hidden="true" />
            Share
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={`Delete ${outfit.name}`}
              className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          }
          title="Delete this outfit?"
          description={`${outfit.name} is removed from your saved outfits. The pieces stay in your wardrobe.`}
          confirmLabel="Delete outfit"
          onConfirm={onDelete}
        />
      </div>
    </article>
  );
}
