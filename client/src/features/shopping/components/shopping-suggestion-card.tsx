import type { ShoppingSuggestion } from '@contract/shopping.ts';
import { CATEGORY_LABELS, type Category } from '@contract/wardrobe-values.ts';
import { PackagePlus, Trash2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { estimatedPriceLabel } from '../shopping-rules.ts';
import { GarmentArt } from './garment-art.tsx';
import { SuggestionReason } from './suggestion-reason.tsx';

function categoryLabel(category: string): string {
  return category in CATEGORY_LABELS ? CATEGORY_LABELS[category as Category] : category;
}

interface ShoppingSuggestionCardProps {
  suggestion: ShoppingSuggestion;
  onMarkViewed: () => void;
  onMarkPurchased: () => void;
  onDelete: () => void;
  /** Which of its writes is in flight. */
  pending: 'viewed' | 'purchased' | 'delete' | null;
  /** Just purchased here: offer to add it to the wardrobe. */
  offerAdd: boolean;
  onAddToWardrobe: () => void;
  onDismissOffer: () => void;
}

/** Spec §2 suggestion card: name, category, badges, brand, price, description, reason, tags, actions. */
export function ShoppingSuggestionCard({
  suggestion,
  onMarkViewed,
  onMarkPurchased,
  onDelete,
  pending,
  offerAdd,
  onAddToWardrobe,
  onDismissOffer,
}: ShoppingSuggestionCardProps) {
  const { isViewed, isPurchased } = suggestion;
  const titleId = `shopping-${suggestion.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-3xl border bg-card p-5 shadow-soft transition-opacity',
        !isViewed && !isPurchased && 'border-brand/35',
      )}
    >
      <div className={cn('flex flex-1 flex-col gap-4', isPurchased && 'opacity-60')}>
        <div className="relative flex h-36 items-center justify-center rounded-2xl bg-[radial-gradient(circle_at_30%_20%,oklch(0.97_0.02_60),oklch(0.92_0.025_55))] text-foreground/75 ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.34_0.03_50),oklch(0.25_0.02_50))]">
          <GarmentArt
            category={suggestion.category}
            itemName={suggestion.itemName}
            color={suggestion.color}
            className="size-28"
          />
          <div className="absolute top-3 left-3 flex flex-wrap items-center gap-1.5">
            {!isViewed && !isPurchased && <Badge variant="brand">New</Badge>}
            {isPurchased && <Badge variant="secondary">Purchased</Badge>}
          </div>
        </div>
        <header className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="leading-snug font-semibold">
              {suggestion.itemName}
            </h3>
            <p className="mt-0.5 text-[13px] text-muted-foreground">
              {categoryLabel(suggestion.category)}
              {suggestion.brand && (
                <>
                  <span aria-hidden="true"> · </span>
                  {suggestion.brand}
                </>
              )}
            </p>
          </div>
          <p className="shrink-0 text-right font-display text-lg font-medium tabular-nums">
            {estimatedPriceLabel(suggestion.estimatedPrice)}
          </p>
        </header>

        {suggestion.description && (
          <p className="text-sm leading-relaxed">{suggestion.description}</p>
        )}
        {suggestion.reason && <SuggestionReason reason={suggestion.reason} />}
        {suggestion.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {suggestion.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border bg-background px-2.5 py-0.5 text-xs text-muted-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>

      {offerAdd && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-2xl border border-brand/30 bg-accent/60 p-3 text-sm"
        >
          <span className="min-w-0 flex-1 font-medium">Add it to your wardrobe?</span>
          <Button size="sm" onClick={onAddToWardrobe}>
            <PackagePlus aria-hidden="true" />
            Add to Wardrobe
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label="Not now" onClick={onDismissOffer}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2 border-t pt-3.5">
        {!isViewed && !isPurchased && (
          <Button size="sm" variant="outline" onClick={onMarkViewed} disabled={pending !== null}>
            {pending === 'viewed' && <Spinner decorative className="text-current" />}
            Mark Viewed
          </Button>
        )}
        {!isPurchased && (
          <Button size="sm" onClick={onMarkPurchased} disabled={pending !== null}>
            {pending === 'purchased' && <Spinner decorative className="text-current" />}
            Mark Purchased
          </Button>
        )}
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={`Remove ${suggestion.itemName}`}
          onClick={onDelete}
          disabled={pending !== null}
          className="ml-auto text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
