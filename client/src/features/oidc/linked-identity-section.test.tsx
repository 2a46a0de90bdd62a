import type { SignInProvider } from '@contract/oidc.ts';
import { OIDC_ERRORS } from '@contract/oidc-values.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { LinkedIdentitySection } from './public.ts';

const linked: SignInProvider = {
  provider: 'Authentik',
  identity: {
    issuer: 'https://auth.example.com',
    email: 'ada@example.com',
    linkedAt: '2026-11-02T10:00:00.000Z',
  },
  hasPassword: true,
};

function show(identity: SignInProvider, extra = {}) {
  const fetch = mockFetch({
    ...userRoute(ada),
    'GET /api/auth/oidc/identity': () => json(200, identity),
    ...extra,
  });
  renderApp({ path: '/settings', ui: <LinkedIdentitySection /> });
  return fetch;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("Settings' sign-in provider", () => {
  it('offers to link the account when it is not', async () => {
    show({ provider: 'Authentik', identity: null, hasPassword: true });
    const link = await screen.findByRole('link', { name: 'Link Authentik' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?link=1');
    expect(screen.getByRole('heading', { name: 'Sign-in provider' })).toBeInTheDocument();
  });

  it('shows the linked identity and unlinks it after asking', async () => {
    let current = linked;
    const { requests } = show(linked, {
      'GET /api/auth/oidc/identity': () => json(200, current),
      'DELETE /api/auth/oidc/identity': () => {
        current = { ...linked, identity: null };
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByText(/Linked to Authentik as ada@example.com since/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlink Authentik' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await screen.findByRole('link', { name: 'Link Authentik' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('does not offer to unlink the only way in', async () => {
    show({ ...linked, hasPassword: false });
    expect(
      await screen.findByText(/Authentik is the only way into this account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });

  it('says when a link just went through, or why it did not', async () => {
    window.history.replaceState(null, '', '/settings?linked=1');
    show(linked);
    expect(await screen.findByText(/Linked just now to Authentik/)).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('says why a link failed', async () => {
    window.history.replaceState(null, '', '/settings?oidc-error=already-linked');
    show({ ...linked, identity: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_ERRORS['already-linked']);
  });

  it('is not there when the server has no provider', async () => {
    const { requests } = show({ provider: null, identity: null, hasPassword: true });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sign-in provider' })).not.toBeInTheDocument(),
    );
  });
});
