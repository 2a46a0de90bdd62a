import { DESTINATION_MAX, PACKING_NOTES_MAX, TRIP_NAME_MAX } from '@contract/packing-lists.ts';
import { useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
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
import { Form, FormRow } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreatePackingList } from '../api.ts';
import { emptyTripForm, tripFormSchema, type TripFormOutput } from '../trip-form.ts';

interface CreateListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The create dialog of spec §2: Trip Name, Destination, Start Date, End Date, Notes. */
export function CreateListDialog({ open, onOpenChange }: CreateListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open: each opening starts from empty fields. */}
        <CreateListForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateListForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(tripFormSchema, { defaultValues: emptyTripForm });
  const create = useCreatePackingList();
  const startDate = useWatch({ control: form.control, name: 'startDate' });

  function onSubmit(body: TripFormOutput) {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Packing list created successfully' });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogHeader>
          <DialogTitle>New Packing List</DialogTitle>
          <DialogDescription>Plan a trip, then choose what goes in the suitcase.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <LabelledField control={form.control} name="tripName" label="Trip Name">
            {(field) => (
              <Input maxLength={TRIP_NAME_MAX} placeholder="Summer in Lisbon" {...field} />
            )}
          </LabelledField>
          <LabelledField control={form.control} name="destination" label="Destination">
            {(field) => (
              <Input maxLength={DESTINATION_MAX} placeholder="Lisbon, Portugal" {...field} />
            )}
          </LabelledField>
          <FormRow>
            <LabelledField control={form.control} name="startDate" label="Start Date">
              {(field) => <Input type="date" {...field} />}
            </LabelledField>
            <LabelledField control={form.control} name="endDate" label="End Date">
              {(field) => <Input type="date" min={startDate || undefined} {...field} />}
            </LabelledField>
          </FormRow>
          <LabelledField control={form.control} name="notes" label="Notes">
            {(field) => (
              <Textarea
                maxLength={PACKING_NOTES_MAX}
                rows={3}
                placeholder="Chargers, passport, a scarf for the plane…"
                {...field}
              />
            )}
          </LabelledField>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create List'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
