import { expect, test } from '@playwright/test';
import { DESKTOP, signUpThroughUi, snapWidths, toastTitle, uniqueName } from './helpers.ts';
import { addPiece } from './wardrobe-fixtures.ts';

test('a person downloads their data, brings it into a new account, changes the password and deletes the account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('iris'),
    password: 'first account password',
    firstName: 'Iris',
  });
  await addPiece(
    page,
    { name: 'Sage linen shirt', category: 'tops', color: 'Green' },
    { shape: 'shirt', hex: '#8aa37b' },
  );

  // Settings from the user block; the download is a real file.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^ai-fashion-companion-iris_[0-9a-f]+-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  // In the test's output folder, which Playwright clears at the next run.
  const zip = test.info().outputPath('export.zip');
  await download.saveAs(zip);
  await expect(toastTitle(page, 'Your data is downloaded')).toBeVisible();
  await snapWidths(page, 'settings', { dark: true });

  // A second person imports it: the piece (and its photo) shows in their wardrobe.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('/auth');
  const password = 'second account password';
  await signUpThroughUi(page, { username: uniqueName('jon'), password, firstName: 'Jon' });
  await page.goto('/settings');
  await page.getByLabel('Export zip to import').setInputFiles(zip);
  await expect(toastTitle(page, 'Import complete')).toBeVisible({ timeout: 60_000 });
  const summary = page.getByTestId('import-summary');
  await expect(summary.getByText('1 piece', { exact: true })).toBeVisible();
  await expect(summary.getByText(/^\d+ photos?$/)).toBeVisible();
  await snapWidths(page, 'settings-imported');
  await page.goto('/wardrobe');
  const card = page.getByRole('link', { name: /Sage linen shirt/ });
  await expect(card).toBeVisible();
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);

  // A new password: the wrong current one is refused, the right one takes.
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('a newer password');
  await form.getByLabel('New password again').fill('a newer password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toastTitle(page, 'Password not changed')).toBeVisible();
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toastTitle(page, 'Password changed')).toBeVisible();

  // Delete the account: back to the sign-in page, and the account is gone.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await snapWidths(page, 'settings-delete');
  await dialog.getByLabel('Password').fill('a newer password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await page.waitForURL('/auth');
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
});
