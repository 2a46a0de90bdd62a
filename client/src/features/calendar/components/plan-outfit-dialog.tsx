import { EVENT_TYPES } from '@contract/calendar.ts';
import { OCCASIONS, type Occasion, type OutfitSuggestion } from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { outfitsQuery } from '@/features/outfits/public.ts';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateEntry, useGenerateForDay, useSaveOutfit } from '../api.ts';
import { planFormSchema, type PlanFormOutput } from '../entry-form.ts';
import { longDay } from '../month-grid.ts';
import { EventTypeField } from './event-type-field.tsx';
import { OutfitOption } from './outfit-option.tsx';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A day's event type as the generator's occasion; travel and other dress casual. */
const occasionFor = (type: string): Occasion =>
  (OCCASIONS as readonly string[]).includes(type) ? (type as Occasion) : 'casual';

type Choice = { kind: 'saved'; id: string } | { kind: 'generated'; index: number } | null;

function piecesOf(ids: readonly string[], items: ReadonlyMap<string, WardrobeItem>) {
  return ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [{ id, name: item.name, thumbnailUrl: item.thumbnailUrl ?? item.imageUrl }] : [];
  });
}

interface PlanOutfitDialogProps extends DialogProps {
  /** The day it starts from. */
  day: string;
}

/** "Plan Outfit": a day, then a saved outfit or one generated for the day's event, saved in one go. */
export function PlanOutfitDialog({ open, onOpenChange, day }: PlanOutfitDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange} className="max-w-2xl">
      <PlanOutfit day={day} onClose={() => onOpenChange(false)} />
    </ControlledDialog>
  );
}

/** The plan's form and the outfits to choose from, asked for while the dialog is open. */
function PlanOutfit({ day, onClose }: { day: string; onClose: () => void }) {
  const form = useZodForm(planFormSchema, {
    defaultValues: { date: day, eventName: '', eventType: '' },
  });
  const date = useWatch({ control: form.control, name: 'date' });
  const type = useWatch({ control: form.control, name: 'eventType' });
  const [choice, setChoice] = useState<Choice>(null);
  const [suggestions, setSuggestions] = useState<OutfitSuggestion[]>([]);
  const outfits = useQuery(outfitsQuery);
  const wardrobe = useQuery(wardrobeItemsQuery);
  const items = new Map((wardrobe.data ?? []).map((i) => [i.id, i]));
  const generate = useGenerateForDay();
  const saveOutfit = useSaveOutfit();
  const createEntry = useCreateEntry();
  const pending = saveOutfit.isPending || createEntry.isPending;

  function onGenerate() {
    setChoice(null);
    generate.mutate(
      { occasion: occasionFor(type), seed: Math.floor(Math.random() * 1_000_000) },
      { onSuccess: (answer) => setSuggestions(answer.suggestions) },
    );
  }

  async function plan({ date, eventName, eventType }: PlanFormOutput) {
    if (!choice) return;
    let outfitId: string;
    if (choice.kind === 'saved') outfitId = choice.id;
    else {
      const picked = suggestions[choice.index]!;
      const occasion = occasionFor(type);
      const saved = await saveOutfit.mutateAsync({
        name: `${occasion} outfit - ${longDay(date)}`,
        description: picked.description,
        itemIds: picked.items,
        occasion,
        aiGenerated: true,
      });
      outfitId = saved.id;
    }
    await createEntry.mutateAsync({ date, outfitId, eventName, eventType });
    toast({ title: 'Success', description: `Outfit planned for ${longDay(date)}` });
    onClose();
  }

  // A failed save is already the query client's toast (meta); the dialog stays open to retry.
  const onSubmit = (details: PlanFormOutput) => plan(details).catch(() => undefined);

  return (
    <>
      <Form {...form}>
        <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <DialogHeader>
            <DialogTitle>Plan Outfit</DialogTitle>
            <DialogDescription>
              Pick a day, then a saved outfit or a new one for the occasion.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <div className="grid gap-4 sm:grid-cols-3">
              <LabelledField control={form.control} name="date" label="Date">
                {(field) => <Input type="date" {...field} />}
              </LabelledField>
              <EventTypeField control={form.control} types={EVENT_TYPES} placeholder="Any" />
              <LabelledField control={form.control} name="eventName" label="Event Name">
                {(field) => <Input placeholder="Optional" {...field} />}
              </LabelledField>
            </div>
            <Tabs defaultValue="saved">
              <TabsList>
                <TabsTrigger value="saved">Saved outfits</TabsTrigger>
                <TabsTrigger value="generate">Generate</TabsTrigger>
              </TabsList>
              <TabsContent value="saved" className="pt-3">
                {outfits.data?.length ? (
                  <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {outfits.data.map((o) => (
                      <OutfitOption
                        key={o.id}
                        title={o.name}
                        pieces={piecesOf(o.itemIds, items)}
                        selected={choice?.kind === 'saved' && choice.id === o.id}
                        onPick={() => setChoice({ kind: 'saved', id: o.id })}
                      />
                    ))}
                  </ul>
                ) : (
                  <p className="py-6 text-center text-sm text-muted-foreground">
                    {outfits.isLoading
                      ? 'Loading outfits...'
                      : 'No saved outfits yet: generate one for this day.'}
                  </p>
                )}
              </TabsContent>
              <TabsContent value="generate" className="grid gap-3 pt-3">
                <Button
                  type="button"
                  variant="brand"
                  className="justify-self-start"
                  disabled={generate.isPending}
                  onClick={onGenerate}
                >
                  {generate.isPending ? (
                    <Spinner decorative className="text-current" />
                  ) : (
                    <Sparkles aria-hidden="true" />
                  )}
                  {generate.isPending
                    ? 'Generating...'
                    : `Generate for ${label(occasionFor(type))}`}
                </Button>
                {generate.data && !suggestions.length ? (
                  <p className="text-sm text-muted-foreground">
                    {generate.data.missing?.length
                      ? `Missing: ${generate.data.missing.join('; ')}.`
                      : 'No outfit fits this occasion yet.'}
                  </p>
                ) : null}
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {suggestions.map((s, index) => (
                    <OutfitOption
                      key={`g${index}`}
                      title={`Suggestion ${index + 1}`}
                      pieces={piecesOf(s.items, items)}
                      note={s.description}
                      selected={choice?.kind === 'generated' && choice.index === index}
                      onPick={() => setChoice({ kind: 'generated', index })}
                    />
                  ))}
                </ul>
              </TabsContent>
            </Tabs>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!choice || !date || pending}>
              {pending ? 'Saving...' : 'Plan Outfit'}
            </Button>
          </DialogFooter>
        </DialogForm>
      </Form>
    </>
  );
}
