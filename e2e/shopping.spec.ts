import { expect, test } from '@playwright/test';
import { DESKTOP, signUpThroughUi, toastTitle, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths } from './planning-fixtures.ts';

const garment = (name: string) =>
  (
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .pop() ?? ''
  ).replace(/s$/, '');

test('a person gets shopping suggestions that never repeat, drawn, purchased ones last', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('sho'), password: 'a long enough password' });
  await addPlanningWardrobe(page);

  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'No Suggestions Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Your First Suggestions' }).click();
  await expect(toastTitle(page, 'Suggestions Generated')).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const first = await cards.count();
  expect(first).toBeGreaterThan(0);
  // Each card draws its piece; none repeats another's garment.
  await expect(page.getByTestId('suggestion-art')).toHaveCount(first);
  const titles = () => page.getByRole('heading', { level: 3 }).allTextContents();
  const names = await titles();
  expect(new Set(names.map(garment)).size).toBe(names.length);
  // The wardrobe has jeans, a trench and white sneakers: none comes back as a suggestion.
  expect(names.some((n) => /jeans|trench|white leather sneakers/i.test(n))).toBe(false);

  // A purchase goes to the end of the list.
  const bought = names[0]!;
  await cards.first().getByRole('button', { name: 'Mark Purchased' }).click();
  await expect(toastTitle(page, 'Marked as Purchased')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).last()).toHaveText(bought);

  // Generating again adds other kinds, until nothing sensible is left: a calm answer then.
  let calm = false;
  for (let i = 0; i < 6 && !calm; i++) {
    await page.getByRole('button', { name: 'Generate Suggestions' }).click();
    const answer = page.locator('[data-slot=toast-title]').last();
    await expect(answer).toHaveText(/Suggestions Generated|Nothing new to suggest/);
    calm = (await answer.textContent()) === 'Nothing new to suggest';
    await page.locator('[data-slot=toast-close]').first().dispatchEvent('click');
    await expect(page.locator('[data-slot=toast]')).toHaveCount(0);
  }
  expect(calm).toBe(true);
  const all = await titles();
  expect(new Set(all.map(garment)).size).toBe(all.length);
  await expect(page.getByRole('heading', { level: 3 }).last()).toHaveText(bought);
  await snapWidths(page, 'shopping', { dark: true });
});
