// What went wrong, in the words of the domain: services, repos and the layers under them throw a
// DomainError of one kind; server/http/errors.ts answers it with the kind's status and the same
// `{ message, issues? }` body as every other error.

/** The kinds of refusal; each has one HTTP status (server/http/errors.ts, `DOMAIN_STATUS`). */
export type DomainErrorKind =
  | 'invalid' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409
  | 'too-large' // 413
  | 'unsupported-media' // 415
  | 'unprocessable' // 422
  | 'rate-limited' // 429
  | 'unavailable' // 503
  | 'storage-full'; // 507

/** A bad field: its dotted path and what is wrong with it. */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface DomainErrorDetails {
  /** Each bad field, for a form to show beside it. */
  issues?: FieldIssue[];
  /** When to try again (the answer's Retry-After). */
  retryAfterSeconds?: number;
}

/** A refusal whose message is safe to show the user as it is. */
export class DomainError extends Error {
  readonly issues?: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    if (details.issues) this.issues = details.issues;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** True for a DomainError of `kind` (any kind when none is named). */
export const isDomainError = (error: unknown, ...kinds: DomainErrorKind[]): error is DomainError =>
  error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));

/**
 * A bad field: `"<field>: <message>"`, with the field in `issues` (`issue` is its message there
 * when it reads differently on its own).
 */
export const invalid = (field: string, message: string, issue = message) =>
  new DomainError('invalid', `${field}: ${message}`, { issues: [{ path: field, message: issue }] });

/** A bad request whose message stands alone; `field`, when given, is named in `issues`. */
export const badRequest = (message: string, field?: string) =>
  new DomainError('invalid', message, field ? { issues: [{ path: field, message }] } : {});

export const unauthorized = (message = 'Not signed in') => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupportedMedia = (message: string) => new DomainError('unsupported-media', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('rate-limited', message, { retryAfterSeconds });
export const unavailable = (message: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', message, { retryAfterSeconds });
export const storageFull = (message: string) => new DomainError('storage-full', message);
