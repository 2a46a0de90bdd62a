import { CAPTION_MAX, createPostBodySchema } from '@contract/community.ts';
import { useState, type FormEvent } from 'react';
import { QueryView } from '@/components/query-view.tsx';
import { TagInput } from '@/components/tag-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { occasionLabel, useOutfits } from '@/features/outfits/public.ts';
import { splitList } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useCreatePost } from '../api.ts';

/** Share one of my saved outfits: the server makes its collage; caption and hashtags are mine. */
export function ShareLookDialog({
  open,
  onOpenChange,
  initialOutfitId = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Chosen from the start (a saved-outfit card's Share); the page remounts the dialog on change. */
  initialOutfitId?: string | null;
}) {
  const outfits = useOutfits();
  const create = useCreatePost();
  const [outfitId, setOutfitId] = useState<string | null>(initialOutfitId);
  const [caption, setCaption] = useState('');
  const [tags, setTags] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createPostBodySchema.safeParse({
      outfitId: outfitId ?? undefined,
      caption,
      hashtags: splitList(tags.replaceAll('#', ' ').replace(/\s+/g, ',')),
    });
    // A preselected id from the URL counts only if it is one of my saved outfits.
    if (!outfitId || !outfits.data?.some((outfit) => outfit.id === outfitId)) {
      return setError('Choose one of your saved outfits');
    }
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setError(null);
    create.mutate(
      { outfitId, caption, hashtags: parsed.data.hashtags },
      {
        onSuccess: () => {
          toast({ title: 'Look shared!', description: 'Your post is in the community feed.' });
          setOutfitId(null);
          setCaption('');
          setTags('');
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogForm onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Share a look</DialogTitle>
            <DialogDescription>
              Others see the outfit&apos;s photo, its pieces&apos; names and what you write. Nothing
              else of your wardrobe.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Outfit</legend>
              <QueryView
                query={outfits}
                loading={<p className="text-sm text-muted-foreground">Loading your outfits…</p>}
                empty={
                  <p className="text-sm text-muted-foreground">
                    Save an outfit in the Outfit Generator first, then share it here.
                  </p>
                }
              >
                {(saved) => (
                  <div
                    role="radiogroup"
                    aria-label="Outfit"
                    className="grid max-h-56 gap-2 overflow-y-auto"
                  >
                    {saved.map((outfit) => (
                      <button
                        key={outfit.id}
                        type="button"
                        role="radio"
                        aria-checked={outfitId === outfit.id}
                        onClick={() => setOutfitId(outfit.id)}
                        className={cn(
                          'flex items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          outfitId === outfit.id
                            ? 'border-primary bg-primary/5'
                            : 'hover:border-foreground/25',
                        )}
                      >
                        <span className="font-medium">{outfit.name}</span>
                        <span className="text-xs text-muted-foreground">
                          {outfit.occasion ? `${occasionLabel(outfit.occasion)} · ` : ''}
                          {outfit.itemIds.length} pieces
                        </span>
                      </button>
                    ))}
                  </div>
                )}
              </QueryView>
            </fieldset>

            <div className="grid gap-2">
              <Label htmlFor="post-caption">Caption</Label>
              <Textarea
                id="post-caption"
                value={caption}
                maxLength={CAPTION_MAX}
                rows={3}
                placeholder="What makes this look work?"
                onChange={(event) => setCaption(event.target.value)}
              />
              <p className="text-right text-xs text-muted-foreground">
                {caption.length}/{CAPTION_MAX}
              </p>
            </div>

            <div className="grid gap-2">
              <Label htmlFor="post-tags">Hashtags (comma separated)</Label>
              <TagInput
                id="post-tags"
                value={tags}
                onChange={setTags}
                placeholder="datenight, linen"
              />
            </div>
          </DialogBody>

          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Sharing…' : 'Share'}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
