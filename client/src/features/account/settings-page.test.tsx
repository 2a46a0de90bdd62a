import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { summaryLines } from './import-summary.ts';
import { formatBytes } from '@contract/sizes.ts';
import { progressPercent } from './transfer-progress.ts';

function renderSettings(routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({ ...userRoute(ada), ...routes });
  const app = renderApp({ path: '/settings' });
  return { ...mock, ...app, user: userEvent.setup() };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/ });

afterEach(() => vi.unstubAllGlobals());

describe('Settings', () => {
  it('shows the data, import, password, sessions and danger zone sections', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of [
      'Storage',
      'Your data',
      'Import data',
      'Password',
      'Sessions',
      'Danger zone',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  const GB = 1024 ** 3;
  const storage = (usedBytes: number) => ({
    'GET /api/account/storage': () => json(200, { usedBytes, quotaBytes: 2 * GB }),
  });

  it('shows what the photos take of what the account may keep', async () => {
    renderSettings(storage(0.5 * GB));
    const section = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(section).findByText('512.0 MB')).toBeInTheDocument();
    expect(within(section).getByText(/of 2\.00 GB used/)).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(section).queryByText(/Nearly full/)).not.toBeInTheDocument();
  });

  it('says nothing is stored yet as 0 KB', async () => {
    renderSettings(storage(0));
    const section = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(section).findByText('0 KB')).toBeInTheDocument();
  });

  it('warns when the storage is nearly full', async () => {
    renderSettings(storage(1.9 * GB));
    const section = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(section).findByText(/Nearly full/)).toBeInTheDocument();
  });

  it('changes the password with the current one, after checking the new one twice', async () => {
    const { user, requests } = renderSettings({
      'PUT /api/account/password': () => new Response(null, { status: 204 }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old secret pass');
    await user.type(within(form).getByLabelText('New password'), 'new secret pass');
    await user.type(within(form).getByLabelText('New password again'), 'new secret typo');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two new passwords differ')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('New password again'));
    await user.type(within(form).getByLabelText('New password again'), 'new secret pass');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(await toasts()).findByText('Password changed')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      currentPassword: 'old secret pass',
      newPassword: 'new secret pass',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's word when the current password is wrong", async () => {
    const { user } = renderSettings({
      'PUT /api/account/password': () => json(403, { message: 'Current password is incorrect' }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'a wrong one');
    await user.type(within(form).getByLabelText('New password'), 'new secret pass');
    await user.type(within(form).getByLabelText('New password again'), 'new secret pass');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(await toasts()).findByText('Password not changed')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('downloads the export as a file named by the server', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderSettings({
      'GET /api/account/export': () =>
        new Response(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="ai-fashion-companion-ada-2026-01-02.zip"',
            'x-export-expected-bytes': '4',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await within(await toasts()).findByText('Your data is downloaded')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('ai-fashion-companion-ada-2026-01-02.zip'),
    ).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('deletes the account with the password, then leaves for the sign-in page', async () => {
    const { user, requests, currentPath } = renderSettings({
      'DELETE /api/account': () => new Response(null, { status: 204 }),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      password: 'my password',
    });
  });
});

describe('import summary and transfer progress', () => {
  it('names what was added, skipping what was not', () => {
    expect(summaryLines({ added: { items: 12, outfits: 0, photos: 20, diaryEntries: 1 } })).toEqual(
      ['12 pieces', '20 photos', '1 diary entry'],
    );
  });

  it('stops an estimated bar at 99 and reads sizes as people do', () => {
    expect(progressPercent(50, 100)).toBe(50);
    expect(progressPercent(150, 100)).toBe(99);
    expect(progressPercent(10, 0)).toBeNull();
    expect(formatBytes(12.3 * 1024 * 1024)).toBe('12.3 MB');
  });
});
