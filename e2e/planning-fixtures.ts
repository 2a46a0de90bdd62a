// A small wardrobe with real photos for the planning journeys (packing lists, capsules, calendar).
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PHONE, DESKTOP, snap } from './helpers.ts';

const [W, H] = [900, 1100];
const px = (f: number, size: number) => Math.round(size * f);
const outline = (points: [number, number][]) =>
  `M${points.map(([x, y]) => `${px(x, W)} ${px(y, H)}`).join(' L')} Z`;

const SHAPES = {
  shirt: outline([
    [0.34, 0.12],
    [0.5, 0.2],
    [0.66, 0.12],
    [0.86, 0.24],
    [0.93, 0.7],
    [0.83, 0.72],
    [0.74, 0.36],
    [0.74, 0.9],
    [0.26, 0.9],
    [0.26, 0.36],
    [0.17, 0.72],
    [0.07, 0.7],
    [0.14, 0.24],
  ]),
  trousers: outline([
    [0.3, 0.1],
    [0.7, 0.1],
    [0.76, 0.92],
    [0.56, 0.92],
    [0.5, 0.34],
    [0.44, 0.92],
    [0.24, 0.92],
  ]),
  dress: outline([
    [0.38, 0.08],
    [0.62, 0.08],
    [0.66, 0.36],
    [0.84, 0.92],
    [0.16, 0.92],
    [0.34, 0.36],
  ]),
  coat: outline([
    [0.34, 0.08],
    [0.5, 0.22],
    [0.66, 0.08],
    [0.86, 0.18],
    [0.94, 0.78],
    [0.84, 0.8],
    [0.76, 0.34],
    [0.78, 0.95],
    [0.22, 0.95],
    [0.24, 0.34],
    [0.16, 0.8],
    [0.06, 0.78],
    [0.14, 0.18],
  ]),
  shoe: outline([
    [0.34, 0.18],
    [0.56, 0.18],
    [0.58, 0.58],
    [0.86, 0.7],
    [0.86, 0.78],
    [0.3, 0.78],
  ]),
} as const;

/** A real JPEG of a garment in `hex` on a warm light surface, as a phone would frame it. */
function garmentPhoto(shape: keyof typeof SHAPES, hex: string): Promise<Buffer> {
  const d = SHAPES[shape];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><filter id="b"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <rect width="100%" height="100%" fill="#f1ede6"/>
    <path d="${d}" fill="#000" opacity="0.2" transform="translate(10 18)" filter="url(#b)"/>
    <path d="${d}" fill="${hex}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

export const PLANNING_WARDROBE = [
  { name: 'White Oxford shirt', category: 'tops', shape: 'shirt', hex: '#f3f1ec', color: 'white' },
  { name: 'Navy knit polo', category: 'tops', shape: 'shirt', hex: '#1f2850', color: 'navy' },
  { name: 'Grey crew tee', category: 'tops', shape: 'shirt', hex: '#9a9a9a', color: 'grey' },
  {
    name: 'Grey wool trousers',
    category: 'bottoms',
    shape: 'trousers',
    hex: '#8a8a8a',
    color: 'grey',
  },
  {
    name: 'Dark wash jeans',
    category: 'bottoms',
    shape: 'trousers',
    hex: '#34496b',
    color: 'denim',
  },
  { name: 'Black slip dress', category: 'dresses', shape: 'dress', hex: '#1b1b1d', color: 'black' },
  {
    name: 'Beige trench coat',
    category: 'outerwear',
    shape: 'coat',
    hex: '#c9b28a',
    color: 'beige',
  },
  { name: 'Black leather boots', category: 'shoes', shape: 'shoe', hex: '#1e1c1b', color: 'black' },
  { name: 'White sneakers', category: 'shoes', shape: 'shoe', hex: '#f4f4f2', color: 'white' },
] as const;

/** Adds the wardrobe through the API the page is signed in to (its cookies go along). */
export async function addPlanningWardrobe(page: Page): Promise<void> {
  for (const item of PLANNING_WARDROBE) {
    const response = await page.request.post('/api/wardrobe', {
      multipart: {
        name: item.name,
        category: item.category,
        color: item.color,
        image: {
          name: `${item.shape}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await garmentPhoto(item.shape, item.hex),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Screenshots at desktop and phone width (light), then phone in dark mode; toasts closed first. */
export async function snapWidths(page: Page, name: string, { dark = false } = {}): Promise<void> {
  await page.mouse.move(0, 0);
  const close = page.locator('[data-slot=toast-close]');
  // Dispatched, not clicked: an open dialog's overlay covers the toast.
  if ((await close.count()) > 0) await close.first().dispatchEvent('click');
  await expect(page.locator('[data-slot=toast]')).toHaveCount(0);
  await snap(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await snap(page, `${name}-375`);
  if (dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    await snap(page, `${name}-375-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize(DESKTOP);
}

export const toastText = (page: Page, text: string) =>
  page.locator('[data-slot=toast-description]', { hasText: text });
