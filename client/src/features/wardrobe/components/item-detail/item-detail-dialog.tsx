import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Sparkles, X } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { generatorPath } from '@/lib/paths.ts';
import { categoryLine } from '../../item-display.ts';
import { ColorSwatches } from '../color-swatches.tsx';
import { ItemDetailPhoto } from './item-detail-photo.tsx';
import { ItemEditForm } from './item-edit-form.tsx';
import { ItemWearPanel } from './item-wear-panel.tsx';
import { formatDate } from '@/lib/format.ts';

interface ItemDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to show. */
  item: WardrobeItem | null;
}

/** One item: its large photo, every field editable, wear log, laundry, photo change and delete. */
export function ItemDetailDialog({ open, onOpenChange, item }: ItemDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="max-w-4xl gap-0 overflow-x-hidden p-0 sm:p-0 md:grid-cols-[minmax(0,0.95fr)_minmax(0,1.05fr)] md:overflow-hidden"
      >
        {/* Keyed by id: opening another item starts from that item's values. */}
        {item && <ItemDetail key={item.id} item={item} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ItemDetail({ item, onClose }: { item: WardrobeItem; onClose: () => void }) {
  return (
    <>
      <ItemDetailPhoto item={item} />

      <div className="flex min-w-0 flex-col gap-6 p-5 sm:p-7 md:max-h-[calc(100dvh-2rem)] md:overflow-y-auto">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle className="font-display text-2xl font-medium">{item.name}</DialogTitle>
            <DialogDescription className="mt-1 flex flex-wrap items-center gap-2">
              <span>{categoryLine(item)}</span>
              {item.aiTags && (
                <Badge variant="brand">
                  <Sparkles aria-hidden="true" />
                  AI Tagged
                </Badge>
              )}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Close"
              className="-mt-1 -mr-2 hidden md:inline-flex"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>

        <ItemWearPanel item={item} />

        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link href={generatorPath({ anchor: item.id })}>
            <Sparkles aria-hidden="true" />
            Build an outfit around this
          </Link>
        </Button>

        {item.colors && item.colors.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <ColorSwatches colors={item.colors} size="md" />
            <span>
              From the photo:{' '}
              {item.colors
                .map((color) => `${color.name} ${Math.round(color.share * 100)}%`)
                .join(', ')}
            </span>
          </div>
        )}

        <ItemEditForm item={item} onDeleted={onClose} />
        <p className="-mt-2 text-xs text-muted-foreground">
          Added {formatDate(item.createdAt, 'longDate')}
        </p>
      </div>
    </>
  );
}
