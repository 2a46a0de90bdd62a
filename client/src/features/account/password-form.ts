import {
  CURRENT_PASSWORD_REQUIRED,
  changePasswordBodySchema,
  type ChangePasswordBody,
} from '@contract/account.ts';
import { z } from 'zod';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The contract's body, plus the new password typed twice (the server never sees the copy). The
 * current password is required when the account has one; an account made by signing in with the
 * identity provider sets its first without it.
 */
export function passwordFormSchema(
  hasPassword: boolean,
): z.ZodType<ChangePasswordBody, PasswordFormValues> {
  return z
    .object({
      currentPassword: hasPassword ? z.string().min(1, CURRENT_PASSWORD_REQUIRED) : z.string(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: 'The two new passwords differ',
      path: ['confirmPassword'],
    })
    .transform(({ currentPassword, newPassword }) =>
      hasPassword ? { currentPassword, newPassword } : { newPassword },
    )
    .pipe(changePasswordBodySchema);
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
