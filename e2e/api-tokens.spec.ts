import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe.ts';
import { shootThemes, signUpThroughUi, toastTitle, uniqueName } from './helpers.ts';

// Settings → API tokens (issue 29): a person makes a read-only token, a script calls the API
// with it as them (and is refused a write), and once revoked the token is refused.
test('a person makes a read-only API token, a script uses it, and revoking it locks the script out', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('tokyo');
  await signUpThroughUi(page, { username, password: 'token password 1' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  await section.getByLabel('Name').fill('Backup script');
  await section.getByRole('button', { name: 'Create token' }).click();
  const shown = section.getByTestId('new-token-secret');
  await expect(shown).toContainText('you will not see it again');
  const secret = (await shown.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^afc_/);
  await expect(section.getByRole('list', { name: 'Your API tokens' })).toContainText(
    'Backup script',
  );
  expect(await seriousFindings(page)).toEqual([]);
  await shootThemes(page, 'api-tokens', 'new-token', section);

  // A script with the token: it is this person, it reads, and it may not write.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const me = await script.get('/api/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe(username);
  expect((await script.get('/api/wardrobe')).status()).toBe(200);
  const write = await script.put('/api/preferences', { data: { autoBackgroundRemoval: false } });
  expect(write.status()).toBe(403);

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText(secret)).toHaveCount(0);
  await page.reload();
  const list = section.getByRole('list', { name: 'Your API tokens' });
  await expect(list).toContainText('Last used');
  await shootThemes(page, 'api-tokens', 'list', section);

  await list.getByRole('button', { name: 'Revoke Backup script' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toastTitle(page, 'Token revoked')).toBeVisible();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  expect((await script.get('/api/user')).status()).toBe(401);
  await script.dispose();
});
