import type { Outfit } from '@contract/outfits.ts';
import { SESSION_OUTFITS_MAX } from '@contract/ratings.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ChoiceGrid } from '@/components/item-list-editor/choice-grid.tsx';
import { OutfitPieces } from './outfit-pieces.tsx';

interface OutfitChoiceGridProps {
  outfits: readonly Outfit[];
  items: ReadonlyMap<string, WardrobeItem>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  labelledBy: string;
}

/** The user's saved outfits to put to the vote: one to six, shown by their pieces' photos. */
export function OutfitChoiceGrid({ outfits, items, ...choice }: OutfitChoiceGridProps) {
  return (
    <ChoiceGrid
      {...choice}
      options={outfits}
      max={SESSION_OUTFITS_MAX}
      noun="outfits"
      caption={(outfit) => ({
        name: outfit.name,
        detail: `${outfit.itemIds.length} ${outfit.itemIds.length === 1 ? 'piece' : 'pieces'}`,
      })}
      media={(outfit) => <OutfitPieces outfit={outfit} items={items} />}
    />
  );
}
