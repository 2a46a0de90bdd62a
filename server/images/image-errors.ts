import { IMAGE_MAX_MEGAPIXELS } from '../../contract/wardrobe.ts';
import { DomainError } from '../lib/domain-errors.ts';

// The one place where a refused image gets its kind: every check of an upload (the multipart
// reader, the upload URL, the pipeline) throws one of these, and the error handler answers
// `{ message }` with the kind's status.

export const IMAGE_TOO_LARGE_MESSAGE = 'Image is too large: the limit is 15 MB';
export const UNSUPPORTED_IMAGE_MESSAGE = 'Unsupported image type';
export const TOO_MANY_PIXELS_MESSAGE = `Image is too large: the limit is ${IMAGE_MAX_MEGAPIXELS} megapixels`;
export const UNREADABLE_IMAGE_MESSAGE =
  'The image could not be read. It may be damaged or incomplete.';

/** An upload refused for what it is: never worth keeping or retrying as it is. */
export abstract class ImageRejected extends DomainError {}

/** 413: more bytes than an upload may have. */
export class ImageTooLarge extends ImageRejected {
  constructor() {
    super('too-large', IMAGE_TOO_LARGE_MESSAGE);
  }
}

/** 415: not one of the image types we take (read from the bytes, never the name). */
export class NotAnImage extends ImageRejected {
  constructor(message = UNSUPPORTED_IMAGE_MESSAGE) {
    super('unsupported-media', message);
  }
}

/** 422: an image type we take, but too many pixels or bytes that do not decode. */
export class UnprocessableImage extends ImageRejected {
  constructor(message = UNREADABLE_IMAGE_MESSAGE) {
    super('unprocessable', message);
  }
}
