import { useLocation } from 'wouter';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form.ts';
import type { LoginFormValues } from '../auth-schemas.ts';
import { useAuth } from '../use-auth.tsx';
import { PasswordInput } from './password-input.tsx';
import { UsernameInput } from './username-input.tsx';

export function LoginForm() {
  const { loginMutation } = useAuth();
  const [, navigate] = useLocation();
  const { form, formProps } = useLazyZodForm(
    () => import('../auth-schemas.ts').then((schemas) => schemas.loginFormSchema),
    {
      defaultValues: { username: '', password: '' },
    },
  );

  const onSubmit = (values: LoginFormValues) =>
    loginMutation.mutate(values, { onSuccess: () => navigate('/') });

  const pending = loginMutation.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" {...formProps}>
        <LabelledField control={form.control} name="username" label="Username">
          {(field) => <UsernameInput {...field} />}
        </LabelledField>
        <LabelledField control={form.control} name="password" label="Password">
          {(field) => <PasswordInput autoComplete="current-password" required {...field} />}
        </LabelledField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending && <Spinner className="size-4 text-current" decorative />}
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Form>
  );
}
