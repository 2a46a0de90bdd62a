import { DIARY_TITLE_REQUIRED } from '@contract/diary.ts';
import { describe, expect, it } from 'vitest';
import {
  diaryFormSchema,
  emptyDiaryForm,
  entryFormData,
  SOURCE_URL_HINT,
} from './diary-form-schema.ts';

const typed = (fields: Partial<typeof emptyDiaryForm>) => ({ ...emptyDiaryForm, ...fields });
const problems = (fields: Partial<typeof emptyDiaryForm>) => {
  const result = diaryFormSchema.safeParse(typed(fields));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('diaryFormSchema', () => {
  it('turns the fields as typed into the body: trimmed, blanks null, tags a list', () => {
    const body = diaryFormSchema.parse(
      typed({
        title: '  Camel coat ',
        description: '   ',
        sourceType: 'pinterest',
        sourceUrl: ' https://example.com/pin ',
        tags: 'camel, , Winter, winter ',
        notes: 'Try it',
      }),
    );
    expect(body).toEqual({
      title: 'Camel coat',
      description: null,
      sourceType: 'pinterest',
      sourceUrl: 'https://example.com/pin',
      tags: ['camel', 'Winter'],
      notes: 'Try it',
    });
  });

  it('refuses what the server would, in the contract’s words', () => {
    expect(problems({ title: '   ' })).toEqual([`title: ${DIARY_TITLE_REQUIRED}`]);
    expect(problems({ title: 'x'.repeat(121) })).toEqual([
      'title: Title must be at most 120 characters',
    ]);
  });

  it('refuses a link a browser would run, with the hint shown under the field', () => {
    expect(problems({ title: 'Look', sourceUrl: 'javascript:alert(1)' })).toEqual([
      `sourceUrl: ${SOURCE_URL_HINT}`,
    ]);
    expect(problems({ title: 'Look', sourceUrl: 'http://example.com' })).toEqual([]);
  });

  it('builds the multipart form, with tags only when there are some', () => {
    const withTags = entryFormData(
      diaryFormSchema.parse(typed({ title: 'A', tags: 'linen, navy' })),
      null,
    );
    expect(withTags.get('tags')).toBe('["linen","navy"]');
    expect(withTags.get('sourceUrl')).toBe('');
    expect(withTags.get('image')).toBeNull();
    const bare = entryFormData(diaryFormSchema.parse(typed({ title: 'A' })), null);
    expect(bare.has('tags')).toBe(false);
  });
});
