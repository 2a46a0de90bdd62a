import {
  CAPSULE_DESCRIPTION_MAX,
  CAPSULE_MAX_ITEMS_MAX,
  CAPSULE_MAX_ITEMS_MIN,
  CAPSULE_NAME_MAX,
  CAPSULE_SEASON_LABELS,
  CAPSULE_SEASONS,
  CAPSULE_THEME_LABELS,
  CAPSULE_THEMES,
  type Capsule,
} from '@contract/capsules.ts';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogBody,
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
import { useCreateCapsule, useUpdateCapsule } from '../api.ts';
import { capsuleFormSchema, capsuleFormValues, type CapsuleFormOutput } from '../capsule-form.ts';

interface CapsuleFormProps {
  /** null creates a capsule; a capsule edits its details. */
  capsule: Capsule | null;
  onClose: () => void;
}

interface CapsuleFormDialogProps extends DialogProps {
  /** The capsule to edit; null creates one. */
  capsule: Capsule | null;
}

/** Spec §2 "Create New Capsule Wardrobe", also used to edit a capsule's details. */
export function CapsuleFormDialog({ open, onOpenChange, capsule }: CapsuleFormDialogProps) {
  return (
    <ControlledDialog open={open} onOpenChange={onOpenChange}>
      <CapsuleForm
        key={capsule?.id ?? 'new'}
        capsule={capsule}
        onClose={() => onOpenChange(false)}
      />
    </ControlledDialog>
  );
}

/** The form, starting from the capsule as it was opened (or empty). */
function CapsuleForm({ capsule, onClose }: CapsuleFormProps) {
  const form = useZodForm(capsuleFormSchema, { defaultValues: capsuleFormValues(capsule) });
  const create = useCreateCapsule();
  const update = useUpdateCapsule();
  const pending = create.isPending || update.isPending;

  function onSubmit({ itemIds, ...details }: CapsuleFormOutput) {
    if (pending) return;
    const done = (description: string) => () => {
      toast({ title: 'Success', description });
      onClose();
    };
    // An edit changes the details only; the pieces stay as they are.
    if (capsule)
      update.mutate(
        { id: capsule.id, change: details },
        { onSuccess: done('Capsule wardrobe updated successfully!') },
      );
    else
      create.mutate(
        { ...details, itemIds },
        { onSuccess: done('Capsule wardrobe created successfully!') },
      );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{capsule ? 'Edit Capsule' : 'Create New Capsule Wardrobe'}</DialogTitle>
        <DialogDescription>
          A few essential, versatile pieces that all work together.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <DialogBody>
            <LabelledField control={form.control} name="name" label="Name *">
              {(field) => (
                <Input maxLength={CAPSULE_NAME_MAX} placeholder="Autumn workweek" {...field} />
              )}
            </LabelledField>
            <LabelledField control={form.control} name="description" label="Description">
              {(field) => <Textarea rows={3} maxLength={CAPSULE_DESCRIPTION_MAX} {...field} />}
            </LabelledField>
            <FormRow>
              <LabelledField control={form.control} name="theme" label="Theme">
                {(field) => (
                  <SelectControl
                    field={field}
                    options={CAPSULE_THEMES}
                    labels={CAPSULE_THEME_LABELS}
                    placeholder="Select a theme"
                  />
                )}
              </LabelledField>
              <LabelledField control={form.control} name="season" label="Season">
                {(field) => (
                  <SelectControl
                    field={field}
                    options={CAPSULE_SEASONS}
                    labels={CAPSULE_SEASON_LABELS}
                    placeholder="Select a season"
                  />
                )}
              </LabelledField>
            </FormRow>
            <LabelledField
              control={form.control}
              name="maxItems"
              label={`Maximum items (${CAPSULE_MAX_ITEMS_MIN}-${CAPSULE_MAX_ITEMS_MAX})`}
            >
              {(field) => (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={CAPSULE_MAX_ITEMS_MIN}
                  max={CAPSULE_MAX_ITEMS_MAX}
                  {...field}
                />
              )}
            </LabelledField>
          </DialogBody>
          <DialogFooter>
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
        </DialogForm>
      </Form>
    </>
  );
}
