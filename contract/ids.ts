import { z } from 'zod';

/** Row ids are UUIDs; PostgreSQL writes them in lower case. The one copy of the pattern. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** What a path that names nothing answers (an unknown id, another user's id, a malformed id). */
export const NOT_FOUND_MESSAGE = 'Not found';

/**
 * An id inside a body or a query (`itemIds`, `alterEgoId`…): a UUID, lower-cased. Anything else
 * is a 400 naming the field, e.g. "Each item id must be an id".
 */
export const idSchema = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .regex(UUID_PATTERN, `${label} must be an id`)
    .transform((id) => id.toLowerCase());

/**
 * The `:id` of a route path. A value that is not a UUID names nothing, so the route kit answers
 * it 404 "Not found" (the same as an unknown or another user's id) before any handler runs, and
 * PostgreSQL never sees it.
 */
export const idParam = z
  .string()
  .regex(UUID_PATTERN, NOT_FOUND_MESSAGE)
  .transform((id) => id.toLowerCase());

/** `params` of every `/…/:id` route. */
export const idParamsSchema = z.object({ id: idParam });
export type IdParams = z.output<typeof idParamsSchema>;
