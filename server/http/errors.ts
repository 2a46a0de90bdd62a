import type { ErrorBody } from '../../contract/errors.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type pg from 'pg';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors.ts';
import { databaseRefusal, isDatabaseUnavailable } from './database-errors.ts';
import { watchDatabaseOutage } from './database-outage.ts';

/** An error whose status and message are safe to show the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The status each kind of domain error is answered with (server/lib/domain-errors.ts). */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
  'storage-full': 507,
};

/** A domain error as the HttpError it is answered with: its kind's status, the same message. */
export function fromDomainError(error: DomainError): HttpError {
  const headers =
    error.retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(error.retryAfterSeconds) };
  return new HttpError(DOMAIN_STATUS[error.kind], error.message, error.issues, headers);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';

/** What a client is told while the database cannot be reached: 503, come back in 5 s. */
export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': '5' });

/** A 400 naming each bad field: `{ message: "<first path>: <first message>", issues }`. */
export function validationError(zodIssues: readonly z.core.$ZodIssue[]): HttpError {
  const issues = zodIssues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return new HttpError(400, message, issues);
}

/**
 * Parses input with a contract schema; failures become a 400 naming each bad field. Routes declare
 * their schemas instead (route-kit.ts); this is for what no route schema can hold, such as the
 * text fields of a multipart form.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}

// Fastify's own client errors, in words a person can act on.
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File is too large'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart/form-data upload'],
};

/**
 * The one error handler: JSON `{ message }` with the right status, never a stack or SQL. Given the
 * pool, it logs a database outage once (and its end) instead of once per failed request.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  database: { pool?: pg.Pool } = {},
): void {
  const outage = watchDatabaseOutage(app.log, database.pool);
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      // A safety net: the route should have refused this input before it reached the database.
      request.log.warn({ err: error }, 'database refused the input');
      return reply.status(refusal.statusCode).send({ message: refusal.message });
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(error);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
