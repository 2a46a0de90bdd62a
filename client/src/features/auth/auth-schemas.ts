import {
  EMAIL_MAX,
  NAME_MAX,
  loginBodySchema,
  passwordSchema,
  usernameSchema,
} from '@contract/auth.ts';
import { z } from 'zod';

/** Sign-in checks presence only, like the server: older usernames must still be able to log in. */
export const loginFormSchema = loginBodySchema;
export type LoginFormValues = z.infer<typeof loginFormSchema>;

const optionalName = z.string().trim().max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/**
 * Sign-up applies the server's own username and password rules (from the contract), so a person
 * sees what to fix beside the field before anything is sent. An empty field says "required" first.
 */
export const signUpFormSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').pipe(usernameSchema),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Enter a valid email address',
    ),
  firstName: optionalName,
  lastName: optionalName,
  password: z.string().min(1, 'Password is required').pipe(passwordSchema),
});
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;
