import {
  CALENDAR_NOTES_MAX,
  EVENT_NAME_MAX,
  EVENT_TYPES,
  type CalendarEntry,
} from '@contract/calendar.ts';
import { useMemo } from 'react';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateEntry, useUpdateEntry } from '../api.ts';
import { eventFormSchema, eventFormValues, type EventFormOutput } from '../entry-form.ts';
import { EventTypeField } from './event-type-field.tsx';

interface EventFormProps {
  /** The day to start from (a new event), or the entry to edit. */
  day: string;
  entry: CalendarEntry | null;
  onClose: () => void;
}

interface EventDialogProps extends DialogProps {
  /** The day a new event starts on. */
  day: string;
  /** The entry to edit; null adds an event. */
  entry: CalendarEntry | null;
}

/** "Add Event": date, event name, type and notes; also edits an entry's details. */
export function EventDialog({ open, onOpenChange, day, entry }: EventDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange}>
      <EventForm
        key={entry?.id ?? day}
        day={day}
        entry={entry}
        onClose={() => onOpenChange(false)}
      />
    </ControlledDialog>
  );
}

/** The form, starting from the entry as it was opened (or the day). */
function EventForm({ day, entry, onClose }: EventFormProps) {
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
    <>
      <Form {...form}>
        <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <DialogHeader>
            <DialogTitle>{entry ? 'Edit Entry' : 'Add Event'}</DialogTitle>
            <DialogDescription>The day shows it in your calendar.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <LabelledField control={form.control} name="date" label="Date">
              {(field) => <Input type="date" required {...field} />}
            </LabelledField>
            <LabelledField control={form.control} name="eventName" label="Event Name">
              {(field) => (
                <Input maxLength={EVENT_NAME_MAX} placeholder="Team offsite" {...field} />
              )}
            </LabelledField>
            <EventTypeField
              control={form.control}
              types={EVENT_TYPES}
              placeholder="Select a type"
            />
            <LabelledField control={form.control} name="notes" label="Notes">
              {(field) => <Textarea rows={3} maxLength={CALENDAR_NOTES_MAX} {...field} />}
            </LabelledField>
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
    </>
  );
}
