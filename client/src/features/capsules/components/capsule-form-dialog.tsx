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
import type { ReactElement } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
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
  FormRow,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateCapsule, useUpdateCapsule } from '../api.ts';
import {
  capsuleFormSchema,
  capsuleFormValues,
  type CapsuleFormOutput,
  type CapsuleFormValues,
} from '../capsule-form.ts';

interface CapsuleFormDialogProps {
  /** null creates a capsule; a capsule edits its details. */
  capsule: Capsule | null;
  onClose: () => void;
}

type FieldOf<Name extends keyof CapsuleFormValues> = ControllerRenderProps<CapsuleFormValues, Name>;

/** Spec §2 "Create New Capsule Wardrobe", also used to edit a capsule's details. */
export function CapsuleFormDialog({ capsule, onClose }: CapsuleFormDialogProps) {
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

  const field = <Name extends keyof CapsuleFormValues>(
    name: Name,
    label: string,
    input: (field: FieldOf<Name>) => ReactElement,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{input(field)}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const choice = (
    name: 'theme' | 'season',
    label: string,
    placeholder: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            {/* The trigger is the control the label names. */}
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{capsule ? 'Edit Capsule' : 'Create New Capsule Wardrobe'}</DialogTitle>
          <DialogDescription>
            A few essential, versatile pieces that all work together.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <DialogBody>
              {field('name', 'Name *', (f) => (
                <Input maxLength={CAPSULE_NAME_MAX} placeholder="Autumn workweek" {...f} />
              ))}
              {field('description', 'Description', (f) => (
                <Textarea rows={3} maxLength={CAPSULE_DESCRIPTION_MAX} {...f} />
              ))}
              <FormRow>
                {choice(
                  'theme',
                  'Theme',
                  'Select a theme',
                  CAPSULE_THEMES.map((t) => ({ value: t, label: CAPSULE_THEME_LABELS[t] })),
                )}
                {choice(
                  'season',
                  'Season',
                  'Select a season',
                  CAPSULE_SEASONS.map((s) => ({ value: s, label: CAPSULE_SEASON_LABELS[s] })),
                )}
              </FormRow>
              {field(
                'maxItems',
                `Maximum items (${CAPSULE_MAX_ITEMS_MIN}-${CAPSULE_MAX_ITEMS_MAX})`,
                (f) => (
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={CAPSULE_MAX_ITEMS_MIN}
                    max={CAPSULE_MAX_ITEMS_MAX}
                    {...f}
                  />
                ),
              )}
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
      </DialogContent>
    </Dialog>
  );
}
