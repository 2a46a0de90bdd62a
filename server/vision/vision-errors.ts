import { HttpError } from '../http/errors.ts';

/** The bytes are not an image sharp can decode (or decoding failed part-way). */
export class UnreadableImageError extends HttpError {
  constructor() {
    super(422, 'The photo could not be read as an image');
  }
}

/** The cut-out found nothing that stands out from the background. */
export class NoGarmentFoundError extends HttpError {
  constructor() {
    super(422, 'No garment could be found in the photo');
  }
}

/** More scans are waiting than we are willing to hold in memory. */
export class ScannerBusyError extends HttpError {
  constructor() {
    super(503, 'The photo scanner is busy; please try again in a moment', undefined, {
      'Retry-After': '5',
    });
  }
}

/** One account already has as many photos waiting for the scanner as it may (the others' turn). */
export class ScansWaitingError extends HttpError {
  constructor(waiting: number) {
    super(
      429,
      `You already have ${waiting} photos waiting to be read: wait for them to finish, then try again.`,
      undefined,
      { 'Retry-After': '5' },
    );
  }
}
