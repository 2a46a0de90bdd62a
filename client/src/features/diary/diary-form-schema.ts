import {
  DEFAULT_DIARY_SOURCE,
  isWebUrl,
  type DiaryEntry,
  type DiarySourceType,
  type UpdateDiaryBody,
} from '@contract/diary.ts';
import { splitList } from '@/lib/format.ts';

/** The add and edit forms' fields as typed; tags are comma separated. */
export interface DiaryFormValues {
  title: string;
  description: string;
  sourceType: DiarySourceType;
  sourceUrl: string;
  tags: string;
  notes: string;
}

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

/** Spec §5: the title is required (save stays disabled without one). */
export const canSaveEntry = (values: DiaryFormValues) => values.title.trim() !== '';

/** The source URL's problem in words, or null when it is blank or a web address. */
export function sourceUrlProblem(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || isWebUrl(trimmed) ? null : 'Use a web address starting with https://';
}

/**
 * Spec §7: a multipart form with the text fields, `tags` as JSON array text (spec §5: split on
 * commas, trimmed, sent only when non-empty) and the image when one was chosen.
 */
export function entryFormData(values: DiaryFormValues, image: File | null): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('sourceType', values.sourceType);
  form.append('sourceUrl', values.sourceUrl.trim());
  form.append('notes', values.notes.trim());
  const tags = splitList(values.tags);
  if (tags.length) form.append('tags', JSON.stringify(tags));
  if (image) form.append('image', image);
  return form;
}

/** The PATCH body of an edit: every field, blanks cleared. */
export function entryPatch(values: DiaryFormValues): UpdateDiaryBody {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    sourceType: values.sourceType,
    sourceUrl: values.sourceUrl.trim() || null,
    tags: splitList(values.tags),
    notes: values.notes.trim() || null,
  };
}
