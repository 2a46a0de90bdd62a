import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  MULTIPART_FIELD_MAX_BYTES,
  MULTIPART_MAX_FIELDS,
} from '../../contract/wardrobe.ts';
import { ImageTooLarge } from '../images/image-errors.ts';
import { badRequest, tooLarge, unsupportedMedia } from '../lib/domain-errors.ts';

/** Limits for a form that carries one photo and a few text fields. */
const PHOTO_FORM_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: MULTIPART_MAX_FIELDS,
  fieldSize: MULTIPART_FIELD_MAX_BYTES,
  fieldNameSize: 100,
  parts: MULTIPART_MAX_FIELDS + 1,
  headerPairs: 100,
};

/**
 * Lets the routes of a scope take photo forms (multipart/form-data): register it inside the
 * feature's own `app.register(async (scope) => …)`, so JSON routes elsewhere stay JSON only.
 */
export async function registerPhotoForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: PHOTO_FORM_LIMITS });
}

export interface PhotoForm {
  /** Text fields by name; a repeated name keeps its last value. */
  fields: Record<string, string>;
  /** The photo's bytes as sent, or null when none was chosen (an empty file part counts as none). */
  image: Buffer | null;
}

/**
 * Reads a multipart form of text fields and at most one file, named `fileField`: 415 when the body
 * is not multipart, 413 over the limits, 400 for a file under another name. The bytes are not
 * checked here: `photos.prepare` / `photos.accept` validate them.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  fileField = 'image',
): Promise<PhotoForm> {
  if (!request.isMultipart()) throw unsupportedMedia('Expected a multipart/form-data upload');
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw badRequest(
            `Unexpected file field "${part.fieldname}": send the photo as "${fileField}"`,
          );
        }
        const bytes = await part.toBuffer();
        image = bytes.length > 0 ? bytes : null;
      } else {
        if (part.valueTruncated) throw tooLarge(`The field "${part.fieldname}" is too long`);
        // A part sent as application/json arrives parsed: keep it as the JSON text it was.
        fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageTooLarge();
    throw error;
  }
  return { fields, image };
}
