import {
  DIARY_DESCRIPTION_MAX,
  DIARY_NOTES_MAX,
  DIARY_SOURCE_LABELS,
  DIARY_SOURCE_TYPES,
  DIARY_TITLE_MAX,
  SOURCE_URL_MAX,
} from '@contract/diary.ts';
import { useFormContext } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { TagInput } from '@/components/tag-input.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { DiaryFormOutput, DiaryFormValues } from '../diary-form-schema.ts';

/**
 * Spec §2's fields: Title *, Description, Source, Source URL, Tags, Personal Notes. They live in
 * the surrounding react-hook-form (`<Form>`), which the dialog checks with `diaryFormSchema`.
 */
export function DiaryFields() {
  const { control } = useFormContext<DiaryFormValues, unknown, DiaryFormOutput>();
  return (
    <>
      <LabelledField control={control} name="title" label="Title *" message={false}>
        {(field) => (
          <Input
            maxLength={DIARY_TITLE_MAX}
            placeholder="e.g. Relaxed linen for summer evenings"
            autoComplete="off"
            required
            {...field}
          />
        )}
      </LabelledField>
      <LabelledField control={control} name="description" label="Description" message={false}>
        {(field) => (
          <Textarea
            maxLength={DIARY_DESCRIPTION_MAX}
            placeholder="What caught your eye?"
            className="min-h-16"
            {...field}
          />
        )}
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          control={control}
          name="sourceType"
          label="Source"
          className="content-start"
          message={false}
        >
          {(field) => (
            <SelectControl
              field={field}
              options={DIARY_SOURCE_TYPES}
              labels={DIARY_SOURCE_LABELS}
            />
          )}
        </LabelledField>
        <LabelledField
          control={control}
          name="sourceUrl"
          label="Source URL"
          className="content-start"
        >
          {(field) => (
            <Input
              type="url"
              inputMode="url"
              maxLength={SOURCE_URL_MAX}
              placeholder="https://"
              autoComplete="off"
              {...field}
            />
          )}
        </LabelledField>
      </div>
      <LabelledField control={control} name="tags" label="Tags (comma separated)" message={false}>
        {(field) => <TagInput placeholder="linen, neutrals, summer" {...field} />}
      </LabelledField>
      <LabelledField control={control} name="notes" label="Personal Notes" message={false}>
        {(field) => (
          <Textarea
            maxLength={DIARY_NOTES_MAX}
            placeholder="How you would wear it with what you own"
            className="min-h-16"
            {...field}
          />
        )}
      </LabelledField>
    </>
  );
}
