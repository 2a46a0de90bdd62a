import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { tagListSchema } from './wardrobe.ts';
import { tooLong } from './text-fields.ts';

/** Spec §9: where an inspiration came from; 'web' is the default. */
export const DIARY_SOURCE_TYPES = [
  'pinterest',
  'instagram',
  'web',
  'screenshot',
  'ai-glasses',
] as const;
export type DiarySourceType = (typeof DIARY_SOURCE_TYPES)[number];
export const DEFAULT_DIARY_SOURCE: DiarySourceType = 'web';

export const DIARY_SOURCE_LABELS: Record<DiarySourceType, string> = {
  pinterest: 'Pinterest',
  instagram: 'Instagram',
  web: 'Web',
  screenshot: 'Screenshot',
  'ai-glasses': 'AI Glasses',
};

/** Spec §9: a card shows at most this many tags. */
export const DIARY_CARD_TAGS = 3;

export const DIARY_TITLE_MAX = 120;
export const DIARY_DESCRIPTION_MAX = 1000;
export const DIARY_NOTES_MAX = 4000;
export const SOURCE_URL_MAX = 2048;

// Spec §8's texts, used by the client's toasts.
export const DIARY_TEXTS = {
  addFailed: 'Failed to add entry',
  addFailedFallback: 'Failed to create entry',
  updateFailed: 'Failed to update entry',
  deleteFailed: 'Failed to delete entry',
  fetchFailed: 'Failed to fetch style diary entries',
  added: 'Entry added!',
  addedDescription: 'Fashion inspiration saved to your style diary.',
  updated: 'Entry updated!',
  deleted: 'Entry deleted',
  empty: 'Your style diary is empty. Start collecting fashion inspiration!',
} as const;

export const DIARY_TITLE_REQUIRED = 'Please enter a title for your inspiration.';
export const SOURCE_URL_INVALID =
  'Source URL must be a web address starting with http:// or https://';

const titleSchema = z
  .string({ error: DIARY_TITLE_REQUIRED })
  .trim()
  .min(1, DIARY_TITLE_REQUIRED)
  .max(DIARY_TITLE_MAX, tooLong('Title', DIARY_TITLE_MAX));

/** Optional text: blank becomes null; absent stays absent, so a PATCH leaves it alone. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullable()
    .transform((value) => value || null)
    .optional();

/** True for an absolute http(s) URL; a `javascript:` or `data:` link can never be opened. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A web link the user gives (diary source, listing contact): http(s) only, blank is null. */
export const webUrlSchema = (label: string, message: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(SOURCE_URL_MAX, tooLong(label, SOURCE_URL_MAX))
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || isWebUrl(value), message)
    .optional();

const SOURCE_TYPE_INVALID = `Source must be one of ${DIARY_SOURCE_TYPES.join(', ')}`;
const sourceTypeSchema = z.enum(DIARY_SOURCE_TYPES, { error: SOURCE_TYPE_INVALID });

/** Tags as a multipart field: JSON array text ('["linen","summer"]'); absent or blank is none. */
const tagsFieldSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Tags must be a JSON array of text' });
      return z.NEVER;
    }
  })
  .pipe(tagListSchema);

/**
 * The text fields of the multipart POST /api/style-diary (spec §7). Unknown fields (userId) are
 * dropped: the owner is always the session user. A blank source is the default, 'web'.
 */
export const createDiaryFieldsSchema = z.object({
  title: titleSchema,
  description: optionalText('Description', DIARY_DESCRIPTION_MAX),
  sourceType: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || DEFAULT_DIARY_SOURCE)
    .pipe(z.enum(DIARY_SOURCE_TYPES, { error: SOURCE_TYPE_INVALID })),
  sourceUrl: webUrlSchema('Source URL', SOURCE_URL_INVALID),
  notes: optionalText('Notes', DIARY_NOTES_MAX),
  tags: tagsFieldSchema,
});
export type CreateDiaryFields = z.input<typeof createDiaryFieldsSchema>;
export type CreateDiaryInput = z.output<typeof createDiaryFieldsSchema>;

/** PATCH /api/style-diary/:id: isFavorite (spec §7) or any field the user wrote. */
export const updateDiaryBodySchema = z
  .object({
    title: titleSchema.optional(),
    description: optionalText('Description', DIARY_DESCRIPTION_MAX),
    sourceType: sourceTypeSchema.optional(),
    sourceUrl: webUrlSchema('Source URL', SOURCE_URL_INVALID),
    notes: optionalText('Notes', DIARY_NOTES_MAX),
    tags: tagListSchema.optional(),
    isFavorite: z.boolean({ error: 'isFavorite must be true or false' }).optional(),
  })
  .strict();
export type UpdateDiaryBody = z.input<typeof updateDiaryBodySchema>;
export type UpdateDiaryInput = z.output<typeof updateDiaryBodySchema>;

/** A diary entry as every answer shows it. The photo URLs are served to the owner only. */
export const diaryEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  sourceType: z.enum(DIARY_SOURCE_TYPES),
  sourceUrl: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;
export const diaryEntryListSchema = z.array(diaryEntrySchema);

/** One of the user's own pieces that resembles an entry, and why. */
export const similarPieceSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  category: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** What they share, in words ("navy, linen"). */
  reason: z.string(),
});
export type SimilarPiece = z.infer<typeof similarPieceSchema>;
export const similarPiecesSchema = z.array(similarPieceSchema);
export const SIMILAR_PIECES_MAX = 6;

/** The style diary API of spec §7, plus editing any field and "Find similar in my wardrobe". */
export const diaryEndpoints = endpoints({
  'GET /api/style-diary': { response: { 200: diaryEntryListSchema } },
  // Multipart: the text fields (createDiaryFieldsSchema) are parsed once the photo is read.
  'POST /api/style-diary': { reads: 'form', response: { 201: diaryEntrySchema } },
  'PATCH /api/style-diary/:id': {
    params: idParamsSchema,
    body: updateDiaryBodySchema,
    response: { 200: diaryEntrySchema },
  },
  'DELETE /api/style-diary/:id': { params: idParamsSchema, response: { 204: noContent } },
  'GET /api/style-diary/:id/similar': {
    params: idParamsSchema,
    response: { 200: similarPiecesSchema },
  },
});
