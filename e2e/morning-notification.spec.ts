import { expect, test } from '@playwright/test';
import { DESKTOP, shootThemes, signUpThroughUi, toastTitle, uniqueName } from './helpers.ts';

// The morning notification's section of Settings (issue 28) at phone and desktop width, light and
// dark, after a person set their time and zone. Subscribing needs a browser vendor's push service,
// which a headless browser without network does not reach: the server's side of a delivery is
// tested against a real HTTPS push service in server/features/notifications/.

test('the morning notification settings at 375 and 1440 px, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('mona'), password: 'morning password 1' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Morning notification' });
  const time = section.getByLabel('Time', { exact: true });
  await expect(time).toHaveValue('07:30');
  await expect(section.getByText('Not on for any device yet.')).toBeVisible();

  await time.fill('06:45');
  await section.getByLabel('Time zone').fill('Europe/Lisbon');
  await section.getByRole('button', { name: 'Save time' }).click();
  await expect(toastTitle(page, 'Notification time saved')).toBeVisible();
  await page.locator('[data-slot=toast-close]').first().dispatchEvent('click');
  await expect(page.locator('[data-slot=toast]')).toHaveCount(0);
  await expect(section.getByRole('switch', { name: 'On this device' })).toBeVisible();

  await shootThemes(page, 'morning-notification', 'settings', section);
});
