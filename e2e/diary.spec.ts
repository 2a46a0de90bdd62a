import { expect, test } from '@playwright/test';
import { DESKTOP, signUpThroughUi, snap, snapWidths, toastTitle, uniqueName } from './helpers.ts';
import { jpegFile } from './wardrobe-fixtures.ts';

/** An "inspiration" photo: a camel coat over a navy column on a warm studio wall. */
async function inspirationPhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#d9cbb8"/></linearGradient></defs>
    <rect width="900" height="1200" fill="url(#wall)"/>
    <path d="M300 160 L450 230 L600 160 L720 260 L760 980 L140 980 L180 260 Z" fill="#b8874f"/>
    <path d="M400 230 L500 230 L520 980 L380 980 Z" fill="#1f2850"/>
    <rect x="140" y="980" width="620" height="40" fill="#8b6a45" opacity="0.4"/>
  </svg>`;
  return jpegFile(svg, 'camel-coat.jpg');
}

test('a person keeps inspiration in the style diary, favourites it and filters by it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('mara'),
    password: 'a long enough password',
    firstName: 'Mara',
  });

  await page.goto('/style-diary');
  await expect(page.getByRole('heading', { name: 'Style Diary' })).toBeVisible();
  await expect(
    page.getByText('Your style diary is empty. Start collecting fashion inspiration!'),
  ).toBeVisible();
  await snapWidths(page, 'diary-empty');

  // An entry with a photo, tags and a source link.
  await page.getByRole('button', { name: 'Add Inspiration' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Inspiration' });
  await dialog.getByLabel('Choose an image').setInputFiles(await inspirationPhoto());
  await expect(dialog.getByRole('img', { name: 'Chosen inspiration' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Inspiration' })).toBeDisabled();
  await dialog.getByLabel('Title *').fill('Camel coat over navy');
  await dialog.getByLabel('Description').fill('Long camel wool coat, navy column underneath.');
  await dialog.getByLabel('Source URL').fill('https://www.pinterest.com/pin/1234');
  await dialog.getByLabel('Tags (comma separated)').fill('camel, navy, winter, tailoring');
  await dialog.getByLabel('Personal Notes').fill('Try with my navy knit and loafers.');
  await dialog.getByRole('button', { name: 'Save Inspiration' }).click();
  await expect(toastTitle(page, 'Entry added!')).toBeVisible();

  // A second one without a photo: the placeholder tile.
  await page.getByRole('button', { name: 'Add Inspiration' }).first().click();
  await dialog.getByLabel('Title *').fill('Quiet grey tailoring');
  await dialog.getByLabel('Tags (comma separated)').fill('tailoring, grey');
  await dialog.getByRole('button', { name: 'Save Inspiration' }).click();
  await expect(toastTitle(page, 'Entry added!')).toBeVisible();

  const coatCard = page.getByRole('article').filter({ hasText: 'Camel coat over navy' });
  await expect(coatCard.locator('img')).toBeVisible();
  await expect
    .poll(() => coatCard.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(coatCard.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3);

  // Favourite the coat, then show favourites only.
  await coatCard.hover();
  await coatCard.getByRole('button', { name: 'Favourite Camel coat over navy' }).click();
  await expect(
    coatCard.getByRole('button', { name: 'Unfavourite Camel coat over navy' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByRole('button', { name: 'Open Quiet grey tailoring' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Camel coat over navy' })).toBeVisible();
  await page.getByRole('button', { name: 'Favourites' }).click();
  await page.getByRole('button', { name: '#grey' }).click();
  await expect(page.getByRole('button', { name: 'Open Camel coat over navy' })).toHaveCount(0);
  await page.getByRole('button', { name: '#grey' }).click();
  await snapWidths(page, 'diary-grid');

  // Open it large: notes, a safe source link.
  await page.getByRole('button', { name: 'Open Camel coat over navy' }).click();
  const entry = page.getByRole('dialog');
  await expect(entry.getByText('Try with my navy knit and loafers.')).toBeVisible();
  await expect(entry.getByRole('link', { name: /Open source/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await snap(page, 'diary-entry-1440');
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open Camel coat over navy' })).toBeVisible();
  await snap(page, 'diary-grid-dark-1440');
});
