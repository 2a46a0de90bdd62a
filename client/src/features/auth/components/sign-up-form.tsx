import { PASSWORD_MIN } from '@contract/auth-values.ts';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form.ts';
import type { SignUpFormValues } from '../auth-schemas.ts';
import { useAuth } from '../use-auth.tsx';
import { PasswordInput } from './password-input.tsx';

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
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Email <span className="font-normal text-muted-foreground">(optional)</span>
              </FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  spellCheck={false}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First Name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last Name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" required {...field} />
              </FormControl>
              <FormDescription>At least {PASSWORD_MIN} characters.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
          {pending && <Spinner className="size-4 text-current" decorative />}
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </Form>
  );
}
