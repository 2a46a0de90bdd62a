import { z } from 'zod';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './auth-values.ts';
import { endpoints } from './endpoint.ts';
import { noContent } from './no-content.ts';

export * from './auth-values.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, "_", "." and "-"');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      'Enter a valid email address',
    ),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Login checks only presence and size: the rules for new usernames must not lock out a login. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX * 4),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The user as every answer shows it: never a password or hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** How one may sign in here (auth-values.ts, `SignInMethods`). */
export const signInMethodsSchema = z.object({
  provider: z.string().nullable(),
  passwordSignIn: z.boolean(),
  passwordSignUp: z.boolean(),
});

/** POST /api/register, /api/login, /api/logout and GET /api/user (spec §7 Auth), and the methods. */
export const authEndpoints = endpoints({
  'POST /api/register': { body: registerBodySchema, response: { 201: publicUserSchema } },
  'POST /api/login': { body: loginBodySchema, response: { 200: publicUserSchema } },
  'POST /api/logout': { response: { 204: noContent } },
  'GET /api/user': { response: { 200: publicUserSchema } },
  'GET /api/auth/methods': { response: { 200: signInMethodsSchema } },
});
