import {
  DIARY_DESCRIPTION_MAX,
  DIARY_NOTES_MAX,
  DIARY_SOURCE_LABELS,
  DIARY_SOURCE_TYPES,
  DIARY_TITLE_MAX,
  SOURCE_URL_MAX,
  type DiarySourceType,
} from '@contract/diary.ts';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { sourceUrlProblem, type DiaryFormValues } from '../diary-form.ts';

interface DiaryFieldsProps {
  values: DiaryFormValues;
  onChange: (values: DiaryFormValues) => void;
}

/** Spec §2's fields: Title *, Description, Source, Source URL, Tags, Personal Notes. */
export function DiaryFields({ values, onChange }: DiaryFieldsProps) {
  const id = useId();
  const set = <K extends keyof DiaryFormValues>(field: K, value: DiaryFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const urlProblem = sourceUrlProblem(values.sourceUrl);
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title *</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          maxLength={DIARY_TITLE_MAX}
          placeholder="e.g. Relaxed linen for summer evenings"
          autoComplete="off"
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={DIARY_DESCRIPTION_MAX}
          placeholder="What caught your eye?"
          className="min-h-16"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-source`}>Source</Label>
          <Select
            value={values.sourceType}
            onValueChange={(value) => set('sourceType', value as DiarySourceType)}
          >
            <SelectTrigger id={`${id}-source`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIARY_SOURCE_TYPES.map((source) => (
                <SelectItem key={source} value={source}>
                  {DIARY_SOURCE_LABELS[source]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Source URL</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={values.sourceUrl}
            onChange={(e) => set('sourceUrl', e.target.value)}
            maxLength={SOURCE_URL_MAX}
            placeholder="https://"
            aria-invalid={urlProblem !== null}
            aria-describedby={urlProblem ? `${id}-url-problem` : undefined}
            autoComplete="off"
          />
        </div>
      </div>
      {urlProblem && (
        <p id={`${id}-url-problem`} className="-mt-2 text-xs text-destructive">
          {urlProblem}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>Tags (comma separated)</Label>
        <Input
          id={`${id}-tags`}
          value={values.tags}
          onChange={(e) => set('tags', e.target.value)}
          placeholder="linen, neutrals, summer"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Personal Notes</Label>
        <Textarea
          id={`${id}-notes`}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          maxLength={DIARY_NOTES_MAX}
          placeholder="How you would wear it with what you own"
          className="min-h-16"
        />
      </div>
    </>
  );
}
