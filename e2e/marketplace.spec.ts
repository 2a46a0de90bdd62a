import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, signUpThroughUi, snap, snapWidths, toastTitle, uniqueName } from './helpers.ts';
import { jpegFile } from './wardrobe-fixtures.ts';

async function coatPhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1100">
    <rect width="900" height="1100" fill="#f1ece4"/>
    <path d="M300 120 L450 240 L600 120 L760 220 L820 860 L700 880 L650 380 L660 1000 L240 1000 L250 380 L200 880 L80 860 L140 220 Z" fill="#a8773f"/>
  </svg>`;
  return jpegFile(svg, 'coat.jpg');
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a seller lists a wardrobe piece, a buyer finds and opens it, the seller marks it sold', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const seller = uniqueName('lena');
  await signUpThroughUi(page, {
    username: seller,
    password: 'a long enough password',
    firstName: 'Lena',
  });

  // A piece in the wardrobe, with its photo.
  const { readFile } = await import('node:fs/promises');
  const created = await page.request.post('/api/wardrobe', {
    multipart: {
      name: 'Camel wool coat',
      category: 'outerwear',
      brand: 'Toteme',
      size: 'M',
      image: {
        name: 'coat.jpg',
        mimeType: 'image/jpeg',
        buffer: await readFile(await coatPhoto()),
      },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Resale Marketplace' })).toBeVisible();
  await expect(page.getByText('No Listings Yet')).toBeVisible();
  await snapWidths(page, 'marketplace-empty');

  // List it from the wardrobe: title, brand, size and category come from the piece.
  await page.getByRole('button', { name: 'List Your First Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'List an Item' });
  await dialog
    .getByRole('checkbox', { name: /Camel wool coat/ })
    .or(dialog.getByText('Camel wool coat'))
    .first()
    .click();
  await expect(dialog.getByLabel('Title *')).toHaveValue('Camel wool coat');
  await expect(dialog.getByLabel('Brand')).toHaveValue('Toteme');
  await dialog.getByLabel('Price (USD) *').fill('0');
  await expect(dialog.getByRole('button', { name: 'List Item' })).toBeDisabled();
  await dialog.getByLabel('Price (USD) *').fill('120');
  await dialog.getByLabel('Description').fill('Worn a handful of times, dry cleaned.');
  await dialog.getByLabel('Contact for buyers').fill('lena@example.com');
  await dialog.getByRole('button', { name: 'List Item' }).click();
  await expect(toastTitle(page, 'Item listed!')).toBeVisible();
  await expect(card(page, 'Camel wool coat').getByText('$120.00')).toBeVisible();

  // A second user finds it under Active and opens it: one more view.
  const buyerContext = await browser.newContext({ viewport: DESKTOP });
  const buyer = await buyerContext.newPage();
  await signUpThroughUi(buyer, {
    username: uniqueName('omar'),
    password: 'a long enough password',
  });
  await buyer.goto('/marketplace');
  const offer = card(buyer, 'Camel wool coat');
  await expect(offer.getByLabel('0 views')).toBeVisible();
  await offer.getByRole('button', { name: 'View Details' }).click();
  const detail = buyer.getByRole('dialog');
  await expect(detail.getByText(`Sold by ${seller} · 1 view`)).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Contact seller' })).toHaveAttribute(
    'href',
    'mailto:lena@example.com',
  );
  await expect(detail.locator('img').first()).toBeVisible();
  await snap(buyer, 'marketplace-detail-1440');
  await buyer.keyboard.press('Escape');
  await expect(offer.getByLabel('1 view')).toBeVisible();
  await snapWidths(buyer, 'marketplace-grid');

  // The seller marks it sold (retiring the piece); it moves from Active to Sold.
  await page.reload();
  await card(page, 'Camel wool coat').getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(toastTitle(page, 'Marked as sold')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, 'Camel wool coat')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Sold' }).click();
  await expect(card(page, 'Camel wool coat')).toBeVisible();
  const wardrobe = await page.request.get('/api/wardrobe');
  expect(((await wardrobe.json()) as { name: string }[]).map((i) => i.name)).not.toContain(
    'Camel wool coat',
  );

  await buyer.reload();
  await expect(card(buyer, 'Camel wool coat')).toHaveCount(0);
  await buyer.emulateMedia({ colorScheme: 'dark' });
  await buyer.getByRole('radio', { name: 'Sold' }).click();
  await expect(card(buyer, 'Camel wool coat')).toBeVisible();
  await snap(buyer, 'marketplace-sold-dark-1440');
  await buyerContext.close();
});
