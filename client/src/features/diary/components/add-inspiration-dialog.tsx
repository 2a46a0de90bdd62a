import { DIARY_TEXTS } from '@contract/diary.ts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateEntry } from '../api.ts';
import {
  diaryFormSchema,
  emptyDiaryForm,
  entryFormData,
  type DiaryFormOutput,
} from '../diary-form-schema.ts';
import { DiaryFields } from './diary-fields.tsx';

interface AddInspirationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 add dialog: image chooser with preview and Remove, the fields, 'Save Inspiration'. */
export function AddInspirationDialog({ open, onOpenChange }: AddInspirationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
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
  const [image, setImage] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateEntry();

  // The preview's object URL is released when the photo changes or the dialog closes.
  useEffect(() => {
    if (!image) return setPreviewUrl(null);
    const url = URL.createObjectURL(image);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setImage(file);
    event.target.value = '';
  }

  function onValid(entry: DiaryFormOutput) {
    if (create.isPending) return;
    create.mutate(entryFormData(entry, image), {
      onSuccess: () => {
        toast({ title: DIARY_TEXTS.added, description: DIARY_TEXTS.addedDescription });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-5">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose an image"
          onChange={onChoose}
        />
        {previewUrl ? (
          <div className="relative overflow-hidden rounded-2xl border bg-muted">
            <img
              src={previewUrl}
              alt="Chosen inspiration"
              className="max-h-72 w-full object-contain"
            />
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="absolute top-3 right-3 rounded-full bg-background/90 shadow-sm"
              onClick={() => setImage(null)}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-dashed bg-muted/40 px-6 py-8 text-sm text-muted-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ImagePlus className="size-7 text-brand" strokeWidth={1.5} aria-hidden="true" />
            <span className="font-medium text-foreground">Choose Image</span>
            <span>A screenshot, a saved pin or a photo (optional)</span>
          </button>
        )}
        <DiaryFields />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || create.isPending}>
            {create.isPending && <Spinner decorative className="text-current" />}
            {create.isPending ? 'Saving...' : 'Save Inspiration'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
