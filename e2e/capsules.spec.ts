import { expect, test } from '@playwright/test';
import { DESKTOP, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths, toastText } from './planning-fixtures.ts';

test('a person builds a capsule up to its limit and sees the outfits it makes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('cai'), password: 'a long enough password' });
  await addPlanningWardrobe(page);

  await page.goto('/capsule');
  await expect(page.getByRole('heading', { name: 'Capsule Wardrobe Builder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No capsule wardrobes yet' })).toBeVisible();
  await snapWidths(page, 'capsule-empty');

  // Create: the name is required; 5 is the smallest limit.
  await page.getByRole('button', { name: 'Create Your First Capsule' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Capsule Wardrobe' });
  await create.getByRole('button', { name: 'Create Capsule' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await create.getByLabel('Name *').fill('Autumn workweek');
  await create.getByLabel('Description').fill('Five pieces for the office in October.');
  await create.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Work Essentials' }).click();
  await create.getByLabel('Season').click();
  await page.getByRole('option', { name: 'Fall' }).click();
  await create.getByLabel('Maximum items (5-50)').fill('5');
  await create.getByRole('button', { name: 'Create Capsule' }).click();
  await expect(toastText(page, 'Capsule wardrobe created successfully!')).toBeVisible();
  await expect(page.getByText('0 of 5 items')).toBeVisible();
  await expect(page.getByText('Work Essentials')).toBeVisible();

  // Manage Items: at 5 the other pieces dim and cannot be chosen.
  await page.getByRole('button', { name: 'Manage Items' }).click();
  const manage = page.getByRole('dialog', { name: 'Select Items for Autumn workweek' });
  await expect(manage.getByText('(0 / 5 selected)')).toBeVisible();
  const grid = manage.getByRole('list', { name: 'Wardrobe items' });
  for (const name of [
    'White Oxford shirt',
    'Navy knit polo',
    'Grey wool trousers',
    'Dark wash jeans',
    'Black leather boots',
  ]) {
    await grid.getByRole('button', { name: new RegExp(name) }).click();
  }
  await expect(manage.getByText('(5 / 5 selected)')).toBeVisible();
  const sneakers = grid.getByRole('button', { name: /White sneakers/ });
  await expect(sneakers).toHaveAttribute('aria-disabled', 'true');
  await sneakers.click({ force: true });
  await expect(sneakers).toHaveAttribute('aria-pressed', 'false');
  await snapWidths(page, 'capsule-manage');
  await manage.getByRole('button', { name: 'Save Items' }).click();
  await expect(toastText(page, 'Capsule wardrobe updated successfully!')).toBeVisible();
  await expect(page.getByText('5 of 5 items')).toBeVisible();
  // 2 tops × 2 bottoms × 1 pair of shoes: 4 outfits, not 5² = 25.
  await expect(page.getByText('4 outfits')).toBeVisible();

  // Generate outfits from the capsule's pieces only, and keep one.
  await page.getByRole('button', { name: 'Generate Outfits' }).click();
  const generator = page.getByRole('dialog', { name: 'Outfits from Autumn workweek' });
  await generator.getByRole('button', { name: 'Generate Outfits' }).click();
  await expect(generator.getByRole('button', { name: 'Save' }).first()).toBeVisible();
  await expect(generator.getByRole('img', { name: 'White sneakers' })).toHaveCount(0);
  await snapWidths(page, 'capsule-generate');
  await generator.getByRole('button', { name: 'Save' }).first().click();
  await expect(
    page.locator('[data-slot=toast-title]', { hasText: 'Outfit created successfully!' }),
  ).toBeVisible();
  await expect(generator.getByRole('button', { name: 'Saved' })).toBeVisible();
  // The toast sits above the dialog; Escape still closes the dialog.
  await page.keyboard.press('Escape');
  await expect(generator).toHaveCount(0);

  // The limit cannot drop below what the capsule holds; raising it works.
  await page.getByRole('button', { name: 'Edit Autumn workweek' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Capsule' });
  await edit.getByLabel('Maximum items (5-50)').fill('4');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Maximum items must be at least 5')).toBeVisible();
  await edit.getByLabel('Maximum items (5-50)').fill('8');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Capsule wardrobe updated successfully!')).toBeVisible();
  await expect(page.getByText('5 of 8 items')).toBeVisible();
  await snapWidths(page, 'capsule-list', { dark: true });

  await page.getByRole('button', { name: 'Delete Autumn workweek' }).click();
  await expect(toastText(page, 'Capsule wardrobe deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No capsule wardrobes yet' })).toBeVisible();
});
