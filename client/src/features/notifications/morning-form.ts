import { morningSettingsSchema } from '@contract/notifications.ts';
import type { z } from 'zod';

/** The time and zone as typed ('07:30', 'Europe/Lisbon'). */
export interface MorningFormValues {
  sendAt: string;
  timeZone: string;
}

/** The contract's own rules for the two fields, so the form refuses what the server would. */
export const morningFormSchema: z.ZodType<MorningFormValues, MorningFormValues> =
  morningSettingsSchema.pick({ sendAt: true, timeZone: true });

/** This device's IANA zone: what a user who never chose one is proposed. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zones this browser knows, for the field's suggestions. */
export const knownTimeZones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
