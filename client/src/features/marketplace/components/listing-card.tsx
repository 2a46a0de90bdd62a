import { CONDITION_LABELS, type Listing } from '@contract/marketplace.ts';
import { Eye } from 'lucide-react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';

/** Spec §2 card: image, title, condition badge, brand, two-line description, price, views, 'View Details'. */
export function ListingCard({ listing, onView }: { listing: Listing; onView: () => void }) {
  const titleId = `listing-${listing.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft"
    >
      <div className="relative">
        <ItemPhoto src={listing.thumbnailUrl} alt={listing.title} className="aspect-[4/5] w-full" />
        {listing.status === 'sold' && (
          <span className="absolute top-3 left-3 rounded-full bg-foreground px-3 py-1 text-xs font-medium text-background">
            Sold
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="line-clamp-2 font-medium leading-snug">
            {listing.title}
          </h3>
          {listing.condition && (
            <Badge variant="secondary" className="shrink-0">
              {CONDITION_LABELS[listing.condition]}
            </Badge>
          )}
        </div>
        {listing.brand && <p className="text-sm text-muted-foreground">{listing.brand}</p>}
        {listing.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{listing.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="font-display text-xl font-medium tabular-nums">
            {formatMoney(listing.price)}
          </span>
          <span
            className="flex items-center gap-1 text-xs text-muted-foreground"
            aria-label={`${listing.views} ${listing.views === 1 ? 'view' : 'views'}`}
          >
            <Eye className="size-3.5" aria-hidden="true" />
            {listing.views}
          </span>
        </div>
        <Button variant="outline" className="mt-1 w-full" onClick={onView}>
          View Details
        </Button>
      </div>
    </article>
  );
}
