import { Shirt } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state.tsx';
import { CHOICE_GRID } from '@/components/item-list-editor/choice-grid.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOutfits } from '@/features/outfits/public.ts';
import { useWardrobeItems } from '@/features/wardrobe/public.ts';
import { paths } from '@/lib/paths.ts';
import { OutfitChoiceGrid } from './outfit-choice-grid.tsx';

interface OutfitsToRateProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  labelledBy: string;
}

/** The saved outfits to choose from, with their pieces' photos; the way to save one first. */
export function OutfitsToRate({ selected, onChange, labelledBy }: OutfitsToRateProps) {
  const outfits = useOutfits();
  const wardrobe = useWardrobeItems();
  const items = useMemo(
    () => new Map((wardrobe.data ?? []).map((item) => [item.id, item])),
    [wardrobe.data],
  );
  const skeleton = (
    <SkeletonGrid count={4} className={CHOICE_GRID} itemClassName="aspect-square rounded-lg" />
  );
  return (
    <QueryView
      query={outfits}
      loading={skeleton}
      empty={
        <EmptyState
          size="section"
          icon={Shirt}
          titleAs="p"
          title="Save an outfit first"
          description="Friends rate saved outfits. Generate a few looks and save the ones you like."
        >
          <Button asChild variant="outline" size="sm">
            <Link href={paths.outfitGenerator}>Open the Outfit Generator</Link>
          </Button>
        </EmptyState>
      }
    >
      {(saved) =>
        // The photos come from the wardrobe: the grid waits for it too.
        wardrobe.isPending ? (
          skeleton
        ) : (
          <OutfitChoiceGrid
            outfits={saved}
            items={items}
            selected={selected}
            onChange={onChange}
            labelledBy={labelledBy}
          />
        )
      }
    </QueryView>
  );
}
