import { expect, test } from '@playwright/test';
import { PHONE, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe } from './planning-fixtures.ts';

// Issue 16: on a phone the generated looks come first and the settings fold to one line.
test('on a phone, generated looks come first and the settings fold to a summary', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUpThroughUi(page, {
    username: uniqueName('lena'),
    password: 'a long enough password',
    firstName: 'Lena',
  });
  await addPlanningWardrobe(page);
  await page.goto('/outfit-generator');
  await page.getByRole('button', { name: 'Generate Outfit' }).click();
  await expect(page.getByRole('list', { name: 'Suggested outfits' })).toBeVisible();

  // Once photos and the saved list settle. 3,346 px before the fold; it varies with the looks.
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`generator page height at 375 px with suggestions: ${height} px`);
  expect(height).toBeLessThan(3_000);
  const summary = page.getByRole('button', { name: /Change settings/ });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Work · Sunny · 70°F');
  await expect(page.getByRole('form', { name: 'Outfit settings' })).toBeHidden();
  const firstLook = page.getByRole('list', { name: 'Suggested outfits' });
  expect((await firstLook.boundingBox())?.y ?? Infinity).toBeLessThan(PHONE.height);

  await summary.click();
  await expect(page.getByRole('form', { name: 'Outfit settings' })).toBeVisible();
});
