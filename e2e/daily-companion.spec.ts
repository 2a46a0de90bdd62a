import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  localDate,
  shootThemes,
  signUpThroughUi,
  toastTitle,
  uniqueName,
} from './helpers.ts';
import { addPlanningWardrobe } from './planning-fixtures.ts';
import { addPiece } from './wardrobe-fixtures.ts';

// The daily companion (issue 28) against a real HTTP server speaking Open-Meteo's API, started
// by the e2e server (scripts/e2e-server.ts): Lisbon to find, rain from 3 pm today and tomorrow.

interface Item {
  id: string;
  name: string;
}

const shoot = (page: Page, name: string, what?: Locator) =>
  shootThemes(page, 'daily-companion', name, what);

async function planSuedeTomorrow(page: Page): Promise<string> {
  const items = (await (await page.request.get('/api/wardrobe')).json()) as Item[];
  const id = (name: string) => items.find((i) => i.name === name)!.id;
  const outfit = await page.request.post('/api/outfits', {
    data: {
      name: 'Suede Tuesday',
      itemIds: [id('White Oxford shirt'), id('Dark wash jeans'), id('Tan suede loafers')],
      occasion: 'casual',
    },
  });
  expect(outfit.status()).toBe(201);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const planned = await page.request.post('/api/calendar', {
    data: { outfitId: ((await outfit.json()) as { id: string }).id, date: localDate(tomorrow) },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  return localDate(tomorrow);
}

test('a person sets their place, dresses for today’s forecast and swaps a plan the rain flags', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, { username: uniqueName('dora'), password: 'rain from three pm' });
  await addPlanningWardrobe(page);
  await addPiece(
    page,
    { name: 'Tan suede loafers', category: 'shoes', color: 'tan' },
    { shape: 'shoe', hex: '#b98a5a' },
  );

  // Before a place: the Today card asks for one, the generator is manual.
  await page.goto('/');
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(today.getByRole('link', { name: 'Set your place' })).toBeVisible();
  await today.getByRole('link', { name: 'Set your place' }).click();

  // Settings: find Lisbon by name.
  const place = page.getByRole('region', { name: 'Your place' });
  await place.getByLabel('Search for your city').fill('Lis');
  await place.getByRole('button', { name: /Lisbon/ }).click();
  await expect(toastTitle(page, 'Place saved')).toBeVisible();
  await expect(place.getByText('Lisbon, Portugal')).toBeVisible();
  await shoot(page, 'place', place);

  // The dashboard's Today card: the forecast and a look made for it; another look; wear it.
  await page.goto('/');
  await expect(today.getByText(/Light rain · \d+–\d+ °F · rain from 3 pm/)).toBeVisible();
  await expect(today.getByText(/Lisbon, Portugal · forecast by Open-Meteo/)).toBeVisible();
  await expect(today.getByRole('list', { name: 'Pieces' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  // Rain from 3 pm: the look made for it keeps the suede loafers at home.
  await expect(today.getByText('Tan suede loafers')).toHaveCount(0);
  await shoot(page, 'today-card', today);
  await today.getByRole('button', { name: 'Another look' }).click();
  await expect(today.getByRole('button', { name: 'Another look' })).toBeEnabled();
  await today.getByRole('button', { name: 'Wear it' }).click();
  await expect(toastTitle(page, 'Wear logged')).toBeVisible();
  await expect(today.getByText('Worn today')).toBeVisible();

  // The generator opens with today's conditions and says where they came from.
  await page.goto('/outfit-generator');
  await expect(page.getByTestId('forecast-source')).toContainText(
    'From today’s forecast for Lisbon, Portugal: Light rain',
  );
  await expect(page.getByRole('button', { name: 'Rainy' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'generator-forecast');
  await page.getByRole('button', { name: 'Sunny' }).click();
  await expect(page.getByTestId('forecast-source')).toContainText('Set by hand.');

  // The calendar: tomorrow's suede plan is flagged with the reason, and one tap swaps it.
  const date = await planSuedeTomorrow(page);
  await page.goto('/calendar');
  if (date.slice(0, 7) !== localDate(new Date()).slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const flagged = page.getByRole('button', { name: /the forecast flags its outfit/ });
  await expect(flagged).toHaveCount(1);
  await flagged.click();
  const note = page.getByRole('note').filter({ hasText: 'the tan suede loafers' });
  await expect(note).toContainText('Rain from 3 pm: the tan suede loafers');
  await shoot(page, 'calendar-forecast');
  await shoot(page, 'calendar-flagged-plan', note.locator('..'));
  await note.getByRole('button', { name: 'Swap' }).click();
  await expect(toastTitle(page, 'Outfit swapped')).toBeVisible();
  await expect(page.getByRole('button', { name: /the forecast flags its outfit/ })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'suede' })).toHaveCount(0);
});
