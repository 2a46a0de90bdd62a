import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, signUpThroughUi, snap, uniqueName } from './helpers.ts';

test('a newcomer signs up, sees the greeting, logs out and logs back in', async ({ page }) => {
  const username = uniqueName('ada');
  const password = 'a long enough password';

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'auth-1440');
  await page.setViewportSize(PHONE);
  await snap(page, 'auth-375');
  await page.setViewportSize(DESKTOP);

  await signUpThroughUi(page, {
    username,
    password,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  });
  await expect(page.getByRole('heading', { name: /Welcome back, Ada/ })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Premium Member')).toBeVisible();
  await expect(sidebar.getByText('AL', { exact: true })).toBeVisible();
  await snap(page, 'dashboard-1440');

  // A path no feature has registered yet shows the 404 page inside the layout.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  // Opened afresh, the page itself says who is signed in and fetches what the dashboard needs
  // beside the entry script (the loader names them): no /api/user round trip first.
  // Its first API answers come once each: the client's fetch takes the loader's preload.
  const userRequests: string[] = [];
  const apiRequests: string[] = [];
  const countUser = (request: { url(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/user') userRequests.push(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(pathname + search);
  };
  page.on('request', countUser);
  const response = await page.goto('/');
  const html = await response!.text();
  expect(html).toMatch(/data-preload="[^"]*dashboard-page-/);
  // The Today card's URL names the browser's date: the loader writes it in.
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const preloaded = (/data-fetch="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []).map((url) =>
    url.replaceAll('&amp;', '&').replace('{today}', today),
  );
  expect(preloaded).toContain('/api/ai/style-tip');
  expect(preloaded).toContain(`/api/today?date=${today}&look=0`);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: /Welcome back, Ada/ })).toBeVisible();
  await expect(page.getByText('AI Style Tip of the Day')).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', countUser);
  expect(userRequests).toEqual([]);
  for (const url of preloaded) expect(apiRequests.filter((asked) => asked === url)).toEqual([url]);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await snap(page, 'dashboard-375');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The old session is gone on the server too: a protected page sends us back to /auth.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);

  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('wrong password!');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();

  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Ada/ })).toBeVisible();
});

test('the sign-in page arrives rendered, and React takes it over where it stands', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // Hold the app's entry script back, to look at the page as the HTML alone paints it.
  const html = await (await page.request.get('/auth')).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  // Dark from the first paint for a dark-mode visitor (the page's theme script), not light first.
  await expect(page.locator('html')).toHaveClass('dark');
  await snap(page, 'auth-375-dark-before-scripts');
  const intro = page.getByText('An AI-powered fashion companion: outfit ideas');
  await expect(intro).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your AI Fashion Companion' })).toBeVisible();
  // Until the scripts run, the forms take no input (nothing typed would be kept, and the browser
  // would send the form itself, the password in the address).
  await expect(page.locator('[inert]').getByRole('button', { name: 'Sign In' })).toBeVisible();
  type Marked = HTMLElement & { seenBeforeScripts?: boolean };
  await intro.evaluate((element: Marked) => (element.seenBeforeScripts = true));
  // A saved sign-in the browser fills in meanwhile is kept once React has taken the form over.
  const username = page.getByLabel('Username');
  await username.evaluate((input: HTMLInputElement) => (input.value = 'ada_saved'));

  release();
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The same element, not a new render over it; and React found nothing to disagree with.
  expect(await intro.evaluate((element: Marked) => element.seenBeforeScripts)).toBe(true);
  await expect(username).toHaveValue('ada_saved');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Username'),
  ).toBeVisible();

  // A visitor opening a signed-in page gets the same page, sent on to /auth as the router would.
  const wardrobe = await page.goto('/wardrobe?sort=name');
  expect(await wardrobe!.text()).toContain('data-prerendered="/auth"');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});
