import type { ChangePasswordBody } from '@contract/account.ts';
import { KeyRound } from 'lucide-react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
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

/** Change password: the current one is required; every other device is signed out. */
export function PasswordSection() {
  const form = useZodForm<PasswordFormValues, ChangePasswordBody>(passwordFormSchema, {
    defaultValues: EMPTY_PASSWORD_FORM,
  });
  const change = useChangePassword();

  function onSubmit(body: ChangePasswordBody) {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY_PASSWORD_FORM);
        toast({
          title: 'Password changed',
          description: 'Your other devices were signed out.',
        });
      },
    });
  }

  return (
    <SettingsSection
      icon={KeyRound}
      title="Password"
      description="At least 8 characters. Changing it signs you out on every other device."
    >
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="grid max-w-md gap-4"
          aria-label="Change password"
        >
          {FIELDS.map(({ name, label, autoComplete }) => (
            <LabelledField key={name} control={form.control} name={name} label={label}>
              {(field) => <Input type="password" autoComplete={autoComplete} {...field} />}
            </LabelledField>
          ))}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}
