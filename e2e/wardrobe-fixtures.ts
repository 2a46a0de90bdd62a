// Wardrobe pieces for the journeys, added through the API with real garment photos.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

const [W, H] = [900, 1100];
const px = (f: number, size: number) => Math.round(size * f);
const outline = (points: [number, number][]) =>
  `M${points.map(([x, y]) => `${px(x, W)} ${px(y, H)}`).join(' L')} Z`;

/** Flat-lay silhouettes: enough for the scan's colour reading and for the photos on screen. */
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
  bag: outline([
    [0.2, 0.4],
    [0.8, 0.4],
    [0.84, 0.82],
    [0.16, 0.82],
  ]),
} as const;

export type GarmentShape = keyof typeof SHAPES;

/** A real JPEG of a garment in `hex` on a warm light surface, as a phone would frame it. */
export function garmentPhoto(shape: GarmentShape, hex: string): Promise<Buffer> {
  const d = SHAPES[shape];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><filter id="b"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <rect width="100%" height="100%" fill="#f1ede6"/>
    <path d="${d}" fill="#000" opacity="0.2" transform="translate(10 18)" filter="url(#b)"/>
    <path d="${d}" fill="${hex}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/**
 * Adds a piece through the wardrobe API the page is signed in to (its cookies go along), with a
 * photo of `photo.shape` in `photo.hex` when one is given; answers the new piece's id.
 */
export async function addPiece(
  page: Page,
  fields: Record<string, string>,
  photo?: { shape: GarmentShape; hex: string },
): Promise<string> {
  const image = photo && {
    name: `${photo.shape}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await garmentPhoto(photo.shape, photo.hex),
  };
  const response = await page.request.post('/api/wardrobe', {
    multipart: image ? { ...fields, image } : fields,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** `svg` drawn as a real JPEG file called `name` in the test's output folder, for a file input. */
export async function jpegFile(svg: string, name: string): Promise<string> {
  const file = test.info().outputPath(name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
  return file;
}
