import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, localDate, signUpThroughUi, toastTitle, uniqueName } from './helpers.ts';
import { addPiece } from './wardrobe-fixtures.ts';

/** Creates through the API the page is signed in to (its cookies go along); answers the new id. */
async function create(page: Page, url: string, data: object): Promise<string> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** In-app navigation through the sidebar: the cache the page holds stays, nothing is reloaded. */
const goTo = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a deleted piece leaves every screen and a logged wear moves the impact numbers, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('ines'), password: 'a long enough password' });
  const top = await addPiece(page, { name: 'Striped breton top', category: 'tops', price: '4000' });
  const jeans = await addPiece(page, {
    name: 'Straight jeans',
    category: 'bottoms',
    price: '9000',
  });
  const boots = await addPiece(page, { name: 'Chelsea boots', category: 'shoes', price: '12000' });
  const itemIds = [top, jeans, boots];
  const outfitId = await create(page, '/api/outfits', { name: 'Weekend look', itemIds });
  await create(page, '/api/calendar', { outfitId, date: localDate(new Date()) });
  await create(page, '/api/capsules', { name: 'Spring capsule', maxItems: 10, itemIds });
  await create(page, '/api/packing-lists', { tripName: 'Porto weekend', itemIds });
  await create(page, '/api/sustainability/goals', {
    goalType: 'utilization',
    title: 'Wear what I own',
    targetValue: 100,
  });

  // One page load; from here on the app only navigates, each screen keeping what it fetched.
  await page.goto('/');
  const todayCard = page.getByRole('region', { name: /^Today/ });
  const todaysPieces = todayCard.getByRole('list', { name: 'Pieces' }).getByRole('listitem');
  const recent = page.getByRole('region', { name: 'Recently Added' });
  await expect(todaysPieces).toHaveCount(3);
  await expect(recent.getByText('Striped breton top')).toBeVisible();
  await goTo(page, 'Outfit Calendar');
  const planned = page.locator('section[aria-labelledby="day-heading"]');
  await expect(planned.getByText('Weekend look')).toBeVisible();
  await expect(planned.getByRole('img', { name: /Striped breton top/ })).toHaveCount(1);
  await goTo(page, 'Outfit Generator');
  const outfit = page
    .getByRole('region', { name: 'Your Saved Outfits' })
    .getByRole('article', { name: 'Weekend look' });
  await expect(outfit.getByText('3 items', { exact: true })).toBeVisible();
  await goTo(page, 'Capsule Wardrobe');
  await expect(page.getByText('3 of 10 items')).toBeVisible();
  await goTo(page, 'Packing Lists');
  await expect(page.getByText('0 / 3')).toBeVisible();
  await goTo(page, 'Sustainability');
  await expect(statValue(page, 'Total Items')).toHaveText('3');
  await expect(statValue(page, 'Total Wears')).toHaveText('0');
  const goals = page.getByRole('region', { name: 'Sustainability Goals' });
  await expect(goals.getByText('0% of your wardrobe worn (goal 100%)')).toBeVisible();

  // Delete the top from the wardrobe.
  await goTo(page, 'My Wardrobe');
  await page.getByRole('link', { name: /Striped breton top/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Striped breton top?' })
    .getByRole('button', { name: 'Delete item' })
    .click();
  await expect(toastTitle(page, 'Item deleted successfully!')).toBeVisible();

  // Every screen that held it shows it gone.
  await goTo(page, 'Outfit Generator');
  await expect(outfit.getByText('2 items', { exact: true })).toBeVisible();
  await goTo(page, 'Capsule Wardrobe');
  await expect(page.getByText('2 of 10 items')).toBeVisible();
  await goTo(page, 'Packing Lists');
  await expect(page.getByText('0 / 2')).toBeVisible();
  await goTo(page, 'Sustainability');
  await expect(statValue(page, 'Total Items')).toHaveText('2');
  await goTo(page, 'Outfit Calendar');
  await expect(planned.getByText('Weekend look')).toBeVisible();
  await expect(planned.getByRole('img', { name: /Striped breton top/ })).toHaveCount(0);
  await expect(planned.getByRole('img', { name: /Straight jeans/ })).toHaveCount(1);
  await goTo(page, 'Home');
  await expect(todaysPieces).toHaveCount(2);
  await expect(todayCard.getByText('Striped breton top')).toHaveCount(0);
  await expect(recent.getByText('Straight jeans')).toBeVisible();
  await expect(recent.getByText('Striped breton top')).toHaveCount(0);

  // Log a wear of the jeans: the impact numbers and the goal move.
  await goTo(page, 'My Wardrobe');
  await page.getByRole('link', { name: /Straight jeans/ }).click();
  const detail = page.getByRole('dialog', { name: 'Straight jeans' });
  await detail.getByRole('button', { name: 'Log wear' }).click();
  await expect(toastTitle(page, 'Wear logged')).toBeVisible();
  await expect(detail.getByText('1 time', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await goTo(page, 'Sustainability');
  await expect(statValue(page, 'Total Wears')).toHaveText('1');
  await expect(statValue(page, 'Utilization Rate')).toHaveText('50%');
  await expect(goals.getByText('50% of your wardrobe worn (goal 100%)')).toBeVisible();
});
