import {
  ALTER_EGO_DESCRIPTION_MAX,
  ALTER_EGO_NAME_MAX,
  type AlterEgo,
} from '@contract/alter-egos.ts';
import { useId, useState, type FormEvent } from 'react';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateAlterEgo, useUpdateAlterEgo } from '../api.ts';
import {
  alterEgoBody,
  canSaveAlterEgo,
  emptyAlterEgoForm,
  formFromAlterEgo,
  type AlterEgoFormValues,
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

const LIST_FIELDS: { field: keyof AlterEgoFormValues; label: string; placeholder: string }[] = [
  { field: 'occasions', label: 'Occasions', placeholder: 'work, client dinners, gallery openings' },
  {
    field: 'stylePreferences',
    label: 'Style Preferences',
    placeholder: 'minimalist, tailored, classic',
  },
  { field: 'colorPalette', label: 'Color Palette', placeholder: 'navy, camel, white' },
];

function AlterEgoForm({ alterEgo, onDone }: { alterEgo: AlterEgo | null; onDone: () => void }) {
  const [values, setValues] = useState<AlterEgoFormValues>(() =>
    alterEgo ? formFromAlterEgo(alterEgo) : emptyAlterEgoForm,
  );
  const create = useCreateAlterEgo();
  const update = useUpdateAlterEgo();
  const pending = create.isPending || update.isPending;
  const id = useId();
  const set = (field: keyof AlterEgoFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSaveAlterEgo(values) || pending) return;
    const body = alterEgoBody(values);
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
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Persona Name *</Label>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          maxLength={ALTER_EGO_NAME_MAX}
          placeholder="e.g. Boardroom Boss"
          autoComplete="off"
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={ALTER_EGO_DESCRIPTION_MAX}
          placeholder="Sharp, confident and polished: dressed for the big meeting."
          className="min-h-20"
        />
      </div>
      {LIST_FIELDS.map(({ field, label, placeholder }) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={`${id}-${field}`}>{label}</Label>
          <Input
            id={`${id}-${field}`}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            placeholder={placeholder}
            aria-describedby={`${id}-comma-hint`}
            autoComplete="off"
          />
        </div>
      ))}
      <p id={`${id}-comma-hint`} className="-mt-2 text-xs text-muted-foreground">
        Separate occasions, styles and colours with commas.
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSaveAlterEgo(values) || pending}>
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
    </form>
  );
}
