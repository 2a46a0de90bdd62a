import {
  ALTER_EGO_DESCRIPTION_MAX,
  ALTER_EGO_NAME_MAX,
  type AlterEgo,
} from '@contract/alter-egos.ts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
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
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Persona Name *</FormLabel>
                <FormControl>
                  <Input
                    maxLength={ALTER_EGO_NAME_MAX}
                    placeholder="e.g. Boardroom Boss"
                    autoComplete="off"
                    required
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Description</FormLabel>
                <FormControl>
                  <Textarea
                    maxLength={ALTER_EGO_DESCRIPTION_MAX}
                    placeholder="Sharp, confident and polished: dressed for the big meeting."
                    className="min-h-20"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {LIST_FIELDS.map(({ name, label, placeholder }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{label}</FormLabel>
                  <FormControl>
                    <TagInput placeholder={placeholder} aria-describedby={hintId} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
