import type { WardrobeItem } from '@contract/wardrobe.ts';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { useOutfits } from '../api.ts';
import { OutfitCard } from './outfit-card.tsx';

const GRID = 'grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The generator's saved outfits, each ready to wear today. */
export function SavedOutfits({ items }: { items: ReadonlyMap<string, WardrobeItem> }) {
  const outfits = useOutfits();
  return (
    <section aria-labelledby="saved-outfits" className="flex flex-col gap-5">
      <div>
        <h2 id="saved-outfits" className="text-lg font-semibold tracking-tight">
          Your Saved Outfits
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Wear one today and every piece in it counts the wear.
        </p>
      </div>
      {outfits.isLoading ? (
        <SkeletonGrid count={3} className={GRID} itemClassName="h-80 rounded-2xl" />
      ) : outfits.data && outfits.data.length > 0 ? (
        <ul className={`grid ${GRID}`}>
          {outfits.data.map((outfit) => (
            <li key={outfit.id}>
              <OutfitCard outfit={outfit} items={items} />
            </li>
          ))}
        </ul>
      ) : outfits.data ? (
        <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
          Outfits you save from the suggestions show up here.
        </p>
      ) : null}
    </section>
  );
}
