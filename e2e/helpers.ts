import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** Screenshots kept as test artifacts (e2e/artifacts is git-ignored, CI keeps it). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'artifacts', `${name}.png`),
    fullPage: true,
  });
}

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;

/** Signs a brand-new account up through the auth page and waits for the dashboard. */
export async function signUpThroughUi(
  page: Page,
  fields: {
    username: string;
    password: string;
    firstName?: string;
    lastName?: string;
    email?: string;
  },
): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Username').fill(fields.username);
  if (fields.email) await form.getByLabel('Email').fill(fields.email);
  if (fields.firstName) await form.getByLabel('First Name').fill(fields.firstName);
  if (fields.lastName) await form.getByLabel('Last Name').fill(fields.lastName);
  await form.getByLabel('Password', { exact: true }).fill(fields.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('/');
}

/**
 * Screenshots at desktop and phone width (light), and with `dark` phone in dark mode too; toasts
 * are closed first so the page shows, not a confirmation over it.
 */
export async function snapWidths(page: Page, name: string, { dark = false } = {}): Promise<void> {
  await page.mouse.move(0, 0);
  const close = page.locator('[data-slot=toast-close]');
  // Dispatched, not clicked: an open dialog's overlay covers the toast.
  if ((await close.count()) > 0) await close.first().dispatchEvent('click');
  await expect(page.locator('[data-slot=toast]')).toHaveCount(0);
  await snap(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await snap(page, `${name}-375`);
  if (dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    await snap(page, `${name}-375-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * `what` (or the whole page) at 1440 and 375 px, light and dark, with no toast over it, as
 * `<dir>/<name>-<width>-<theme>.png` under e2e/artifacts.
 */
export async function shootThemes(
  page: Page,
  dir: string,
  name: string,
  what?: Locator,
): Promise<void> {
  const close = page.locator('[data-slot=toast-close]');
  if ((await close.count()) > 0) await close.first().dispatchEvent('click');
  await expect(page.locator('[data-slot=toast]')).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [tag, viewport] of [
      ['1440', DESKTOP],
      ['375', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200);
      const file = path.join(import.meta.dirname, 'artifacts', dir, `${name}-${tag}-${theme}.png`);
      if (what) {
        // Centred: at the foot of a phone's window the bottom bar would cover it.
        await what.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await what.screenshot({ path: file });
      } else await page.screenshot({ path: file });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

export const toastTitle = (page: Page, text: string) =>
  page.locator('[data-slot=toast-title]', { hasText: text });

/** "YYYY-MM-DD" of a day in the browser's (and this machine's) zone. */
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
