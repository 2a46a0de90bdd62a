import { expect, test } from '@playwright/test';
import { DESKTOP, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths, toastText } from './planning-fixtures.ts';

test("a person plans a trip, packs from the stylist's suggestion and ticks what is packed", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('pia'), password: 'a long enough password' });
  await addPlanningWardrobe(page);

  await page.goto('/packing-list');
  await expect(page.getByRole('heading', { name: 'Travel Packing Lists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Packing Lists Yet' })).toBeVisible();
  await snapWidths(page, 'packing-empty');

  // Create: the trip name is required; the dates become "Jan 5 – Jan 9, 2025".
  await page.getByRole('button', { name: 'Create Your First List' }).click();
  const create = page.getByRole('dialog', { name: 'New Packing List' });
  await create.getByRole('button', { name: 'Create List' }).click();
  await expect(create.getByText('Trip name is required')).toBeVisible();
  await create.getByLabel('Trip Name').fill('Lisbon long weekend');
  await create.getByLabel('Destination').fill('Lisbon, Portugal');
  await create.getByLabel('Start Date').fill('2025-01-05');
  await create.getByLabel('End Date').fill('2025-01-09');
  await create.getByLabel('Notes').fill('Passport, charger, a scarf for the plane.');
  await create.getByRole('button', { name: 'Create List' }).click();
  await expect(toastText(page, 'Packing list created successfully')).toBeVisible();
  await expect(page.getByText('Jan 5 – Jan 9, 2025')).toBeVisible();
  await expect(page.getByText('0 / 0')).toBeVisible();

  // Suggest what to pack for 5 rainy days at 50 °F, then adjust and save.
  await page.getByRole('button', { name: 'Edit items for Lisbon long weekend' }).click();
  const select = page.getByRole('dialog', { name: 'Select Items for Lisbon long weekend' });
  await expect(select.getByText('0 items selected').first()).toBeVisible();
  await expect(select.getByLabel('Days')).toHaveValue('5');
  await select.getByRole('button', { name: 'Rainy' }).click();
  const slider = select.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(select.getByText('50°F')).toBeVisible();
  await select.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(select.getByText(/^Makes \d+ outfits$/)).toBeVisible();
  await expect(
    select.getByRole('button', { name: /Beige trench coat/, pressed: true }),
  ).toBeVisible();
  const grid = select.getByRole('list', { name: 'Wardrobe items' });
  const picked = await grid.getByRole('button', { pressed: true }).count();
  expect(picked).toBeGreaterThanOrEqual(4);
  await snapWidths(page, 'packing-suggest');
  // Keep the dress out, whatever was proposed; add the sneakers if they were not.
  const dress = select.getByRole('button', { name: /Black slip dress/ });
  if ((await dress.getAttribute('aria-pressed')) === 'true') await dress.click();
  const sneakers = select.getByRole('button', { name: /White sneakers/ });
  if ((await sneakers.getAttribute('aria-pressed')) === 'false') await sneakers.click();
  const chosen = await grid.getByRole('button', { pressed: true }).count();
  await expect(select.getByText(`${chosen} items selected`).first()).toBeVisible();
  await select.getByRole('button', { name: 'Save Items' }).click();
  await expect(toastText(page, 'Packing list updated successfully')).toBeVisible();
  await expect(page.getByText(`0 / ${chosen}`)).toBeVisible();

  // The packed checklist, by keyboard.
  await page.getByRole('button', { name: 'Packing checklist' }).click();
  const checklist = page.getByRole('dialog', { name: 'Pack for Lisbon long weekend' });
  const boxes = checklist.getByRole('checkbox');
  await expect(boxes).toHaveCount(chosen);
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).click();
  await expect(checklist.getByText(`2 of ${chosen} packed`)).toBeVisible();
  await checklist.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`2 / ${chosen}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`2 / ${chosen}`)).toBeVisible();
  await snapWidths(page, 'packing-list', { dark: true });

  // Delete: sent at once, no confirmation (spec §2).
  await page.getByRole('button', { name: 'Delete Lisbon long weekend' }).click();
  await expect(toastText(page, 'Packing list deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Packing Lists Yet' })).toBeVisible();
});
