import { Camera, Images, Plus, Shirt } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';

interface EmptyWardrobeProps {
  onAdd: () => void;
  onScan: () => void;
  onAddMany: () => void;
}

/** Spec §2: 'Your wardrobe is empty', with every way to add the first pieces. */
export function EmptyWardrobe({ onAdd, onScan, onAddMany }: EmptyWardrobeProps) {
  return (
    <EmptyState
      icon={Shirt}
      title="Your wardrobe is empty"
      description="Add your first pieces with a photo. The AI reads each one's colours and fills in the details, so outfits, capsules and cost per wear can start from what you really own."
    >
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add Items
      </Button>
      <Button variant="outline" onClick={onScan}>
        <Camera aria-hidden="true" />
        Scan Item
      </Button>
      <Button variant="ghost" onClick={onAddMany}>
        <Images aria-hidden="true" />
        Add many photos
      </Button>
    </EmptyState>
  );
}
