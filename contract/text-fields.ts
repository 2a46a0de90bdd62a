import { z } from 'zod';

/** The one wording of a text that is too long, e.g. "Notes must be at most 2000 characters". */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * An optional free text: trimmed, at most `max` characters, and stored as null when it is empty,
 * blank, null or left out, so "no notes" has one form.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);
