import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, snap, signUpThroughUi, uniqueName } from './helpers.ts';
import { addPlanningWardrobe, snapWidths } from './planning-fixtures.ts';

/** Saves an outfit of the named pieces through the API the page is signed in to. */
async function saveOutfit(page: Page, name: string, pieces: string[], occasion: string) {
  const items = (await (await page.request.get('/api/wardrobe')).json()) as {
    id: string;
    name: string;
  }[];
  const itemIds = pieces.map((piece) => items.find((item) => item.name === piece)!.id);
  const response = await page.request.post('/api/outfits', { data: { name, itemIds, occasion } });
  expect(response.status(), await response.text()).toBe(201);
}

test('one user shares a look; another sees it, likes, comments and follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // Bea shares an outfit.
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('bea'),
    password: 'a long enough password',
    firstName: 'Bea',
    lastName: 'Lind',
  });
  await addPlanningWardrobe(page);
  await saveOutfit(
    page,
    'Gallery opening',
    ['Black slip dress', 'Beige trench coat', 'Black leather boots'],
    'date',
  );
  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  await expect(page.getByText('No posts yet')).toBeVisible();
  await snapWidths(page, 'community-empty');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Share a look' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share a look' });
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('Choose one of your saved outfits')).toBeVisible();
  await dialog.getByRole('radio', { name: /Gallery opening/ }).click();
  await dialog.getByLabel('Caption').fill('Opening night at the gallery. Trench on, boots ready.');
  await dialog.getByLabel(/Hashtags/).fill('datenight, gallery');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
  const own = page.getByRole('article', { name: 'Post by Bea Lind' });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete post' })).toBeVisible();

  // Ada, in another browser, sees it under For You.
  const other = await browser.newContext();
  await other.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ada = await other.newPage();
  await ada.setViewportSize(DESKTOP);
  await signUpThroughUi(ada, {
    username: uniqueName('ada'),
    password: 'a long enough password',
    firstName: 'Ada',
  });
  await ada.goto('/community');
  const card = ada.getByRole('article', { name: 'Post by Bea Lind' });
  await expect(card).toBeVisible();
  await expect(card.getByText('#datenight', { exact: true })).toBeVisible();
  await expect(card.getByText('Black slip dress')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  const image = card.locator('img').first();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await card.getByRole('button', { name: 'Like' }).click();
  await expect(card.getByTestId('like-count')).toHaveText('1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Unsave' })).toBeVisible();
  await card.getByRole('button', { name: 'Comments' }).click();
  await card.getByLabel('Add a comment').fill('That trench is perfect <3');
  await card.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(card.getByText('That trench is perfect <3')).toBeVisible();
  await expect(card.getByTestId('comment-count')).toHaveText('1');
  await card.getByRole('button', { name: 'Follow' }).click();
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible();
  await snapWidths(ada, 'community-feed', { dark: true });
  await ada.setViewportSize(DESKTOP);

  // The chips ask the server: Following and Date Night hold Bea's post, Office Wear does not.
  await ada.getByRole('radio', { name: 'Following' }).click();
  await expect(ada.getByRole('article', { name: 'Post by Bea Lind' })).toBeVisible();
  await ada.getByRole('radio', { name: 'Office Wear' }).click();
  await expect(ada.getByText('No posts yet')).toBeVisible();
  await ada.getByRole('radio', { name: 'Date Night' }).click();
  await expect(ada.getByRole('article', { name: 'Post by Bea Lind' })).toBeVisible();
  await ada.getByRole('radio', { name: 'Saved' }).click();
  await expect(ada.getByRole('article', { name: 'Post by Bea Lind' })).toBeVisible();
  await snap(ada, 'community-saved-1440');

  // Likes and comments persisted: Bea sees the true counts after a reload.
  await page.reload();
  await expect(own.getByTestId('like-count')).toHaveText('1');
  await expect(own.getByTestId('comment-count')).toHaveText('1');

  // A post without an outfit (spec §3: outfitId is optional) is its words: no picture.
  const caption = 'Gallery tonight at eight. Who is coming?';
  const words = await page.request.post('/api/community/posts', { data: { caption } });
  expect(words.status(), await words.text()).toBe(201);
  await ada.reload();
  await ada.getByRole('radio', { name: 'For You' }).click();
  const wordsCard = ada.getByRole('article').filter({ hasText: caption });
  await expect(wordsCard).toBeVisible();
  await expect(wordsCard.getByRole('img')).toHaveCount(0);
  await expect(ada.getByRole('article')).toHaveCount(2);
  await snap(ada, 'community-words-post-1440');
  await other.close();
});
