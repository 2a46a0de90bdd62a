import {
  CALENDAR_NOTES_MAX,
  EVENT_NAME_MAX,
  EVENT_TYPES,
  type CalendarEntry,
} from '@contract/calendar.ts';
import { useMemo } from 'react';
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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateEntry, useUpdateEntry } from '../api.ts';
import { eventFormSchema, eventFormValues, type EventFormOutput } from '../entry-form.ts';
import { EventTypeField } from './event-type-field.tsx';

interface EventDialogProps {
  /** The day to start from (a new event), or the entry to edit. */
  day: string;
  entry: CalendarEntry | null;
  onClose: () => void;
}

/** "Add Event": date, event name, type and notes; also edits an entry's details. */
export function EventDialog({ day, entry, onClose }: EventDialogProps) {
  const schema = useMemo(() => eventFormSchema(entry?.outfitId ?? null), [entry]);
  const form = useZodForm(schema, { defaultValues: eventFormValues(day, entry) });
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const pending = create.isPending || update.isPending;

  function onSubmit({ outfitId: _keep, ...details }: EventFormOutput) {
    if (pending) return;
    const done = (text: string) => () => {
      toast({ title: 'Success', description: text });
      onClose();
    };
    // An edit changes the details only; the day's outfit stays as it is.
    if (entry)
      update.mutate(
        { id: entry.id, change: details },
        { onSuccess: done('Calendar entry updated') },
      );
    else create.mutate(details, { onSuccess: done('Event added to your calendar') });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <Form {...form}>
          <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <DialogHeader>
              <DialogTitle>{entry ? 'Edit Entry' : 'Add Event'}</DialogTitle>
              <DialogDescription>The day shows it in your calendar.</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <FormField
                control={form.control}
                name="date"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Date</FormLabel>
                    <FormControl>
                      <Input type="date" required {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="eventName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Event Name</FormLabel>
                    <FormControl>
                      <Input maxLength={EVENT_NAME_MAX} placeholder="Team offsite" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <EventTypeField
                control={form.control}
                types={EVENT_TYPES}
                placeholder="Select a type"
              />
              <FormField
                control={form.control}
                name="notes"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Notes</FormLabel>
                    <FormControl>
                      <Textarea rows={3} maxLength={CALENDAR_NOTES_MAX} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : entry ? 'Save Changes' : 'Add Event'}
              </Button>
            </DialogFooter>
          </DialogForm>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
