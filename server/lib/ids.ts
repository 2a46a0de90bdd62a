// Row ids are UUIDs that PostgreSQL answers in lower case.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The id as stored (lower case), or null when it is not a UUID: such an id names nothing, so the
 * caller answers 404 like for any unknown row (and never hands PostgreSQL a value it cannot cast).
 */
export function canonicalId(value: string): string | null {
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** The canonical id, or the caller's not-found error. */
export function idOr(value: string, notFound: () => Error): string {
  const id = canonicalId(value);
  if (id === null) throw notFound();
  return id;
}
