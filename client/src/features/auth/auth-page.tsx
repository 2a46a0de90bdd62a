import { DEFAULT_SIGN_IN_METHODS } from '@contract/auth-values.ts';
import { useQuery } from '@tanstack/react-query';
import { BrandMark } from '@/components/brand-logo.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { ContinueWithProvider } from '@/features/oidc/public.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { signInMethodsQuery } from './api.ts';
import { AuthHero } from './components/auth-hero.tsx';
import { LoginForm } from './components/login-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';

/**
 * /auth (spec §2): Login and Sign Up tabs beside the product's hero. The build prerenders it
 * (decision 013): until React has taken the markup over, the tabs and forms are inert, so nothing
 * typed is lost and no form is sent by the browser itself, with the password in its address.
 * With an identity provider set up, "Continue with {provider}" comes first; the operator may turn
 * the password forms off (decision 019: the build prerenders each variant).
 */
export function AuthPage() {
  const hydrated = useHydrated();
  const methods = useQuery(signInMethodsQuery).data ?? DEFAULT_SIGN_IN_METHODS;
  const { provider, passwordSignIn, passwordSignUp } = methods;
  return (
    <div className="flex min-h-dvh bg-background">
      <AuthHero />
      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10 sm:px-8 lg:py-12">
        <div className="w-full max-w-[400px]">
          <header className="mb-8 lg:hidden">
            <BrandMark className="size-11" />
            <h1 className="mt-6 font-display text-[2rem] leading-tight font-medium tracking-tight">
              Your AI Fashion Companion
            </h1>
            <p className="mt-2 text-muted-foreground">
              An AI-powered fashion companion: outfit ideas, calendar planning, sustainability
              tracking and a community.
            </p>
          </header>
          <header className="mb-8 hidden lg:block">
            <h2 className="font-display text-3xl font-medium tracking-tight">Welcome</h2>
            <p className="mt-2 text-muted-foreground">
              Sign in to your wardrobe, or create an account.
            </p>
          </header>

          {provider !== null && (
            <div inert={!hydrated}>
              <ContinueWithProvider name={provider} passwordSignIn={passwordSignIn} />
              {passwordSignIn && (
                <div className="my-7 flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or
                  <span className="h-px flex-1 bg-border" />
                </div>
              )}
            </div>
          )}
          {passwordSignIn && passwordSignUp && (
            <Tabs defaultValue="login" inert={!hydrated}>
              <TabsList aria-label="Sign in or sign up" className="mb-7">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          )}
          {passwordSignIn && !passwordSignUp && (
            <section aria-label="Login" inert={!hydrated}>
              <LoginForm />
            </section>
          )}
        </div>
      </main>
    </div>
  );
}
