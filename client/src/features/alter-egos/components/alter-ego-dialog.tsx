import {
  ALTER_EGO_DESCRIPTION_MAX,
  ALTER_EGO_NAME_MAX,
  type AlterEgo,
} from '@contract/alter-egos.ts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
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
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateAlterEgo, useUpdateAlterEgo } from '../api.ts';
import {
  alterEgoFormSchema,
  emptyAlterEgoForm,
  formFromAlterEgo,
  type AlterEgoFormOutput,
} from '../alter-ego-form.ts';

interface AlterEgoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The persona to edit; absent to create a new one. */
  alterEgo?: AlterEgo | null;
}

/** Spec §2 create dialog (also used to edit): name, description and three comma-separated lists. */
export function AlterEgoDialog({ open, onOpenChange, alterEgo = null }: AlterEgoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{alterEgo ? `Edit ${alterEgo.name}` : 'Create New Alter Ego'}</DialogTitle>
          <DialogDescription>
            A persona for a side of your style. The AI writes its personality and finds the
            celebrity it channels.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the persona's saved values. */}
        <AlterEgoForm
          key={alterEgo?.id ?? 'new'}
          alterEgo={alterEgo}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

const LIST_FIELDS = [
  { name: 'occasions', label: 'Occasions', placeholder: 'work, client dinners, gallery openings' },
  {
    name: 'stylePreferences',
    label: 'Style Preferences',
    placeholder: 'minimalist, tailored, classic',
  },
  { name: 'colorPalette', label: 'Color Palette', placeholder: 'navy, camel, white' },
] as const;

function AlterEgoForm({ alterEgo, onDone }: { alterEgo: AlterEgo | null; onDone: () => void }) {
  const form = useZodForm(alterEgoFormSchema, {
    defaultValues: alterEgo ? formFromAlterEgo(alterEgo) : emptyAlterEgoForm,
  });
  const create = useCreateAlterEgo();
  const update = useUpdateAlterEgo();
  const pending = create.isPending || update.isPending;
  const hintId = useId();
  // Spec §5: the name is required, and Save stays disabled without one.
  const named = useWatch({ control: form.control, name: 'name' }).trim() !== '';

  function onSubmit(body: AlterEgoFormOutput) {
    if (pending) return;
    if (alterEgo) {
      update.mutate(
        { id: alterEgo.id, patch: body },
        {
          onSuccess: () => {
            toast({ title: 'Alter ego updated!' });
            onDone();
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Alter ego created!',
          description: 'Your new persona is ready for styling.',
        });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogBody>
          <LabelledField control={form.control} name="name" label="Persona Name *">
            {(field) => (
              <Input
                maxLength={ALTER_EGO_NAME_MAX}
                placeholder="e.g. Boardroom Boss"
                autoComplete="off"
                required
                {...field}
              />
            )}
          </LabelledField>
          <LabelledField control={form.control} name="description" label="Description">
            {(field) => (
              <Textarea
                maxLength={ALTER_EGO_DESCRIPTION_MAX}
                placeholder="Sharp, confident and polished: dressed for the big meeting."
                className="min-h-20"
                {...field}
              />
            )}
          </LabelledField>
          {LIST_FIELDS.map(({ name, label, placeholder }) => (
            <LabelledField key={name} control={form.control} name={name} label={label}>
              {(field) => (
                <TagInput placeholder={placeholder} aria-describedby={hintId} {...field} />
              )}
            </LabelledField>
          ))}
          <p id={hintId} className="-mt-2 text-xs text-muted-foreground">
            Separate occasions, styles and colours with commas.
          </p>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!named || pending}>
            {pending && <Spinner decorative className="text-current" />}
            {alterEgo
              ? pending
                ? 'Saving...'
                : 'Save Changes'
              : pending
                ? 'Creating...'
                : 'Create Alter Ego'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
