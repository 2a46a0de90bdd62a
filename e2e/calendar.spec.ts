import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths, toastText } from './planning-fixtures.ts';

interface Item {
  id: string;
  name: string;
  timesWorn: number;
}

const wardrobe = async (page: Page) =>
  (await (await page.request.get('/api/wardrobe')).json()) as Item[];

const wearsOf = async (page: Page, names: readonly string[]) =>
  (await wardrobe(page)).filter((i) => names.includes(i.name)).map((i) => i.timesWorn);

const OFFICE = ['White Oxford shirt', 'Grey wool trousers', 'Black leather boots'] as const;

test('a person plans the month, logs a worn outfit and undoes it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('cal'), password: 'a long enough password' });
  await addPlanningWardrobe(page);
  const items = await wardrobe(page);
  const saved = await page.request.post('/api/outfits', {
    data: {
      name: 'Office look',
      itemIds: OFFICE.map((n) => items.find((i) => i.name === n)!.id),
      occasion: 'work',
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Outfit Calendar' })).toBeVisible();
  await expect(page.getByText('Nothing planned ahead.')).toBeVisible();
  const title = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  await expect(page.getByRole('heading', { name: title(now) })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: title(next) })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: title(now) })).toBeVisible();

  // Add Event on today.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const event = page.getByRole('dialog', { name: 'Add Event' });
  await event.getByLabel('Event Name').fill('Team dinner');
  await event.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Evening' }).click();
  await event.getByRole('button', { name: 'Add Event' }).click();
  await expect(toastText(page, 'Event added to your calendar')).toBeVisible();
  await expect(page.locator('#day-heading')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Team dinner' }).first()).toBeVisible();

  // Plan Outfit: today, the saved outfit.
  await page.getByRole('button', { name: 'Plan Outfit' }).first().click();
  const plan = page.getByRole('dialog', { name: 'Plan Outfit' });
  await plan.getByRole('button', { name: /Office look/ }).click();
  await plan.getByRole('button', { name: 'Plan Outfit' }).click();
  await expect(toastText(page, 'Outfit planned for')).toBeVisible();

  // Wore it: the three pieces count one wear each; once per day.
  expect(await wearsOf(page, OFFICE)).toEqual([0, 0, 0]);
  await page.getByRole('button', { name: 'Wore it' }).click();
  await expect(
    toastText(page, 'The outfit and each of its pieces count one more wear.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Worn · Undo' })).toBeVisible();
  expect(await wearsOf(page, OFFICE)).toEqual([1, 1, 1]);

  // Plan a generated outfit for the day after tomorrow's work meeting.
  const later = new Date();
  later.setDate(later.getDate() + 2);
  const laterDay = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
  await page.getByRole('button', { name: 'Plan Outfit' }).first().click();
  await plan.getByLabel('Date').fill(laterDay);
  await plan.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Work' }).click();
  await plan.getByLabel('Event Name').fill('Client pitch');
  await plan.getByRole('tab', { name: 'Generate' }).click();
  await plan.getByRole('button', { name: 'Generate for Work' }).click();
  await plan.getByRole('button', { name: /Suggestion 1/ }).click();
  await plan.getByRole('button', { name: 'Plan Outfit' }).click();
  await expect(toastText(page, 'Outfit planned for')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming.getByText('Client pitch')).toBeVisible();
  await expect(upcoming.getByText('Team dinner')).toBeVisible();
  await snapWidths(page, 'calendar', { dark: true });

  // Undo the wear: the counts go back.
  await page.getByRole('button', { name: 'Worn · Undo' }).click();
  await expect(page.getByRole('button', { name: 'Wore it' })).toBeVisible();
  expect(await wearsOf(page, OFFICE)).toEqual([0, 0, 0]);

  // The planned day opens from Upcoming Events and keeps its outfit's photos.
  await upcoming.getByRole('button', { name: /Client pitch/ }).click();
  await expect(page.locator('#day-heading')).toContainText(
    later.toLocaleDateString('en-US', { month: 'long', day: 'numeric' }),
  );
  await expect(page.getByRole('button', { name: 'Wore it' })).toHaveCount(0);
});
