import { EVENT_TYPES } from '@contract/calendar.ts';
import { OCCASIONS, type Occasion, type OutfitSuggestion } from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { outfitsQuery } from '@/features/outfits/public.ts';
import { wardrobeItemsQuery } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useCreateEntry, useGenerateForDay, useSaveOutfit } from '../api.ts';
import { longDay } from '../month-grid.ts';
import { OutfitPieces } from './outfit-pieces.tsx';

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

/** "Plan Outfit": a day, then a saved outfit or one generated for the day's event, saved in one go. */
export function PlanOutfitDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const [date, setDate] = useState(day);
  const [eventName, setEventName] = useState('');
  const [type, setType] = useState('');
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

  async function submit() {
    if (!choice || !date) return;
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
    await createEntry.mutateAsync({
      date,
      outfitId,
      eventName: eventName.trim() || null,
      eventType: type || null,
    });
    toast({ title: 'Success', description: `Outfit planned for ${longDay(date)}` });
    onClose();
  }

  const option = (
    key: string,
    selected: boolean,
    onPick: () => void,
    title: string,
    pieces: ReturnType<typeof piecesOf>,
    note?: string,
  ) => (
    <li key={key}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onPick}
        className={cn(
          'flex w-full flex-col gap-2 rounded-2xl border p-3 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          selected ? 'border-brand ring-2 ring-brand/60' : 'hover:border-foreground/25',
        )}
      >
        <span className="text-sm font-medium">{title}</span>
        <OutfitPieces pieces={pieces} max={5} />
        {note ? <span className="line-clamp-2 text-xs text-muted-foreground">{note}</span> : null}
      </button>
    </li>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl p-0 sm:p-0">
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="grid gap-5 overflow-y-auto p-5 sm:p-7">
            <DialogHeader>
              <DialogTitle>Plan Outfit</DialogTitle>
              <DialogDescription>
                Pick a day, then a saved outfit or a new one for the occasion.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-2">
                <Label htmlFor="plan-date">Date</Label>
                <Input
                  id="plan-date"
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="plan-type">Type</Label>
                <Select value={type} onValueChange={setType}>
                  <SelectTrigger id="plan-type" className="w-full">
                    <SelectValue placeholder="Any" />
                  </SelectTrigger>
                  <SelectContent>
                    {EVENT_TYPES.map((t) => (
                      <SelectItem key={t} value={t}>
                        {label(t)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="plan-event">Event Name</Label>
                <Input
                  id="plan-event"
                  value={eventName}
                  placeholder="Optional"
                  onChange={(e) => setEventName(e.target.value)}
                />
              </div>
            </div>
            <Tabs defaultValue="saved">
              <TabsList>
                <TabsTrigger value="saved">Saved outfits</TabsTrigger>
                <TabsTrigger value="generate">Generate</TabsTrigger>
              </TabsList>
              <TabsContent value="saved" className="pt-3">
                {outfits.data?.length ? (
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {outfits.data.map((o) =>
                      option(
                        o.id,
                        choice?.kind === 'saved' && choice.id === o.id,
                        () => setChoice({ kind: 'saved', id: o.id }),
                        o.name,
                        piecesOf(o.itemIds, items),
                      ),
                    )}
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
                <ul className="grid gap-2 sm:grid-cols-2">
                  {suggestions.map((s, index) =>
                    option(
                      `g${index}`,
                      choice?.kind === 'generated' && choice.index === index,
                      () => setChoice({ kind: 'generated', index }),
                      `Suggestion ${index + 1}`,
                      piecesOf(s.items, items),
                      s.description,
                    ),
                  )}
                </ul>
              </TabsContent>
            </Tabs>
          </div>
          <DialogFooter className="sticky bottom-0 border-t bg-card px-5 py-4 sm:px-7">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={!choice || !date || pending}
              onClick={() => void submit().catch(() => undefined)}
            >
              {pending ? 'Saving...' : 'Plan Outfit'}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
