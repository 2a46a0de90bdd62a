import {
  CAPSULE_DESCRIPTION_MAX,
  CAPSULE_MAX_ITEMS_DEFAULT,
  CAPSULE_MAX_ITEMS_MAX,
  CAPSULE_MAX_ITEMS_MIN,
  CAPSULE_NAME_MAX,
  CAPSULE_SEASON_LABELS,
  CAPSULE_SEASONS,
  CAPSULE_THEME_LABELS,
  CAPSULE_THEMES,
  createCapsuleBodySchema,
  type Capsule,
} from '@contract/capsules.ts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateCapsule, useUpdateCapsule } from '../api.ts';

interface Fields {
  name: string;
  description: string;
  theme: string;
  season: string;
  maxItems: string;
}

const fieldsOf = (capsule: Capsule | null): Fields => ({
  name: capsule?.name ?? '',
  description: capsule?.description ?? '',
  theme: capsule?.theme ?? '',
  season: capsule?.season ?? '',
  maxItems: String(capsule?.maxItems ?? CAPSULE_MAX_ITEMS_DEFAULT),
});

interface CapsuleFormDialogProps {
  /** null creates a capsule; a capsule edits its details. */
  capsule: Capsule | null;
  onClose: () => void;
}

/** Spec §2 "Create New Capsule Wardrobe", also used to edit a capsule's details. */
export function CapsuleFormDialog({ capsule, onClose }: CapsuleFormDialogProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(capsule));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const create = useCreateCapsule();
  const update = useUpdateCapsule();
  const pending = create.isPending || update.isPending;
  const set = (key: keyof Fields, value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: fields.name,
      description: fields.description.trim() || null,
      theme: fields.theme || null,
      season: fields.season || null,
      maxItems: fields.maxItems === '' ? undefined : Number(fields.maxItems),
    };
    const parsed = createCapsuleBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (capsule) {
      update.mutate(
        {
          id: capsule.id,
          change: {
            name: parsed.data.name,
            description: parsed.data.description,
            theme: parsed.data.theme,
            season: parsed.data.season,
            maxItems: parsed.data.maxItems,
          },
        },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Capsule wardrobe updated successfully!' });
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { ...body, itemIds: [] },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Capsule wardrobe created successfully!' });
            onClose();
          },
        },
      );
    }
  }

  const error = (key: keyof Fields) =>
    errors[key] ? (
      <p id={`capsule-${key}-error`} className="text-[13px] text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const aria = (key: keyof Fields) => ({
    id: `capsule-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `capsule-${key}-error` : undefined,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="p-0 sm:p-0">
        <form onSubmit={submit} noValidate className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="grid gap-5 overflow-y-auto p-6 sm:p-7">
            <DialogHeader>
              <DialogTitle>{capsule ? 'Edit Capsule' : 'Create New Capsule Wardrobe'}</DialogTitle>
              <DialogDescription>
                A few essential, versatile pieces that all work together.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="capsule-name">Name *</Label>
              <Input
                {...aria('name')}
                value={fields.name}
                maxLength={CAPSULE_NAME_MAX}
                placeholder="Autumn workweek"
                onChange={(e) => set('name', e.target.value)}
              />
              {error('name')}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="capsule-description">Description</Label>
              <Textarea
                {...aria('description')}
                rows={3}
                value={fields.description}
                maxLength={CAPSULE_DESCRIPTION_MAX}
                onChange={(e) => set('description', e.target.value)}
              />
            </div>
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="capsule-theme">Theme</Label>
                <Select value={fields.theme} onValueChange={(v) => set('theme', v)}>
                  <SelectTrigger id="capsule-theme" className="w-full">
                    <SelectValue placeholder="Select a theme" />
                  </SelectTrigger>
                  <SelectContent>
                    {CAPSULE_THEMES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {CAPSULE_THEME_LABELS[t]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="capsule-season">Season</Label>
                <Select value={fields.season} onValueChange={(v) => set('season', v)}>
                  <SelectTrigger id="capsule-season" className="w-full">
                    <SelectValue placeholder="Select a season" />
                  </SelectTrigger>
                  <SelectContent>
                    {CAPSULE_SEASONS.map((s) => (
                      <SelectItem key={s} value={s}>
                        {CAPSULE_SEASON_LABELS[s]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="capsule-maxItems">
                Maximum items ({CAPSULE_MAX_ITEMS_MIN}-{CAPSULE_MAX_ITEMS_MAX})
              </Label>
              <Input
                {...aria('maxItems')}
                type="number"
                inputMode="numeric"
                min={CAPSULE_MAX_ITEMS_MIN}
                max={CAPSULE_MAX_ITEMS_MAX}
                value={fields.maxItems}
                onChange={(e) => set('maxItems', e.target.value)}
              />
              {error('maxItems')}
            </div>
          </div>
          <DialogFooter className="sticky bottom-0 border-t bg-card px-6 py-4 sm:px-7">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {capsule
                ? pending
                  ? 'Saving...'
                  : 'Save Changes'
                : pending
                  ? 'Creating...'
                  : 'Create Capsule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
