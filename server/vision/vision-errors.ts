import { DomainError } from '../lib/domain-errors.ts';

/** The bytes are not an image sharp can decode (or decoding failed part-way). */
export class UnreadableImageError extends DomainError {
  constructor() {
    super('unprocessable', 'The photo could not be read as an image');
  }
}

/** The cut-out found nothing that stands out from the background. */
export class NoGarmentFoundError extends DomainError {
  constructor() {
    super('unprocessable', 'No garment could be found in the photo');
  }
}

/** More scans are waiting than we are willing to hold in memory. */
export class ScannerBusyError extends DomainError {
  constructor() {
    super('unavailable', 'The photo scanner is busy; please try again in a moment', {
      retryAfterSeconds: 5,
    });
  }
}

/** One account already has as many photos waiting for the scanner as it may (the others' turn). */
export class ScansWaitingError extends DomainError {
  constructor(waiting: number) {
    super(
      'rate-limited',
      `You already have ${waiting} photos waiting to be read: wait for them to finish, then try again.`,
      { retryAfterSeconds: 5 },
    );
  }
}
