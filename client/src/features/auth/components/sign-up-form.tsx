import { PASSWORD_MIN } from '@contract/auth-values.ts';
import { useLocation } from 'wouter';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form.ts';
import type { SignUpFormValues } from '../auth-schemas.ts';
import { useAuth } from '../use-auth.tsx';
import { PasswordInput } from './password-input.tsx';
import { UsernameInput } from './username-input.tsx';

export function SignUpForm() {
  const { registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const { form, formProps } = useLazyZodForm(
    () => import('../auth-schemas.ts').then((schemas) => schemas.signUpFormSchema),
    {
      defaultValues: { username: '', email: '', firstName: '', lastName: '', password: '' },
    },
  );

  const onSubmit = ({ username, password, email, firstName, lastName }: SignUpFormValues) =>
    registerMutation.mutate(
      {
        username,
        password,
        email: email || null,
        firstName: firstName || null,
        lastName: lastName || null,
      },
      { onSuccess: () => navigate('/') },
    );

  const pending = registerMutation.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" {...formProps}>
        <LabelledField control={form.control} name="username" label="Username">
          {(field) => <UsernameInput {...field} />}
        </LabelledField>
        <LabelledField
          control={form.control}
          name="email"
          label={
            <>
              Email <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
        >
          {(field) => (
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              {...field}
            />
          )}
        </LabelledField>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <LabelledField control={form.control} name="firstName" label="First Name">
            {(field) => <Input autoComplete="given-name" {...field} />}
          </LabelledField>
          <LabelledField control={form.control} name="lastName" label="Last Name">
            {(field) => <Input autoComplete="family-name" {...field} />}
          </LabelledField>
        </div>
        <LabelledField
          control={form.control}
          name="password"
          label="Password"
          description={<>At least {PASSWORD_MIN} characters.</>}
        >
          {(field) => <PasswordInput autoComplete="new-password" required {...field} />}
        </LabelledField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending && <Spinner className="size-4 text-current" decorative />}
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
