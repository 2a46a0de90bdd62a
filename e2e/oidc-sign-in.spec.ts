import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe.ts';
import { DESKTOP, shootThemes, signUpThroughUi, uniqueName } from './helpers.ts';
import { E2E_OIDC } from './oidc-fixtures.ts';

// Signing in with an OpenID Connect provider (issue 29) against a real one (oidc-provider with its
// own login page, started by scripts/e2e-server.ts): the first sign-in makes the account, the next
// lands in the same one.

const button = (page: Page) => page.getByRole('link', { name: `Continue with ${E2E_OIDC.name}` });

/** At the provider's own page: its login form, unless the provider still knows the browser. */
async function signInAtProvider(page: Page) {
  await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/interaction/'));
  if (new URL(page.url()).pathname.startsWith('/interaction/')) {
    await page.getByLabel('Username').fill(E2E_OIDC.person.login);
    await page.getByLabel('Password').fill(E2E_OIDC.person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

test('a person signs in with the identity provider, signs out and comes back to the same account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);

  // The button is in the page the server sends, before any script (decision 019).
  const html = await (await page.request.get('/auth')).text();
  expect(html).toContain(`Continue with <!-- -->${E2E_OIDC.name}`);

  // Taken over by React where it stands: a text that differs would be logged as a mismatch.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  await page.goto('/auth');
  await expect(page.locator('#root[data-prerendered="/auth"]')).toHaveCount(1);
  await expect(button(page)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).not.toHaveAttribute('inert');
  expect(logged).toEqual([]);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shootThemes(page, 'oidc', 'sign-in');

  await button(page).click();
  await signInAtProvider(page);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  const first = (await (await page.request.get('/api/user')).json()) as {
    id: string;
    username: string;
    firstName: string;
    email: string;
  };
  expect(first).toMatchObject({
    username: 'robin',
    firstName: 'Robin',
    email: 'robin@example.com',
  });

  // Settings shows the link; without a password it cannot be unlinked, and a password can be set.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Sign-in provider' });
  await expect(section).toContainText(`Linked to ${E2E_OIDC.name} as robin@example.com`);
  await expect(section).toContainText('is the only way into this account');
  await expect(page.getByRole('form', { name: 'Set a password' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shootThemes(page, 'oidc', 'settings', section);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(button(page)).toBeVisible();

  await button(page).click();
  await signInAtProvider(page);
  await page.waitForURL((url) => url.pathname === '/');
  const again = (await (await page.request.get('/api/user')).json()) as { id: string };
  expect(again.id).toBe(first.id);
});

test('a sign-in that failed says why on the sign-in page, and the password still works', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const username = uniqueName('pia');
  await signUpThroughUi(page, { username, password: 'pia has a password' });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/auth');

  // A callback this browser never started (no flow cookie): back to the sign-in page, with words.
  await page.goto('/api/auth/oidc/callback?code=stolen&state=guess');
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('alert')).toContainText('The sign-in took too long');
  await expect(page.getByRole('alert')).toContainText('You can also sign in with your username');
  expect(await seriousFindings(page)).toEqual([]);
  await shootThemes(page, 'oidc', 'sign-in-error');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('pia has a password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // A password account is offered the link in Settings.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Sign-in provider' });
  await expect(section.getByRole('link', { name: `Link ${E2E_OIDC.name}` })).toHaveAttribute(
    'href',
    '/api/auth/oidc/start?link=1',
  );
  await shootThemes(page, 'oidc', 'settings-link', section);
});
