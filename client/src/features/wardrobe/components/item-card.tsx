import type { WardrobeItem } from '@contract/wardrobe.ts';
import { LoaderCircle, Sparkles, WashingMachine } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils.ts';
import { categoryLine, costPerWearLabel, priceLabel, wornLabel } from '../item-display.ts';
import { itemPath } from '@/lib/paths.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { STUDIO_TILE } from './studio-tile.ts';

const cardLink =
  'group outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 transition-[box-shadow,border-color,transform] duration-200';

function AiTaggedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-card/85 px-2 py-0.5 text-[11px] font-medium text-foreground shadow-soft ring-1 ring-foreground/5 backdrop-blur-sm',
        className,
      )}
    >
      <Sparkles className="size-3 text-brand" aria-hidden="true" />
      AI Tagged
    </span>
  );
}

/** The photo is still being read on the server: the cut-out and colours follow. */
function AnalysingBadge({ className }: { className?: string }) {
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-card/85 px-2 py-0.5 text-[11px] font-medium text-muted-foreground shadow-soft ring-1 ring-foreground/5 backdrop-blur-sm',
        className,
      )}
    >
      <LoaderCircle className="size-3 motion-safe:animate-spin" aria-hidden="true" />
      Analysing…
    </span>
  );
}

function LaundryBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-sky-100/90 px-2 py-0.5 text-[11px] font-medium text-sky-900 shadow-soft backdrop-blur-sm dark:bg-sky-950/80 dark:text-sky-100',
        className,
      )}
    >
      <WashingMachine className="size-3" aria-hidden="true" />
      In laundry
    </span>
  );
}

/**
 * A grid card: the photo first, then name, price, wear count and cost per wear. Memoised: each
 * batch the grid adds as it scrolls would otherwise re-render every card already there.
 */
export const ItemCard = memo(function ItemCard({
  item,
  priority = false,
}: {
  item: WardrobeItem;
  /** On the first screen (the grid's first row): its photo loads first. */
  priority?: boolean;
}) {
  const price = priceLabel(item);
  const perWear = costPerWearLabel(item);
  return (
    <Link
      href={itemPath(item.id)}
      state={{ openedInApp: true }}
      className={cn(
        cardLink,
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft hover:-translate-y-0.5 hover:border-foreground/15 hover:shadow-lift',
      )}
    >
      <div className="relative">
        <ItemPhoto
          src={item.thumbnailUrl ?? item.imageUrl}
          alt={item.name}
          cutout={item.displayImage === 'cutout'}
          priority={priority}
          className={cn(
            'aspect-[4/5] transition-[filter,opacity]',
            item.displayImage === 'cutout' && STUDIO_TILE,
            item.inLaundry && 'opacity-80 saturate-50',
          )}
        />
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1">
          {item.analysing ? <AnalysingBadge /> : item.aiTags ? <AiTaggedBadge /> : <span />}
          {item.inLaundry && <LaundryBadge />}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-3.5">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold">{item.name}</h3>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="truncate">{categoryLine(item)}</span>
          {item.colors && item.colors.length > 0 && (
            <ColorSwatches colors={item.colors} max={3} className="shrink-0" />
          )}
        </div>
        <div className="mt-auto flex items-baseline justify-between gap-2 pt-2">
          <span className="text-sm font-semibold tabular-nums">{price}</span>
          {perWear && (
            <span className="text-xs font-medium tabular-nums" title="Cost per wear">
              {perWear}
              <span className="font-normal text-muted-foreground">/wear</span>
            </span>
          )}
        </div>
        <span className="text-xs text-muted-foreground">{wornLabel(item.timesWorn)}</span>
      </div>
    </Link>
  );
});

/** A list row: a small photo and the same facts on one line (wider screens) or two. Memoised too. */
export const ItemRow = memo(function ItemRow({ item }: { item: WardrobeItem }) {
  const price = priceLabel(item);
  const perWear = costPerWearLabel(item);
  return (
    <Link
      href={itemPath(item.id)}
      state={{ openedInApp: true }}
      className={cn(
        cardLink,
        'flex items-center gap-3 rounded-2xl border bg-card p-2.5 pr-4 shadow-soft hover:border-foreground/15 hover:shadow-lift sm:gap-4',
      )}
    >
      <ItemPhoto
        src={item.thumbnailUrl ?? item.imageUrl}
        alt={item.name}
        cutout={item.displayImage === 'cutout'}
        className={cn(
          'size-16 shrink-0 rounded-xl sm:size-18',
          item.displayImage === 'cutout' && STUDIO_TILE,
        )}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h3 className="truncate text-sm font-semibold">{item.name}</h3>
          {item.analysing ? (
            <span role="status" className="flex shrink-0 items-center">
              <LoaderCircle
                className="size-3.5 text-muted-foreground motion-safe:animate-spin"
                aria-hidden="true"
              />
              <span className="sr-only">Analysing…</span>
            </span>
          ) : (
            item.aiTags && (
              <Sparkles className="size-3.5 shrink-0 text-brand" aria-label="AI Tagged" />
            )
          )}
          {item.inLaundry && (
            <WashingMachine
              className="size-3.5 shrink-0 text-sky-700 dark:text-sky-300"
              aria-label="In laundry"
            />
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
          <span className="truncate">{categoryLine(item)}</span>
          {item.colors && item.colors.length > 0 && <ColorSwatches colors={item.colors} max={3} />}
        </div>
        <div className="mt-1 text-xs text-muted-foreground sm:hidden">
          {wornLabel(item.timesWorn)}
          {perWear && ` · ${perWear}/wear`}
        </div>
      </div>
      <div className="hidden w-28 text-xs text-muted-foreground sm:block">
        {wornLabel(item.timesWorn)}
      </div>
      <div className="hidden w-24 text-right text-xs tabular-nums sm:block" title="Cost per wear">
        {perWear ? (
          <>
            {perWear}
            <span className="text-muted-foreground">/wear</span>
          </>
        ) : null}
      </div>
      <div className="w-16 text-right text-sm font-medium tabular-nums sm:w-20">{price ?? ''}</div>
    </Link>
  );
});
