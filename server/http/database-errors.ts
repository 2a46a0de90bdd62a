import { NOT_FOUND_MESSAGE } from '../../contract/ids.ts';

/** What node-postgres puts on an error PostgreSQL answered (SQLSTATE and its detail). */
interface PostgresError {
  code: string;
  detail?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error behind `error`, if any. Drizzle wraps it (DrizzleQueryError, whose
 * message holds the SQL and its parameters), so the chain of causes is followed.
 */
export function postgresErrorOf(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, detail, cause } = current as {
      code?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return { code, detail: typeof detail === 'string' ? detail : undefined };
    }
    current = cause;
  }
  return null;
}

/** A 4xx answer for a database refusal, whose message is safe to show as it is. */
export interface DatabaseRefusal {
  statusCode: number;
  message: string;
}

/**
 * The answer for a query PostgreSQL refused because of what the client sent, or null when the
 * refusal is the server's own fault. A safety net: routes validate ids and bodies with the
 * contract first, so reaching this means a validation is missing (the handler logs it).
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  const found = postgresErrorOf(error);
  if (!found) return null;
  const { code, detail = '' } = found;
  // invalid_text_representation: almost always an id that is not a UUID, which names nothing.
  if (code === '22P02') return { statusCode: 404, message: NOT_FOUND_MESSAGE };
  // Other data exceptions: a number out of range, an impossible date, text too long.
  if (code.startsWith('22'))
    return { statusCode: 400, message: 'A value is out of range or malformed' };
  if (code === '23503') {
    // The same SQLSTATE covers "points at nothing" (insert, update) and "still pointed at" (delete).
    return /still referenced/i.test(detail)
      ? { statusCode: 409, message: 'It is still in use' }
      : { statusCode: 400, message: 'It refers to something that does not exist' };
  }
  if (code === '23505') return { statusCode: 409, message: 'It already exists' };
  if (code === '23514') return { statusCode: 400, message: 'A value is not allowed' };
  return null;
}

// Node's socket codes for a server that cannot be reached, and PostgreSQL's for a server that is
// going away or not taking connections: "try again later", never the client's fault.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// What node-postgres throws without a code: a connection that died, or a pool connect that timed out.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error/i;

/**
 * True when `error` means the database cannot be reached right now. Drizzle wraps the driver's
 * error (its `cause`), and a connect to a host with several addresses fails with an
 * AggregateError holding one error per address, so the whole tree is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}
