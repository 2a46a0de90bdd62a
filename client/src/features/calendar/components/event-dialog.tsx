import {
  CALENDAR_NOTES_MAX,
  EVENT_NAME_MAX,
  EVENT_TYPES,
  OUTFIT_OR_EVENT_MESSAGE,
  type CalendarEntry,
} from '@contract/calendar.ts';
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
import { useCreateEntry, useUpdateEntry } from '../api.ts';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

interface EventDialogProps {
  /** The day to start from (a new event), or the entry to edit. */
  day: string;
  entry: CalendarEntry | null;
  onClose: () => void;
}

/** "Add Event": date, event name, type and notes; also edits an entry's details. */
export function EventDialog({ day, entry, onClose }: EventDialogProps) {
  const [date, setDate] = useState(entry?.date ?? day);
  const [name, setName] = useState(entry?.eventName ?? '');
  const [type, setType] = useState(entry?.eventType ?? '');
  const [notes, setNotes] = useState(entry?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) return setError('Choose a date');
    if (!name.trim() && !entry?.outfitId) return setError(OUTFIT_OR_EVENT_MESSAGE);
    setError(null);
    const body = {
      date,
      eventName: name.trim() || null,
      eventType: type || null,
      notes: notes.trim() || null,
    };
    const done = (text: string) => () => {
      toast({ title: 'Success', description: text });
      onClose();
    };
    if (entry)
      update.mutate({ id: entry.id, change: body }, { onSuccess: done('Calendar entry updated') });
    else create.mutate(body, { onSuccess: done('Event added to your calendar') });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="p-0 sm:p-0">
        <form onSubmit={submit} noValidate className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="grid gap-5 overflow-y-auto p-6 sm:p-7">
            <DialogHeader>
              <DialogTitle>{entry ? 'Edit Entry' : 'Add Event'}</DialogTitle>
              <DialogDescription>The day shows it in your calendar.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="event-date">Date</Label>
              <Input
                id="event-date"
                type="date"
                required
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="event-name">Event Name</Label>
              <Input
                id="event-name"
                value={name}
                maxLength={EVENT_NAME_MAX}
                placeholder="Team offsite"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'event-error' : undefined}
                onChange={(e) => setName(e.target.value)}
              />
              {error ? (
                <p id="event-error" className="text-[13px] text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="event-type">Type</Label>
              <Select value={type} onValueChange={setType}>
                <SelectTrigger id="event-type" className="w-full">
                  <SelectValue placeholder="Select a type" />
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
              <Label htmlFor="event-notes">Notes</Label>
              <Textarea
                id="event-notes"
                rows={3}
                value={notes}
                maxLength={CALENDAR_NOTES_MAX}
                onChange={(e) => setNotes(e.target.value)}
              />
            </div>
          </div>
          <DialogFooter className="sticky bottom-0 border-t bg-card px-6 py-4 sm:px-7">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : entry ? 'Save Changes' : 'Add Event'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
