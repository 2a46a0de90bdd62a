import type { ChangePasswordBody } from '@contract/account.ts';
import { KeyRound } from 'lucide-react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useHasPassword } from '@/features/oidc/public.ts';
import { useChangePassword } from '../api.ts';
import {
  EMPTY_PASSWORD_FORM,
  passwordFormSchema,
  type PasswordFormValues,
} from '../password-form.ts';
import { SettingsSection } from '@/components/settings-section.tsx';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'New password again', autoComplete: 'new-password' },
] as const;

/**
 * Change password: the current one is required; every other device is signed out. An account
 * made by signing in with the identity provider has none yet and sets its first here.
 */
export function PasswordSection() {
  // Until known, as most accounts are: with a password.
  const hasPassword = useHasPassword() ?? true;
  return <PasswordSectionFor key={String(hasPassword)} hasPassword={hasPassword} />;
}

function PasswordSectionFor({ hasPassword }: { hasPassword: boolean }) {
  const form = useZodForm<PasswordFormValues, ChangePasswordBody>(passwordFormSchema(hasPassword), {
    defaultValues: EMPTY_PASSWORD_FORM,
  });
  const fields = hasPassword ? FIELDS : FIELDS.filter(({ name }) => name !== 'currentPassword');
  const change = useChangePassword();

  function onSubmit(body: ChangePasswordBody) {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY_PASSWORD_FORM);
        toast({
          title: hasPassword ? 'Password changed' : 'Password set',
          description: hasPassword
            ? 'Your other devices were signed out.'
            : 'You can now also sign in with your username and password.',
        });
      },
    });
  }

  return (
    <SettingsSection
      icon={KeyRound}
      title="Password"
      description={
        hasPassword
          ? 'At least 8 characters. Changing it signs you out on every other device.'
          : 'Your account has no password yet: you sign in with your identity provider. Set one (at least 8 characters) to sign in with your username too.'
      }
    >
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="grid max-w-md gap-4"
          aria-label={hasPassword ? 'Change password' : 'Set a password'}
        >
          {fields.map(({ name, label, autoComplete }) => (
            <LabelledField key={name} control={form.control} name={name} label={label}>
              {(field) => <Input type="password" autoComplete={autoComplete} {...field} />}
            </LabelledField>
          ))}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {hasPassword
                ? change.isPending
                  ? 'Changing…'
                  : 'Change password'
                : change.isPending
                  ? 'Setting…'
                  : 'Set password'}
            </Button>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}
