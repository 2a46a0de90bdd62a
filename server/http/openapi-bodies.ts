import type { z } from 'zod';
import { FEED_NEXT_CURSOR_HEADER } from '../../contract/community.ts';
import { createDiaryFieldsSchema } from '../../contract/diary.ts';
import { createListingBodySchema, createListingFieldsSchema } from '../../contract/marketplace.ts';
import { IMAGE_MAX_BYTES, createItemFieldsSchema } from '../../contract/wardrobe.ts';

/**
 * A body the route reads itself instead of declaring it as a zod schema, so the route table cannot
 * tell: a photo form (server/photos/photo-form.ts: text fields parsed with a contract schema after
 * the photo is read, and one file part), which may also be sent as JSON without the photo
 * (`json`, the contract schema the route parses it with), or raw bytes (an upload URL).
 */
export type ReadBody =
  | { kind: 'photo-form'; fields: z.ZodType | null; photoRequired: boolean; json?: z.ZodType }
  | { kind: 'bytes' };

/** Keyed like public-routes.ts; the OpenAPI test fails when a key names no registered route. */
export const READ_BODIES: Readonly<Record<string, ReadBody>> = {
  'POST /api/wardrobe': {
    kind: 'photo-form',
    fields: createItemFieldsSchema,
    photoRequired: false,
  },
  'POST /api/wardrobe/scan': { kind: 'photo-form', fields: null, photoRequired: true },
  'POST /api/style-diary': {
    kind: 'photo-form',
    fields: createDiaryFieldsSchema,
    photoRequired: false,
  },
  'POST /api/marketplace': {
    kind: 'photo-form',
    fields: createListingFieldsSchema,
    photoRequired: false,
    json: createListingBodySchema,
  },
  'PUT /api/uploads/:token': { kind: 'bytes' },
};

/** A response header as OpenAPI documents it: its JSON Schema and what it says. */
interface AnswerHeader {
  type: 'string';
  description: string;
}

/**
 * Headers a route sends beside its answer's body, which no zod schema holds; keyed like
 * READ_BODIES, then by status. The OpenAPI test fails when a key names no registered route.
 */
export const ANSWER_HEADERS: Readonly<
  Record<string, Record<string, Record<string, AnswerHeader>>>
> = {
  'GET /api/community/posts': {
    200: {
      Link: {
        type: 'string',
        description:
          'The next page, `</api/community/posts?…&cursor=…>; rel="next"` (the same query with ' +
          '`cursor` set); absent on the last page.',
      },
      [FEED_NEXT_CURSOR_HEADER]: {
        type: 'string',
        description: "The next page's `cursor`; absent on the last page.",
      },
    },
  },
};

/** The part name readPhotoForm expects by default. */
export const PHOTO_PART = 'image';

const MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/** A photo's bytes, as a form part or a whole body. */
export const photoBytesSchema = {
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description: `A photo, at most ${MEGABYTES} MB; its type is read from the bytes, not the declared one.`,
};
