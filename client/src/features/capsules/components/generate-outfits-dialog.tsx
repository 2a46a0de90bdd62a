import type { Capsule } from '@contract/capsules.ts';
import { OCCASIONS, WEATHERS, type Occasion, type Weather } from '@contract/outfits.ts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { occasionLabel, weatherLabel } from '@/features/outfits/public.ts';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useGenerateCapsuleOutfits, useSaveCapsuleOutfit } from '../api.ts';

function Choice<T extends string>(props: {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.values.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={props.value === v}
          onClick={() => props.onChange(v)}
          className={cn(
            'h-9 rounded-full border px-3.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            props.value === v
              ? 'border-brand bg-brand text-brand-foreground'
              : 'bg-card hover:border-foreground/25',
          )}
        >
          {props.text(v)}
        </button>
      ))}
    </div>
  );
}

interface GenerateOutfitsDialogProps extends DialogProps {
  /** What it shows. */
  capsule: Capsule | null;
}

/** "Generate outfits": the generator on this capsule's pieces only; a look can be saved. */
export function GenerateOutfitsDialog({ open, onOpenChange, capsule }: GenerateOutfitsDialogProps) {
  return (
    <ControlledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      // A toast ('Outfit created successfully!') opens a dismissable layer above this dialog,
      // and Radix hands Escape only to the top layer: it would close the toast and leave the
      // dialog open. Escape pressed inside the dialog closes it too; when the dialog is the top
      // layer, Radix has already handled the key (defaultPrevented) and this does nothing.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onOpenChange(false);
      }}
    >
      {capsule && <GenerateOutfits key={capsule.id} capsule={capsule} />}
    </ControlledDialog>
  );
}

/** The generator's choices and looks, fresh each time the dialog opens. */
function GenerateOutfits({ capsule }: { capsule: Capsule }) {
  const [occasion, setOccasion] = useState<Occasion>('work');
  const [weather, setWeather] = useState<Weather>('sunny');
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const wardrobe = useQuery(wardrobeItemsQuery);
  const items = new Map((wardrobe.data ?? []).map((i) => [i.id, i]));
  const generate = useGenerateCapsuleOutfits(capsule.id);
  const save = useSaveCapsuleOutfit();

  function run() {
    setSaved(new Set());
    generate.mutate({ occasion, weather, seed: Math.floor(Math.random() * 1_000_000) });
  }

  function keep(index: number, description: string, itemIds: string[]) {
    save.mutate(
      {
        name: `${occasion} outfit - ${new Date().toLocaleDateString()}`,
        description,
        itemIds,
        occasion,
        weather,
        temperature: 70,
        aiGenerated: true,
      },
      {
        onSuccess: () => {
          setSaved((s) => new Set([...s, index]));
          toast({ title: 'Outfit created successfully!' });
        },
      },
    );
  }

  const answer = generate.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Outfits from {capsule.name}</DialogTitle>
        <DialogDescription>Looks made only of this capsule&apos;s pieces.</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <Choice
          label="Occasion"
          values={OCCASIONS}
          value={occasion}
          onChange={setOccasion}
          text={occasionLabel}
        />
        <Choice
          label="Weather"
          values={WEATHERS}
          value={weather}
          onChange={setWeather}
          text={weatherLabel}
        />
        {answer && !answer.suggestions.length ? (
          <p className="text-sm text-muted-foreground">
            {answer.missing?.length
              ? `This capsule needs: ${answer.missing.join('; ')}.`
              : 'No look fits this occasion yet.'}
          </p>
        ) : null}
        <ul className="grid gap-3">
          {answer?.suggestions.map((s, index) => (
            <li key={s.items.join()} className="grid gap-3 rounded-2xl border p-3.5">
              <div className="flex gap-2">
                {s.items.map((id) => {
                  const item = items.get(id);
                  return (
                    <ItemPhoto
                      key={id}
                      src={item ? (item.thumbnailUrl ?? item.imageUrl) : null}
                      alt={item?.name ?? ''}
                      fit="contain"
                      className="size-16 rounded-xl"
                    />
                  );
                })}
              </div>
              <p className="text-sm text-muted-foreground">{s.description}</p>
              {/* aria-disabled, not disabled: a disabled button drops the focus to the page,
                  out of the dialog, and Escape would no longer reach it. */}
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="justify-self-start aria-disabled:cursor-default aria-disabled:opacity-55"
                aria-disabled={saved.has(index) || save.isPending || undefined}
                onClick={() => {
                  if (!saved.has(index) && !save.isPending) keep(index, s.description, s.items);
                }}
              >
                {saved.has(index) ? 'Saved' : 'Save'}
              </Button>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="brand" disabled={generate.isPending} onClick={run}>
          {generate.isPending ? (
            <Spinner decorative className="text-current" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generate.isPending ? 'Generating...' : 'Generate Outfits'}
        </Button>
      </DialogFooter>
    </>
  );
}
