import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, signUpThroughUi, snapWidths, toastTitle, uniqueName } from './helpers.ts';
import { addPiece } from './wardrobe-fixtures.ts';

const WARDROBE = [
  { name: 'White Oxford shirt', category: 'tops', shape: 'shirt', hex: '#f3f1ec', price: 5900 },
  { name: 'Navy knit polo', category: 'tops', shape: 'shirt', hex: '#1f2850', price: 6900 },
  {
    name: 'Grey wool trousers',
    category: 'bottoms',
    shape: 'trousers',
    hex: '#8a8a8a',
    price: 8900,
  },
  { name: 'Dark wash jeans', category: 'bottoms', shape: 'trousers', hex: '#34496b', price: 7900 },
  { name: 'Camel wool coat', category: 'outerwear', shape: 'coat', hex: '#c19a6b', price: 24000 },
  { name: 'Black leather boots', category: 'shoes', shape: 'shoe', hex: '#1e1c1b', price: 16000 },
  { name: 'Brown leather loafers', category: 'shoes', shape: 'shoe', hex: '#6b4027', price: 12000 },
  { name: 'Tan leather tote', category: 'accessories', shape: 'bag', hex: '#a8703f', price: 13000 },
] as const;

/** Setup through the API the page itself is signed in to (its cookies go along). */
async function addWardrobe(page: Page): Promise<void> {
  for (const { shape, hex, price, ...fields } of WARDROBE) {
    await addPiece(
      page,
      { ...fields, price: String(price), tags: JSON.stringify(['work']) },
      { shape, hex },
    );
  }
}

