import { DIARY_TEXTS } from '@contract/diary.ts';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { usePhotoPreview } from '@/lib/use-photo-preview.ts';
import { useCreateEntry } from '../api.ts';
import {
  diaryFormSchema,
  emptyDiaryForm,
  entryFormData,
  type DiaryFormOutput,
} from '../diary-form-schema.ts';
import { DiaryFields } from './diary-fields.tsx';
import { InspirationImageChooser } from './inspiration-image-chooser.tsx';

interface AddInspirationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 add dialog: image chooser with preview and Remove, the fields, 'Save Inspiration'. */
export function AddInspirationDialog({ open, onOpenChange }: AddInspirationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Inspiration</DialogTitle>
          <DialogDescription>
            Save a look you love: a photo, where you found it, and why it speaks to you.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts empty. */}
        {open && <AddInspirationForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddInspirationForm({ onDone }: { onDone: () => void }) {
  // Checked as typed: Save stays disabled until the title is there and the link is a web one.
  const form = useZodForm(diaryFormSchema, { defaultValues: emptyDiaryForm, mode: 'onChange' });
  const photo = usePhotoPreview();
  const create = useCreateEntry();

  function onValid(entry: DiaryFormOutput) {
    if (create.isPending) return;
    create.mutate(entryFormData(entry, photo.preview?.file ?? null), {
      onSuccess: () => {
        toast({ title: DIARY_TEXTS.added, description: DIARY_TEXTS.addedDescription });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onValid)} noValidate>
        <DialogBody>
          <InspirationImageChooser
            preview={photo.preview}
            onChoose={photo.choose}
            onRemove={photo.clear}
          />
          <DiaryFields />
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || create.isPending}>
            {create.isPending && <Spinner decorative className="text-current" />}
            {create.isPending ? 'Saving...' : 'Save Inspiration'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
