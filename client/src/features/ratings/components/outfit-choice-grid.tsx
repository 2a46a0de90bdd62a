import type { Outfit } from '@contract/outfits.ts';
import { SESSION_OUTFITS_MAX } from '@contract/ratings.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Check } from 'lucide-react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';

interface OutfitChoiceGridProps {
  outfits: readonly Outfit[];
  items: ReadonlyMap<string, WardrobeItem>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  labelledBy?: string;
}

/** The user's saved outfits to put to the vote: one to six, shown by their pieces' photos. */
export function OutfitChoiceGrid({
  outfits,
  items,
  selected,
  onChange,
  labelledBy,
}: OutfitChoiceGridProps) {
  const full = selected.length >= SESSION_OUTFITS_MAX;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {outfits.map((outfit) => {
        const chosen = selected.includes(outfit.id);
        const pieces = outfit.itemIds
          .map((id) => items.get(id))
          .filter((item): item is WardrobeItem => item !== undefined)
          .slice(0, 4);
        return (
          <li key={outfit.id}>
            <button
              type="button"
              aria-pressed={chosen}
              disabled={!chosen && full}
              onClick={() => toggle(outfit.id)}
              className={cn(
                'group relative flex w-full cursor-pointer flex-col gap-2 rounded-2xl border bg-card p-2 text-left transition-[border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-45',
                chosen ? 'border-brand ring-2 ring-brand/40' : 'hover:border-foreground/25',
              )}
            >
              <span
                className={cn(
                  'grid aspect-square gap-0.5 overflow-hidden rounded-xl',
                  pieces.length > 1 && 'grid-cols-2',
                  pieces.length > 2 && 'grid-rows-2',
                )}
              >
                {pieces.length === 0 ? (
                  <ItemPhoto src={null} alt="" className="size-full" />
                ) : (
                  pieces.map((item, index) => (
                    <ItemPhoto
                      key={item.id}
                      src={item.thumbnailUrl ?? item.imageUrl}
                      cutout={item.displayImage === 'cutout'}
                      alt=""
                      className={cn(
                        'size-full min-h-0',
                        pieces.length === 3 && index === 0 && 'row-span-2',
                      )}
                    />
                  ))
                )}
              </span>
              <span className="px-1 pb-1">
                <span className="line-clamp-1 text-sm font-medium">{outfit.name}</span>
                <span className="text-xs text-muted-foreground">
                  {outfit.itemIds.length} {outfit.itemIds.length === 1 ? 'piece' : 'pieces'}
                </span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-3.5 right-3.5 flex size-6 items-center justify-center rounded-full border-2 shadow-soft transition-colors',
                  chosen
                    ? 'border-brand bg-brand text-brand-foreground'
                    : 'border-white/90 bg-black/15',
                )}
              >
                {chosen ? <Check className="size-3.5" strokeWidth={3} /> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
