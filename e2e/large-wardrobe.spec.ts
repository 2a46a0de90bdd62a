import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe.ts';
import { DESKTOP, PHONE, shootThemes, signUpThroughUi, uniqueName } from './helpers.ts';

const PIECES = 1000;
const CATEGORIES = ['tops', 'bottoms', 'outerwear', 'shoes', 'dresses', 'accessories'];
const nameOf = (n: number) => `Piece ${String(n).padStart(4, '0')}`;

/** Adds the pieces through the API, twenty at a time (so in no set order among those twenty). */
async function addPieces(page: Page) {
  for (let start = 1; start <= PIECES; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, PIECES - start + 1) }, async (_, i) => {
        const n = start + i;
        const answer = await page.request.post('/api/wardrobe', {
          multipart: { name: nameOf(n), category: CATEGORIES[n % CATEGORIES.length]! },
        });
        expect(answer.status()).toBe(201);
      }),
    );
  }
}

const items = (page: Page) =>
  page.getByRole('region', { name: 'Wardrobe items' }).getByRole('listitem');

test('a 1,000-piece wardrobe builds only the cards near the screen, scrolls to its end, and a piece opened deep down closes where it was', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('mara'), password: 'a long enough password' });
  await addPieces(page);

  await page.goto('/wardrobe');
  await expect(page.getByText('1,000 items')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Name A–Z' }).click();
  // A few rows are in the page, not a thousand cards.
  await expect(items(page).first()).toContainText(nameOf(1));
  expect(await items(page).count()).toBeLessThan(60);
  await expect(items(page).first()).toHaveAttribute('aria-setsize', String(PIECES));
  await expect(items(page).first()).toHaveAttribute('aria-posinset', '1');

  // Tab from card to card: the next card is always there to take focus.
  await items(page).first().getByRole('link').focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(nameOf(13)));

  // To the end: the last piece is built and shown, the first ones let go (but the focused card).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 3, name: nameOf(PIECES) })).toBeInViewport();
  expect(await items(page).count()).toBeLessThan(60);
  await expect(page.getByRole('heading', { level: 3, name: nameOf(2) })).toHaveCount(0);

  // Halfway down, open a piece and close it: the page is where it was, focus back on its card.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForTimeout(200);
  const card = items(page).nth(16).getByRole('link');
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const before = await page.evaluate(() => window.scrollY);
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/wardrobe$/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(4);
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(name));
  expect(await seriousFindings(page)).toEqual([]);

  // The list view is windowed the same way, on a phone too.
  await page.getByRole('button', { name: 'List view' }).click();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(items(page).first()).toContainText(nameOf(1));
  expect(await items(page).count()).toBeLessThan(40);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 3, name: nameOf(PIECES) })).toBeInViewport();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootThemes(page, 'large-wardrobe', 'grid');
});
