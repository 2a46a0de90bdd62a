import { PAGE_SIGN_IN_SCRIPT_ID } from '@contract/page-preloads.ts';
import { OIDC_ERRORS } from '@contract/oidc-values.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

/** What the server writes into the page: how one signs in here (decision 019). */
function pageSays(methods: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_SIGN_IN_SCRIPT_ID;
  script.textContent = JSON.stringify(methods);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_SIGN_IN_SCRIPT_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page with an identity provider', () => {
  it('offers "Continue with {provider}" beside the spec’s Login and Sign Up tabs', async () => {
    pageSays({ provider: 'Authentik', passwordSignIn: true, passwordSignUp: true });
    mockFetch(userRoute(null));
    renderApp({ path: '/auth' });
    const link = await screen.findByRole('link', { name: 'Continue with Authentik' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the login form when sign-up is off', async () => {
    pageSays({ provider: 'Keycloak', passwordSignIn: true, passwordSignUp: false });
    mockFetch(userRoute(null));
    renderApp({ path: '/auth' });
    await screen.findByRole('link', { name: 'Continue with Keycloak' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('shows only the provider when the password forms are off', async () => {
    pageSays({ provider: 'Keycloak', passwordSignIn: false, passwordSignUp: false });
    mockFetch(userRoute(null));
    renderApp({ path: '/auth' });
    await screen.findByRole('link', { name: 'Continue with Keycloak' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('says why the last sign-in failed, once, and that the password still works', async () => {
    pageSays({ provider: 'Authentik', passwordSignIn: true, passwordSignUp: true });
    window.history.replaceState(null, '', '/auth?oidc-error=unavailable');
    mockFetch(userRoute(null));
    renderApp({ path: '/auth' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OIDC_ERRORS.unavailable);
    expect(alert).toHaveTextContent('You can also sign in with your username and password.');
    expect(window.location.search).toBe('');
  });

  it('ignores a code it does not know', async () => {
    pageSays({ provider: 'Authentik', passwordSignIn: true, passwordSignUp: true });
    window.history.replaceState(null, '', '/auth?oidc-error=<script>');
    mockFetch(userRoute(null));
    renderApp({ path: '/auth' });
    await screen.findByRole('link', { name: 'Continue with Authentik' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the server when the page did not say (and shows the password forms meanwhile)', async () => {
    const { requests } = mockFetch({
      ...userRoute(null),
      'GET /api/auth/methods': () =>
        new Response(
          JSON.stringify({ provider: 'Dex', passwordSignIn: true, passwordSignUp: true }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderApp({ path: '/auth' });
    await screen.findByRole('link', { name: 'Continue with Dex' });
    expect(requests.map((r) => r.url)).toContain('/api/auth/methods');
  });
});