/** Every photo matching `selector` has really loaded. */
async function expectPhotosLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.$$eval(selector, (images) =>
        images.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

test('a person generates and saves an outfit, dresses as an alter ego and shops the gaps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('iris'),
    password: 'a long enough password',
    firstName: 'Iris',
  });

  // With nothing in the wardrobe, generating does nothing and says why.
  await page.goto('/outfit-generator');
  await expect(page.getByText('You need wardrobe items before generating outfits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Outfit' })).toBeDisabled();

  await addWardrobe(page);

  // Generate for work on a cool rainy day: every look is made of the wardrobe's real photos.
  await page.goto('/outfit-generator');
  await expect(page.getByRole('heading', { name: 'Outfit Generator' })).toBeVisible();
  await expect(page.getByLabel('Style Persona')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Rainy' }).click();
  const temperature = page.getByRole('slider', { name: 'Temperature (°F)' });
  await temperature.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('50°F')).toBeVisible();
  await page.getByRole('button', { name: 'Classic' }).click();
  await page.getByRole('button', { name: 'Generate Outfit' }).click();

  const look = page.getByRole('article', { name: 'Look 1' });
  await expect(look).toBeVisible();
  await expect(look.getByRole('img', { name: /Style rating \d(\.5)? out of 5/ })).toBeVisible();
  await expectPhotosLoaded(
    page,
    'article[aria-labelledby="suggestion-1"] ul[aria-label="Pieces"] img:not([aria-hidden])',
  );
  // Rainy at 50 °F: the engine adds the coat.
  await expect(look.getByRole('img', { name: 'Camel wool coat' })).toBeVisible();

  // Refresh asks again with a new seed; the looks are still there.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('article', { name: 'Look 1' })).toBeVisible();

  await look.getByRole('button', { name: 'Like' }).click();
  await expect(look.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await look.getByRole('button', { name: 'Save' }).click();
  await expect(toastTitle(page, 'Outfit created successfully!')).toBeVisible();
  await expect(look.getByRole('button', { name: 'Saved' })).toBeDisabled();

  const today = await page.evaluate(() => new Date().toLocaleDateString());
  const outfitName = `work outfit - ${today}`;
  const saved = page.getByRole('region', { name: 'Your Saved Outfits' });
  await expect(saved.getByRole('article', { name: outfitName })).toBeVisible();
  await snapWidths(page, 'generator');

  // The dashboard shows it under AI Suggestions, with the style tip and insights.
  await page.goto('/');
  const suggestions = page.getByRole('region', { name: 'AI Suggestions' });
  const card = suggestions.getByRole('article', { name: outfitName });
  await expect(card).toBeVisible();
  await expect(card.getByText('AI Generated')).toBeVisible();
  await expect(card.getByText('50°F')).toBeVisible();
  await card.getByRole('button', { name: 'Wear today' }).click();
  await expect(toastTitle(page, 'Outfit worn today')).toBeVisible();
  await expect(card.getByText('Worn once')).toBeVisible();

  const tip = page.getByRole('region', { name: 'AI Style Tip of the Day' });
  await expect(tip).toBeVisible();
  await expect(tip.getByRole('link', { name: 'Try This Look' })).toHaveAttribute(
    'href',
    /^\/outfit-generator\?occasion=\w+&weather=\w+$/,
  );

  const insights = page.getByRole('region', { name: 'Fashion Insights' });
  await insights.getByRole('button', { name: 'Generate Insight' }).click();
  await expect(toastTitle(page, 'New insight generated!')).toBeVisible();
  const insight = insights.getByRole('article').first();
  await expect(insight.getByText('New', { exact: true })).toBeVisible();
  await insight.getByRole('heading').click();
  await expect(insight.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Fashion Insights' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Fashion Insights' }).getByText('New', { exact: true }),
  ).toHaveCount(0);
  await snapWidths(page, 'dashboard-stylist');

  // An alter ego, written up by the stylist, then dressed by the generator.
  await page.goto('/alter-egos');
  await expect(
    page.getByText('No alter egos yet. Create your first persona to get started!'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create New Alter Ego' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create New Alter Ego' });
  await expect(create.getByRole('button', { name: 'Create Alter Ego' })).toBeDisabled();
  await create.getByLabel('Persona Name *').fill('Boardroom Boss');
  await create.getByLabel('Description').fill('Sharp, polished and unhurried.');
  await create.getByLabel('Occasions').fill('work, client dinners');
  await create.getByLabel('Style Preferences').fill('minimalist, classic');
  await create.getByLabel('Color Palette').fill('navy, camel, white');
  await create.getByRole('button', { name: 'Create Alter Ego' }).click();
  await expect(toastTitle(page, 'Alter ego created!')).toBeVisible();
  const persona = page.getByRole('article', { name: 'Boardroom Boss' });
  await expect(persona.getByText('AI Personality')).toBeVisible();
  await expect(persona.getByText(/ vibes$/)).toBeVisible();
  await expect(persona.getByTestId('persona-icon')).toHaveAttribute('data-icon', 'work');
  await snapWidths(page, 'alter-egos');

  await persona.getByRole('link', { name: 'Generate Outfits' }).click();
  await expect(page).toHaveURL(/\/outfit-generator\?occasion=work&persona=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Style Persona')).toHaveText('Boardroom Boss');
  await expect(page.getByText('Sharp, polished and unhurried.')).toBeVisible();
  const generated = page.waitForRequest(
    (request) => request.url().endsWith('/api/outfits/generate') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Outfit' }).click();
  expect((await generated).postDataJSON()).toMatchObject({
    alterEgoDescription: 'Sharp, polished and unhurried.',
  });
  await expect(page.getByRole('article', { name: 'Look 1' })).toBeVisible();

  // Shopping: suggestions from the wardrobe's gaps; a purchase goes into the wardrobe.
  await page.goto('/shopping');
  await expect(page.getByText('No Suggestions Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Your First Suggestions' }).click();
  await expect(toastTitle(page, 'Suggestions Generated')).toBeVisible();
  const counter = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect
    .poll(async () => Number(await counter('Total Suggestions').textContent()))
    .toBeGreaterThan(0);
  const total = Number(await counter('Total Suggestions').textContent());
  await expect(counter('New')).toHaveText(String(total));
  await expect(counter('Purchased')).toHaveText('0');

  const itemName =
    (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
  // Purchased suggestions move to the end of the list: follow this one by its name.
  const first = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: itemName, exact: true }) });
  await expect(first.getByText('Why This Item?')).toBeVisible();
  await first.getByRole('button', { name: 'Mark Purchased' }).click();
  await expect(toastTitle(page, 'Marked as Purchased')).toBeVisible();
  await expect(counter('Purchased')).toHaveText('1');
  await expect(counter('New')).toHaveText(String(total - 1));
  await expect(first.getByText('Purchased', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Mark Purchased' })).toHaveCount(0);

  await first.getByRole('button', { name: 'Add to Wardrobe' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Wardrobe Item' });
  await expect(add.getByLabel(/^Item Name/)).toHaveValue(itemName);
  await add.getByRole('button', { name: 'Add to Wardrobe' }).click();
  await expect(toastTitle(page, 'Item added successfully!')).toBeVisible();
  await snapWidths(page, 'shopping');

  await page.goto('/wardrobe');
  await expect(page.getByRole('link', { name: new RegExp(itemName) })).toBeVisible();
  await expect(page.getByText(`${WARDROBE.length + 1} items`)).toBeVisible();
});
