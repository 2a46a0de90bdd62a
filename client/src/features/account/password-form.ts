import { changePasswordBodySchema, type ChangePasswordBody } from '@contract/account.ts';
import { z } from 'zod';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The contract's body, plus the new password typed twice (the server never sees the copy). */
export const passwordFormSchema: z.ZodType<ChangePasswordBody, PasswordFormValues> = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The two new passwords differ',
    path: ['confirmPassword'],
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }))
  .pipe(changePasswordBodySchema);

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
