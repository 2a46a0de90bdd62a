import {
  DEFAULT_DIARY_SOURCE,
  DIARY_SOURCE_TYPES,
  isWebUrl,
  updateDiaryBodySchema,
  type DiaryEntry,
} from '@contract/diary.ts';
import { z } from 'zod';
import { splitList } from '@/lib/format.ts';

/** Said under the field as it is typed; the contract refuses the same links. */
export const SOURCE_URL_HINT = 'Use a web address starting with https://';

// Spec §5: the title is required; the contract's PATCH schema checks every field the way the
// server will, so one schema serves the add (multipart) and the edit (PATCH) forms.
const entryBodySchema = updateDiaryBodySchema.required({ title: true, sourceType: true });

/**
 * The add and edit forms: the fields as typed (tags comma separated), turned into the entry's
 * body (trimmed, blanks null, tags a list) and checked by the contract's schema.
 */
export const diaryFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    sourceType: z.enum(DIARY_SOURCE_TYPES),
    sourceUrl: z
      .string()
      .refine((value) => value.trim() === '' || isWebUrl(value.trim()), SOURCE_URL_HINT),
    tags: z.string(),
    notes: z.string(),
  })
  .transform(({ tags, ...text }): z.input<typeof entryBodySchema> => ({
    ...text,
    tags: splitList(tags),
  }))
  .pipe(entryBodySchema);

/** The fields as typed. */
export type DiaryFormValues = z.input<typeof diaryFormSchema>;
/** The checked entry: what the edit sends as its PATCH body. */
export type DiaryFormOutput = z.output<typeof diaryFormSchema>;

export const emptyDiaryForm: DiaryFormValues = {
  title: '',
  description: '',
  sourceType: DEFAULT_DIARY_SOURCE,
  sourceUrl: '',
  tags: '',
  notes: '',
};

export function formFromEntry(entry: DiaryEntry): DiaryFormValues {
  return {
    title: entry.title,
    description: entry.description ?? '',
    sourceType: entry.sourceType,
    sourceUrl: entry.sourceUrl ?? '',
    tags: entry.tags.join(', '),
    notes: entry.notes ?? '',
  };
}

/**
 * Spec §7: a multipart form with the text fields, `tags` as JSON array text (spec §5: sent only
 * when non-empty) and the image when one was chosen.
 */
export function entryFormData(entry: DiaryFormOutput, image: File | null): FormData {
  const form = new FormData();
  form.append('title', entry.title);
  form.append('description', entry.description ?? '');
  form.append('sourceType', entry.sourceType);
  form.append('sourceUrl', entry.sourceUrl ?? '');
  form.append('notes', entry.notes ?? '');
  if (entry.tags?.length) form.append('tags', JSON.stringify(entry.tags));
  if (image) form.append('image', image);
  return form;
}
