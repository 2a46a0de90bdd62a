import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { endpoints } from './endpoint.ts';
import { noContent } from './no-content.ts';
import { storageUsageSchema } from './storage.ts';

/** What `manifest.json` of an export says it is; an import refuses any other. */
export const EXPORT_FORMAT = 'ai-fashion-companion-export';
/** The export schema's version (docs/export-format.md); an import reads this version only. */
export const EXPORT_VERSION = 1;

/**
 * The largest export zip an import takes. Photos are stored as WebP of at most 2048 px (typically
 * 0.1–0.6 MB, a cut-out as much again), so 2,000 pieces with cut-outs fit with room to spare.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** The answer's header with the export's expected size in bytes (for the download's progress). */
export const EXPORT_SIZE_HEADER = 'x-export-expected-bytes';

/** `ai-fashion-companion-<username>-<YYYY-MM-DD>.zip`: the download's file name. */
export const exportFileName = (username: string, date: Date) =>
  `ai-fashion-companion-${username}-${date.toISOString().slice(0, 10)}.zip`;

export const changePasswordBodySchema = z.object({
  /**
   * The password the account has now; left out only by an account that has none yet (made by
   * signing in with the identity provider), which sets its first one.
   */
  currentPassword: z.string().max(256).optional(),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * The account's password confirms its deletion; an account without one (made by signing in with
 * the identity provider) types its username instead.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(256).optional(),
    username: z.string().max(256).optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.username), {
    message: 'Password is required',
    path: ['password'],
  });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** What an import added, by kind (items, outfits, …; photos counts stored photos). */
export const importSummarySchema = z.object({
  added: z.record(z.string(), z.number().int().nonnegative()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The messages the password checks answer (403), shown as they are. */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const WRONG_PASSWORD = 'Password is incorrect';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PASSWORD_REQUIRED = 'Password is required';
/** A password-less account's deletion, confirmed with a username that is not its own. */
export const WRONG_USERNAME = 'Type your username exactly as it is to confirm';

/**
 * Settings' account calls: import, storage, password, signing out everywhere, deletion. The
 * export answers a zip, not JSON: its route (GET /api/account/export) is the server's own.
 */
export const accountEndpoints = endpoints({
  // Multipart: the export zip as the file field "file".
  'POST /api/account/import': { reads: 'form', response: { 200: importSummarySchema } },
  'GET /api/account/storage': { response: { 200: storageUsageSchema } },
  'PUT /api/account/password': { body: changePasswordBodySchema, response: { 204: noContent } },
  'POST /api/account/sign-out-everywhere': { response: { 204: noContent } },
  'DELETE /api/account': { body: deleteAccountBodySchema, response: { 204: noContent } },
});
