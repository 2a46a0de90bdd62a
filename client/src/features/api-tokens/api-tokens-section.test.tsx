import type { ApiToken } from '@contract/api-tokens.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ApiTokensSection } from './public.ts';

const SECRET = `afc_${'k'.repeat(43)}`;

/** The tokens API as the server keeps it: made, listed, revoked. */
function tokenServer(initial: ApiToken[] = []) {
  let tokens = [...initial];
  return mockFetch({
    'GET /api/tokens': () => json(200, tokens),
    'POST /api/tokens': (request) => {
      const body = request.body as {
        name: string;
        scope: 'read' | 'write';
        expiresInDays: number | null;
      };
      const token: ApiToken = {
        id: `t${tokens.length + 1}`,
        name: body.name,
        scope: body.scope,
        prefix: SECRET.slice(0, 8),
        createdAt: '2026-12-07T09:00:00.000Z',
        expiresAt: body.expiresInDays ? '2027-03-07T09:00:00.000Z' : null,
        lastUsedAt: null,
      };
      tokens = [...tokens, token];
      return json(201, { token, secret: SECRET });
    },
    'DELETE /api/tokens/t1': () => {
      tokens = tokens.filter((t) => t.id !== 't1');
      return new Response(null, { status: 204 });
    },
  });
}

const section = () => screen.findByRole('region', { name: 'API tokens' }, { timeout: 5000 });

describe('Settings: API tokens', { timeout: 20_000 }, () => {
  it('makes a token, shows its secret once, lists it, and revokes it after asking', async () => {
    const { requests } = tokenServer();
    const user = userEvent.setup();
    renderApp({ ui: <ApiTokensSection /> });
    expect(await within(await section()).findByText('No tokens yet.')).toBeInTheDocument();

    const form = within(await section());
    await user.type(form.getByLabelText('Name'), 'Claude on my laptop');
    await user.click(form.getByRole('combobox', { name: 'Access' }));
    await user.click(screen.getByRole('option', { name: 'Read and write' }));
    await user.click(form.getByRole('combobox', { name: 'Expires' }));
    await user.click(screen.getByRole('option', { name: 'Never' }));
    await user.click(form.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByTestId('new-token-secret');
    expect(secret).toHaveTextContent(SECRET);
    expect(secret).toHaveTextContent('you will not see it again');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Claude on my laptop',
      scope: 'write',
      expiresInDays: null,
    });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('Claude on my laptop');
    expect(list).toHaveTextContent('Read and write');
    expect(list).toHaveTextContent('Never used · never expires');

    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Revoke Claude on my laptop' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('lose access at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(await within(await section()).findByText('No tokens yet.')).toBeInTheDocument();
  });

  it('says what is wrong with the name before sending anything', async () => {
    const { requests } = tokenServer();
    const user = userEvent.setup();
    renderApp({ ui: <ApiTokensSection /> });
    const form = within(await section());
    await user.click(form.getByRole('button', { name: 'Create token' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    await user.type(form.getByLabelText('Name'), 'x'.repeat(61));
    await user.click(form.getByRole('button', { name: 'Create token' }));
    expect(await form.findByText('Name must be at most 60 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('lists a used, expiring token by its prefix and dates, and shows the MCP address', async () => {
    tokenServer([
      {
        id: 't1',
        name: 'Backup script',
        scope: 'read',
        prefix: 'afc_Ab12',
        createdAt: '2026-11-02T09:00:00.000Z',
        expiresAt: '2099-01-31T09:00:00.000Z',
        lastUsedAt: '2026-12-06T09:00:00.000Z',
      },
    ]);
    renderApp({ ui: <ApiTokensSection /> });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('afc_Ab12…');
    expect(list).toHaveTextContent('Read only');
    expect(list).toHaveTextContent('Last used Dec 6, 2026');
    expect(list).toHaveTextContent('expires Jan 31, 2099');
    expect(
      within(await section()).getByText(`${window.location.origin}/api/mcp`),
    ).toBeInTheDocument();
  });
});
