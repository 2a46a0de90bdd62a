import {
  createPackingListBodySchema,
  DESTINATION_MAX,
  PACKING_NOTES_MAX,
  TRIP_NAME_MAX,
} from '@contract/packing-lists.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreatePackingList } from '../api.ts';

const EMPTY = { tripName: '', destination: '', startDate: '', endDate: '', notes: '' };
type Fields = typeof EMPTY;

/** "Date input" value → the ISO date-time the spec sends (spec §5); the day as chosen, in UTC. */
const isoOrNull = (day: string) => (day ? `${day}T00:00:00.000Z` : null);

/** The create dialog of spec §2: Trip Name, Destination, Start Date, End Date, Notes. */
export function CreateListDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const create = useCreatePackingList();
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function close(next: boolean) {
    if (!next) {
      setFields(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: empty optional values are sent as null; dates as ISO date-times.
    const body = {
      tripName: fields.tripName,
      destination: fields.destination.trim() || null,
      startDate: isoOrNull(fields.startDate),
      endDate: isoOrNull(fields.endDate),
      notes: fields.notes.trim() || null,
      itemIds: [],
    };
    const parsed = createPackingListBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Packing list created successfully' });
        close(false);
      },
    });
  }

  const field = (key: keyof Fields, label: string, input: ReactNode) => (
    <div className="grid gap-2">
      <Label htmlFor={`trip-${key}`}>{label}</Label>
      {input}
      {errors[key] ? (
        <p id={`trip-${key}-error`} className="text-[13px] text-destructive">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  const aria = (key: keyof Fields) => ({
    id: `trip-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `trip-${key}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="p-0 sm:p-0">
        <form onSubmit={submit} noValidate className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="grid gap-5 overflow-y-auto p-6 sm:p-7">
            <DialogHeader>
              <DialogTitle>New Packing List</DialogTitle>
              <DialogDescription>
                Plan a trip, then choose what goes in the suitcase.
              </DialogDescription>
            </DialogHeader>
            {field(
              'tripName',
              'Trip Name',
              <Input
                {...aria('tripName')}
                value={fields.tripName}
                maxLength={TRIP_NAME_MAX}
                placeholder="Summer in Lisbon"
                onChange={(e) => set('tripName')(e.target.value)}
              />,
            )}
            {field(
              'destination',
              'Destination',
              <Input
                {...aria('destination')}
                value={fields.destination}
                maxLength={DESTINATION_MAX}
                placeholder="Lisbon, Portugal"
                onChange={(e) => set('destination')(e.target.value)}
              />,
            )}
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
              {field(
                'startDate',
                'Start Date',
                <Input
                  {...aria('startDate')}
                  type="date"
                  value={fields.startDate}
                  onChange={(e) => set('startDate')(e.target.value)}
                />,
              )}
              {field(
                'endDate',
                'End Date',
                <Input
                  {...aria('endDate')}
                  type="date"
                  value={fields.endDate}
                  min={fields.startDate || undefined}
                  onChange={(e) => set('endDate')(e.target.value)}
                />,
              )}
            </div>
            {field(
              'notes',
              'Notes',
              <Textarea
                {...aria('notes')}
                value={fields.notes}
                maxLength={PACKING_NOTES_MAX}
                rows={3}
                placeholder="Chargers, passport, a scarf for the plane…"
                onChange={(e) => set('notes')(e.target.value)}
              />,
            )}
          </div>
          <DialogFooter className="sticky bottom-0 border-t bg-card px-6 py-4 sm:px-7">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create List'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
