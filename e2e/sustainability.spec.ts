import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, signUpThroughUi, snap, snapWidths, uniqueName } from './helpers.ts';
import { addPiece } from './wardrobe-fixtures.ts';

async function wear(page: Page, id: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await page.request.post(`/api/wardrobe/${id}/wear`)).status()).toBe(200);
  }
}

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the impact page agrees with the wardrobe after wears are logged, and a goal shows its progress', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('noor'),
    password: 'a long enough password',
    firstName: 'Noor',
  });

  await page.goto('/sustainability');
  await expect(page.getByRole('heading', { name: 'Your Fashion Impact' })).toBeVisible();
  await expect(statValue(page, 'Total Items')).toHaveText('0');

  const coat = await addPiece(page, {
    name: 'Camel wool coat',
    category: 'outerwear',
    price: '24000',
  });
  const jeans = await addPiece(page, {
    name: 'Straight jeans',
    category: 'bottoms',
    price: '9000',
  });
  await addPiece(page, { name: 'Silk scarf', category: 'accessories', price: '4500' });
  const tee = await addPiece(page, { name: 'White tee', category: 'tops', price: '2500' });
  await wear(page, coat, 4);
  await wear(page, jeans, 6);
  await wear(page, tee, 2);

  await page.reload();
  await expect(statValue(page, 'Total Items')).toHaveText('4');
  await expect(statValue(page, 'Total Wears')).toHaveText('12');
  await expect(statValue(page, 'Utilization Rate')).toHaveText('75%');
  // (240/4 + 90/6 + 25/2) / 3 = (60 + 15 + 12.5) / 3 = 29.17
  await expect(statValue(page, 'Avg Cost per Wear')).toHaveText('$29.17');
  const usage = page.getByRole('region', { name: 'Wardrobe Usage' });
  await expect(usage.getByText('$400.00')).toBeVisible();
  await expect(usage.getByText('Straight jeans')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Monthly Trends' }).getByText('12 wears in 12 months'),
  ).toBeVisible();

  // A goal measured from the data: 1 of 4 pieces worn 5+ times.
  await page.getByRole('button', { name: 'Set New Goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Set New Goal' });
  await dialog.getByLabel('Title *').fill('Wear every piece 5 times');
  await dialog.getByLabel('Wears per piece *').fill('5');
  await dialog.getByRole('button', { name: 'Set Goal' }).click();
  const goals = page.getByRole('region', { name: 'Sustainability Goals' });
  await expect(goals.getByText('1 of 4 pieces worn 5+ times')).toBeVisible();
  await expect(goals.getByText('25%')).toBeVisible();
  await snapWidths(page, 'sustainability');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(statValue(page, 'Total Items')).toHaveText('4');
  await snap(page, 'sustainability-dark-1440');
});
