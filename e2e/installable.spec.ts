import { expect, test } from '@playwright/test';
import { PHONE, signUpThroughUi, snap, uniqueName } from './helpers.ts';

test('installable: a manifest with real icons, and the app opens offline and says so', async ({
  page,
  context,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const { icons, name, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    name: string;
    display: string;
  };
  expect(name).toBe('AI Fashion Companion');
  expect(display).toBe('standalone');
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  await page.setViewportSize(PHONE);
  await signUpThroughUi(page, { username: uniqueName('offline'), password: 'offline password 1' });
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  // The service worker has cached the shell once it is active.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length))
    .toBeGreaterThan(0);
  // Installing kept the scripts the page's loader starts, not only the page.
  const entry = await page.evaluate(() => document.getElementById('afc-loader')?.dataset.entry);
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url!)), entry))
    .toBe(true);

  // The page the server sends names the signed-in person; the shell kept for offline never does
  // (kept at install and again from this navigation).
  const online = await page.reload();
  expect(await online!.text()).toContain('id="afc-session"');
  const shell = () => page.evaluate(async () => (await (await caches.match('/'))?.text()) ?? '');
  await expect.poll(shell).toContain('<div id="root">');
  expect(await shell()).not.toContain('afc-session');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await snap(page, 'offline-phone');

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();

  // A visitor gets the sign-in page prerendered, marked for React to take over; the shell kept
  // from it is unmarked, so the app opened offline renders afresh over it.
  await context.clearCookies();
  const visitor = await page.goto('/auth');
  expect(await visitor!.text()).toContain('<div id="root" data-prerendered="/auth">');
  await expect.poll(shell).toContain('Sign in to your wardrobe, or create an account.');
  expect(await shell()).not.toContain('data-prerendered');
});
