import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, PHONE, signUpThroughUi, snap, toastTitle, uniqueName } from './helpers.ts';

// The offline AI scan in the browser: a photo goes in, the background comes off on the server
// (u2netp), the garment classifier and the colour analysis fill the form, and the saved card shows
// the cut-out with its 'AI Tagged' badge.

let workDir: string;
let trousersPath: string;

/** A phone-sized JPEG of navy trousers lying on a warm, slightly mottled floor. */
async function writeTrousersPhoto(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
    <defs><filter id="floor"><feTurbulence type="fractalNoise" baseFrequency="0.008 0.05" numOctaves="3" seed="4"/>
    <feColorMatrix type="matrix" values="0 0 0 0.12 0.86  0 0 0 0.12 0.8  0 0 0 0.1 0.72  0 0 0 0 1"/></filter></defs>
    <rect width="1200" height="1500" fill="#fff" filter="url(#floor)"/>
    <path d="M450 180 L750 180 L795 1380 L630 1380 L600 600 L570 1380 L405 1380 Z" fill="#1f2850"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
}

async function naturalWidth(image: Locator): Promise<number> {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'afc-scan-e2e-'));
  trousersPath = path.join(workDir, 'navy-trousers.jpg');
  await writeTrousersPhoto(trousersPath);
});

test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('a photo is scanned offline: fields filled, cut-out shown and kept, AI Tagged card', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughUi(page, {
    username: uniqueName('iris'),
    password: 'a long enough password',
    firstName: 'Iris',
  });
  await page.goto('/wardrobe');
  await expect(page.getByText('Your wardrobe is empty')).toBeVisible();

  // Choosing the photo starts the scan at once; the cut-out fades in when it answers.
  await page.getByRole('button', { name: 'Add Items' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Wardrobe Item' });
  await dialog.getByLabel('Item photo').setInputFiles(trousersPath);
  await expect(toastTitle(page, 'AI detected item details!')).toBeVisible({ timeout: 30_000 });

  const cutout = dialog.getByRole('img', { name: 'Chosen item photo, background removed' });
  await expect(cutout).toBeVisible();
  expect(await cutout.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
  expect(await naturalWidth(cutout)).toBeGreaterThan(50);
  const choice = dialog.getByRole('group', { name: 'Show in wardrobe' });
  await expect(choice.getByRole('button', { name: 'Cut-out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await expect(dialog.getByLabel(/^Item Name/)).toHaveValue('Navy Trousers');
  await expect(dialog.getByLabel(/^Category/)).toHaveText('Bottoms');
  await expect(dialog.getByLabel('Subcategory')).toHaveValue('Trousers');
  await expect(dialog.getByLabel(/^Color/)).toHaveValue('Navy');
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('');
  await page.locator('[data-slot=toast-close]').click();
  await snap(page, 'scan-add-dialog-1440');

  await dialog.getByLabel('Price (USD)').fill('79');
  await dialog.getByRole('button', { name: 'Add to Wardrobe' }).click();
  await expect(toastTitle(page, 'Item added successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The saved card: 'AI Tagged', and its picture is the stored cut-out's thumbnail.
  const card = page.getByRole('link', { name: /Navy Trousers/ });
  await expect(card.getByText('AI Tagged')).toBeVisible();
  await expect(card.getByText('Bottoms · Trousers')).toBeVisible();
  const [item] = await (await page.request.get('/api/wardrobe')).json();
  expect(item.displayImage).toBe('cutout');
  expect(item.aiTags).toMatchObject({
    category: 'bottoms',
    models: ['u2netp', 'garment-mobilenetv2-photos'],
  });
  const thumbnail = card.getByRole('img', { name: 'Navy Trousers' });
  await expect(thumbnail).toHaveAttribute('src', item.cutoutThumbnailUrl);
  expect(await naturalWidth(thumbnail)).toBeGreaterThan(0);
  await page.locator('[data-slot=toast-close]').click();
  await page.mouse.move(0, 0);
  await snap(page, 'scan-wardrobe-1440');

  // Item detail: switch to the original photo and back (the switch is the undo).
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Navy Trousers' });
  const photo = detail.getByRole('img', { name: 'Navy Trousers' });
  await expect(photo).toHaveAttribute('src', item.cutoutImageUrl);
  const toggle = detail.getByRole('group', { name: 'Photo shown' });
  await toggle.getByRole('button', { name: 'Original' }).click();
  await expect(photo).toHaveAttribute('src', item.originalImageUrl);
  await expect(toggle.getByRole('button', { name: 'Original' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await naturalWidth(photo)).toBeGreaterThan(0);
  await toggle.getByRole('button', { name: 'Cut-out' }).click();
  await expect(photo).toHaveAttribute('src', item.cutoutImageUrl);
  await snap(page, 'scan-detail-1440');
  await page.setViewportSize(PHONE);
  await expect(toggle).toBeVisible();
  await snap(page, 'scan-detail-375');
  await page.setViewportSize(DESKTOP);
  await page.goBack();
  await expect(detail).toBeHidden();

  // Turn automatic cut-outs off: the next photo is kept as taken, still read by the scan.
  await page.getByRole('button', { name: 'Photo settings' }).click();
  const setting = page.getByRole('switch', { name: 'Remove backgrounds automatically' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Items' }).first().click();
  await dialog.getByLabel('Item photo').setInputFiles(trousersPath);
  await expect(dialog.getByLabel(/^Item Name/)).toHaveValue('Navy Trousers', { timeout: 30_000 });
  await expect(choice.getByRole('button', { name: 'Original' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByLabel(/^Item Name/).fill('Navy Trousers as taken');
  await dialog.getByRole('button', { name: 'Add to Wardrobe' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const items = await (await page.request.get('/api/wardrobe')).json();
  const asTaken = items.find((other: { name: string }) => other.name === 'Navy Trousers as taken');
  expect(asTaken).toMatchObject({ displayImage: 'original', cutoutImageUrl: null });
  expect(asTaken.aiTags.category).toBe('bottoms');
  await expect(
    page
      .getByRole('link', { name: /Navy Trousers as taken/ })
      .getByRole('img', { name: 'Navy Trousers as taken' }),
  ).toHaveAttribute('src', asTaken.originalThumbnailUrl);

  await page.setViewportSize(PHONE);
  await page.mouse.move(0, 0);
  await snap(page, 'scan-wardrobe-375');
});
