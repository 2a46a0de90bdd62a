import {
  CAPSULE_SEASON_LABELS,
  CAPSULE_THEME_LABELS,
  type Capsule,
  type CapsuleSeason,
  type CapsuleTheme,
} from '@contract/capsules.ts';
import { Layers, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';

interface CapsuleCardProps {
  capsule: Capsule;
  onManage: () => void;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

const themeLabel = (theme: string) => CAPSULE_THEME_LABELS[theme as CapsuleTheme] ?? theme;
const seasonLabel = (season: string) => CAPSULE_SEASON_LABELS[season as CapsuleSeason] ?? season;

/** Spec §2 card, with the first pieces' photos and the outfits the capsule makes. */
export function CapsuleCard({
  capsule,
  onManage,
  onGenerate,
  onEdit,
  onDelete,
  deleting,
}: CapsuleCardProps) {
  const count = capsule.itemIds.length;
  const slots = Array.from({ length: 4 }, (_, i) => capsule.previewItems[i] ?? null);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft">
      <div className="grid grid-cols-4 gap-px bg-border/60">
        {slots.map((item, index) =>
          item ? (
            <ItemPhoto
              key={item.id}
              src={item.thumbnailUrl}
              alt={item.name}
              fit="contain"
              className="aspect-square"
            />
          ) : (
            <div key={`empty-${index}`} className="aspect-square bg-muted/50" aria-hidden="true" />
          ),
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-display text-xl leading-tight font-medium tracking-tight break-words">
              {capsule.name}
            </h2>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
              {capsule.description ?? 'No description'}
            </p>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${capsule.name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${capsule.name}`}
              disabled={deleting}
              onClick={onDelete}
              className="hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </header>
        {capsule.theme || capsule.season ? (
          <div className="flex flex-wrap gap-1.5">
            {capsule.theme ? <Badge variant="brand">{themeLabel(capsule.theme)}</Badge> : null}
            {capsule.season ? <Badge variant="outline">{seasonLabel(capsule.season)}</Badge> : null}
          </div>
        ) : null}
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div>
            <dt className="sr-only">Items</dt>
            <dd className="tabular-nums">
              {count} of {capsule.maxItems} items
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-muted-foreground">
            <Layers className="size-3.5" aria-hidden="true" />
            <dt className="sr-only">Outfits</dt>
            <dd className="tabular-nums">
              {capsule.outfitCount === 1 ? '1 outfit' : `${capsule.outfitCount} outfits`}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={onManage}>
            Manage Items
          </Button>
          {count ? (
            <Button variant="ghost" size="sm" onClick={onGenerate}>
              <Sparkles aria-hidden="true" />
              Generate Outfits
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
