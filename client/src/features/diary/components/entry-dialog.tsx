import { DIARY_SOURCE_LABELS, DIARY_TEXTS, type DiaryEntry } from '@contract/diary.ts';
import { ExternalLink, Pencil, Sparkles } from 'lucide-react';
import { useState } from 'react';
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
import { useUpdateEntry } from '../api.ts';
import { diaryFormSchema, formFromEntry, type DiaryFormOutput } from '../diary-form-schema.ts';
import { SOURCE_ICONS } from '../source-icons.ts';
import { DiaryFields } from './diary-fields.tsx';
import { SimilarPieces } from './similar-pieces.tsx';

interface EntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: DiaryEntry | null;
}

/** An entry seen large, with its notes, an edit form and the user's own similar pieces. */
export function EntryDialog({ open, onOpenChange, entry }: EntryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {entry && <EntryView key={entry.id} entry={entry} />}
      </DialogContent>
    </Dialog>
  );
}

function EntryView({ entry }: { entry: DiaryEntry }) {
  const [editing, setEditing] = useState(false);
  const [findSimilar, setFindSimilar] = useState(false);
  const SourceIcon = SOURCE_ICONS[entry.sourceType];
  if (editing) return <EntryEditForm entry={entry} onDone={() => setEditing(false)} />;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8 font-display text-2xl font-medium">{entry.title}</DialogTitle>
        <DialogDescription className="flex items-center gap-1.5">
          <SourceIcon className="size-4" aria-hidden="true" />
          {DIARY_SOURCE_LABELS[entry.sourceType]}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {entry.imageUrl && (
          <div className="overflow-hidden rounded-2xl bg-muted">
            <img
              src={entry.imageUrl}
              alt={entry.title}
              className="max-h-[70dvh] w-full object-contain"
            />
          </div>
        )}
        <div
          className={entry.imageUrl ? 'flex flex-col gap-4' : 'flex flex-col gap-4 md:col-span-2'}
        >
          {entry.description && <p className="text-sm leading-relaxed">{entry.description}</p>}
          {entry.notes && (
            <section className="rounded-2xl bg-accent/60 p-4">
              <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Personal Notes
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line">{entry.notes}</p>
            </section>
          )}
          {entry.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {entry.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {entry.sourceUrl && (
            <a
              href={entry.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand underline-offset-4 hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open source
            </a>
          )}
          {findSimilar && <SimilarPieces entryId={entry.id} />}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" onClick={() => setFindSimilar(true)} disabled={findSimilar}>
          <Sparkles aria-hidden="true" />
          Find similar in my wardrobe
        </Button>
      </DialogFooter>
    </>
  );
}

function EntryEditForm({ entry, onDone }: { entry: DiaryEntry; onDone: () => void }) {
  const form = useZodForm(diaryFormSchema, {
    defaultValues: formFromEntry(entry),
    mode: 'onChange',
  });
  const update = useUpdateEntry();

  function onValid(patch: DiaryFormOutput) {
    if (update.isPending) return;
    update.mutate(
      { id: entry.id, patch },
      {
        onSuccess: () => {
          toast({ title: DIARY_TEXTS.updated });
          onDone();
        },
      },
    );
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onValid)} noValidate>
        <DialogHeader>
          <DialogTitle>Edit {entry.title}</DialogTitle>
          <DialogDescription>Change what you wrote; the image stays as it is.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <DiaryFields />
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || update.isPending}>
            {update.isPending && <Spinner decorative className="text-current" />}
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
