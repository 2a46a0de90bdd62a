import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, snap, signUpThroughUi, toastTitle, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths } from './planning-fixtures.ts';

/** Saves an outfit of the named pieces through the API the page is signed in to. */
async function saveOutfit(page: Page, name: string, pieces: string[], occasion: string) {
  const items = (await (await page.request.get('/api/wardrobe')).json()) as {
    id: string;
    name: string;
  }[];
  const itemIds = pieces.map((piece) => items.find((item) => item.name === piece)!.id);
  const response = await page.request.post('/api/outfits', {
    data: { name, itemIds, occasion },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Every image in `scope` has loaded real pixels (not a broken link or a placeholder). */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  const images = page.locator(selector);
  await expect(images).toHaveCount(count);
  await expect
    .poll(() =>
      images.evaluateAll(
        (all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
      ),
    )
    .toBe(count);
}

test('a friend without an account rates two outfits from a shared link', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('ada'),
    password: 'a long enough password',
    firstName: 'Ada',
  });
  await addPlanningWardrobe(page);
  await saveOutfit(
    page,
    'Gallery opening',
    ['Black slip dress', 'Beige trench coat', 'Black leather boots'],
    'evening',
  );
  await saveOutfit(
    page,
    'Studio Monday',
    ['White Oxford shirt', 'Grey wool trousers', 'White sneakers'],
    'work',
  );

  await page.goto('/friends-rating');
  await expect(page.getByRole('heading', { name: 'Friends Rating', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Rating Sessions Yet' })).toBeVisible();
  await snapWidths(page, 'ratings-empty');

  // The inline form: the title is required, then the spec's toast for a missing link.
  await page.getByRole('button', { name: 'Create New Rating Session' }).first().click();
  const form = page.getByRole('form', { name: 'Create New Rating Session' });
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(form.getByText('Session Title is required')).toBeVisible();
  await form.getByLabel('Session Title').fill('Which look for Friday?');
  await form.getByLabel('Description').fill('Dinner with the design team, then drinks.');
  await form.getByRole('button', { name: /Gallery opening/ }).click();
  await form.getByRole('button', { name: /Studio Monday/ }).click();
  await expect(form.getByText('2 of 6 chosen')).toBeVisible();
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(toastTitle(page, 'Please generate an access link')).toBeVisible();
  await form.getByRole('button', { name: 'Generate' }).click();
  const link = await form.getByLabel('Access Link').inputValue();
  expect(link).toMatch(/\/vote\/[A-Za-z0-9_-]{24}$/);
  await snapWidths(page, 'ratings-create');
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(toastTitle(page, 'Session created! Share the link with friends.')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: 'Which look for Friday?' });
  await expect(card).toBeVisible();
  await expectImagesLoaded(
    page,
    'article img[alt="Gallery opening"], article img[alt="Studio Monday"]',
    2,
  );
  await card.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toastTitle(page, 'Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await snapWidths(page, 'ratings-list', { dark: true });

  // A friend opens the link in a browser that has never signed in.
  const friend = await browser.newContext();
  const vote = await friend.newPage();
  await vote.setViewportSize(PHONE);
  await vote.goto(link);
  await expect(vote.getByRole('heading', { name: 'Which look for Friday?' })).toBeVisible();
  await expect(vote.getByText('AI Fashion Companion')).toBeVisible();
  await expect(vote.getByText('Dinner with the design team')).toBeVisible();
  await expectImagesLoaded(vote, 'article img', 2);
  const gallery = vote.getByRole('article').filter({ hasText: 'Gallery opening' });
  await gallery.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toastTitle(vote, 'Please enter your name')).toBeVisible();
  await expect(vote.getByLabel('Your Name')).toBeFocused();
  await vote.getByLabel('Your Name').fill('Grace');
  await gallery.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toastTitle(vote, 'Please select a rating')).toBeVisible();
  await gallery.getByRole('radio', { name: '4 stars' }).click();
  await gallery.getByLabel('Comment').fill('The trench makes it. Maybe a red lip?');
  await gallery.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toastTitle(vote, 'Vote submitted successfully!')).toBeVisible();
  await expect(gallery.getByText('You rated 4★')).toBeVisible();
  // Keyboard: focus the stars and choose with the arrow keys.
  const studio = vote.getByRole('article').filter({ hasText: 'Studio Monday' });
  await studio.getByRole('radio', { name: '1 star' }).focus();
  await vote.keyboard.press('ArrowRight');
  await vote.keyboard.press('ArrowRight');
  await expect(studio.getByRole('radio', { name: '3 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await studio.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toastTitle(vote, 'Vote submitted successfully!')).toBeVisible();
  await vote.locator('[data-slot=toast-close]').first().dispatchEvent('click');
  await expect(vote.locator('[data-slot=toast]')).toHaveCount(0);
  await snap(vote, 'ratings-vote-375');
  await vote.emulateMedia({ colorScheme: 'dark' });
  await snap(vote, 'ratings-vote-375-dark');
  await vote.emulateMedia({ colorScheme: 'light' });
  await vote.setViewportSize(DESKTOP);
  await snap(vote, 'ratings-vote-1440');

  // Changing one's mind replaces the vote instead of adding one.
  await gallery.getByRole('radio', { name: '5 stars' }).click();
  await gallery.getByRole('button', { name: 'Update Vote' }).click();
  await expect(gallery.getByText('You rated 5★')).toBeVisible();

  // The owner sees the votes in Voting Results.
  await page.reload();
  await expect(card.getByText('2 votes')).toBeVisible();
  await card.getByRole('button', { name: 'View Results' }).click();
  const results = page.getByRole('dialog', { name: 'Voting Results' });
  await expect(results.getByText('Grace')).toHaveCount(2);
  await expect(results.getByText('The trench makes it. Maybe a red lip?')).toBeVisible();
  await expect(results.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  await snapWidths(page, 'ratings-results');
  await page.keyboard.press('Escape');

  // A link that names nothing, and a closed session, read as invalid or expired.
  await vote.goto('/vote/not-a-real-link-at-all');
  await expect(vote.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await expect(vote.getByText('The rating session link is invalid or expired.')).toBeVisible();
  await snap(vote, 'ratings-vote-not-found-1440');
  await card.getByRole('button', { name: 'Close voting' }).click();
  await expect(card.getByText('Closed')).toBeVisible();
  await vote.goto(link);
  await expect(vote.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await friend.close();
});
