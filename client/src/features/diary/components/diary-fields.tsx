import {
  DIARY_DESCRIPTION_MAX,
  DIARY_NOTES_MAX,
  DIARY_SOURCE_LABELS,
  DIARY_SOURCE_TYPES,
  DIARY_TITLE_MAX,
  SOURCE_URL_MAX,
} from '@contract/diary.ts';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field.tsx';
import { TagInput } from '@/components/tag-input.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
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
      <FormField
        control={control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Title *</FormLabel>
            <FormControl>
              <Input
                maxLength={DIARY_TITLE_MAX}
                placeholder="e.g. Relaxed linen for summer evenings"
                autoComplete="off"
                required
                {...field}
              />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea
                maxLength={DIARY_DESCRIPTION_MAX}
                placeholder="What caught your eye?"
                className="min-h-16"
                {...field}
              />
            </FormControl>
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="sourceType"
          label="Source"
          options={DIARY_SOURCE_TYPES}
          labels={DIARY_SOURCE_LABELS}
        />
        <FormField
          control={control}
          name="sourceUrl"
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Source URL</FormLabel>
              <FormControl>
                <Input
                  type="url"
                  inputMode="url"
                  maxLength={SOURCE_URL_MAX}
                  placeholder="https://"
                  autoComplete="off"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="tags"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tags (comma separated)</FormLabel>
            <FormControl>
              <TagInput placeholder="linen, neutrals, summer" {...field} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="notes"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Personal Notes</FormLabel>
            <FormControl>
              <Textarea
                maxLength={DIARY_NOTES_MAX}
                placeholder="How you would wear it with what you own"
                className="min-h-16"
                {...field}
              />
            </FormControl>
          </FormItem>
        )}
      />
    </>
  );
}
