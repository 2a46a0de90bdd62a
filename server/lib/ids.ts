import { UUID_PATTERN } from '../../contract/ids.ts';

/**
 * The id as stored (lower case), or null when it is not a UUID: such an id names nothing, so the
 * caller answers 404 like for any unknown row (and never hands PostgreSQL a value it cannot cast).
 * Route params are already checked by the route kit (`idParam`); this is for ids that reach a
 * service another way (a body field, another feature's call).
 */
export function canonicalId(value: string): string | null {
  return UUID_PATTERN.test(value) ? value.toLowerCase() : null;
}

/** The canonical id, or the caller's not-found error. */
export function idOr(value: string, notFound: () => Error): string {
  const id = canonicalId(value);
  if (id === null) throw notFound();
  return id;
}

/** True for an id exactly as PostgreSQL writes it: a lower-case UUID. */
export const isCanonicalId = (value: string): boolean =>
  UUID_PATTERN.test(value) && value === value.toLowerCase();
