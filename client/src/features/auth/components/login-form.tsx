import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form.ts';
import type { LoginFormValues } from '../auth-schemas.ts';
import { useAuth } from '../use-auth.tsx';
import { PasswordInput } from './password-input.tsx';

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
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Username</FormLabel>
              <FormControl>
                <Input
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending && <Spinner className="size-4 text-current" decorative />}
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </Form>
  );
}
