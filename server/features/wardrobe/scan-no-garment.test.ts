import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NO_GARMENT_MESSAGE, type ScanResult } from '../../../contract/wardrobe.ts';
import { renderStudioPhoto } from '../../demo/render/studio-photo.ts';
import { DEMO_PIECES } from '../../demo/wardrobe/demo-wardrobe.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';

// Photos that hold no garment, drawn with sharp: what people point a phone at by mistake.
const WIDTH = 600;
const HEIGHT = 800;

const svgJpeg = (body: string, defs = '') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs>${defs}</defs>${body}</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

const plain = (colour: string) =>
  sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A painted wall with a fine plaster texture. */
const wall = () =>
  svgJpeg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ece3cf" filter="url(#plaster)"/>`,
    `<filter id="plaster"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2"/><feColorMatrix type="matrix" values="0 0 0 0.06 0.9  0 0 0 0.06 0.86  0 0 0 0.06 0.78  0 0 0 0 1"/></filter>`,
  );

/** Blue sky over rolling green grass, with the sun. */
const landscape = () =>
  svgJpeg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/><path d="M0 440 Q 180 384 360 448 T ${WIDTH} 416 L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="url(#grass)"/><circle cx="450" cy="144" r="40" fill="#fff3a0"/>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe6f7"/></linearGradient><linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb23a"/><stop offset="1" stop-color="#3d6b1f"/></linearGradient>`,
  );

/** A yellow rapeseed field under the sky (the "Yellow Shirt"). */
const yellowField = () =>
  svgJpeg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/><rect y="320" width="${WIDTH}" height="480" fill="#e8c520"/>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa7e0"/><stop offset="1" stop-color="#d6ebf9"/></linearGradient>`,
  );

/** An oval skin-coloured face with eyes and a mouth, on a blue-grey background. */
const face = () =>
  svgJpeg(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#6f8fa8"/><ellipse cx="300" cy="360" rx="168" ry="240" fill="#e0ac8a"/><ellipse cx="240" cy="320" rx="20" ry="12" fill="#3a2a20"/><ellipse cx="360" cy="320" rx="20" ry="12" fill="#3a2a20"/><path d="M252 456 Q 300 496 348 456" stroke="#9a4a40" stroke-width="8" fill="none"/>`,
  );

/** Random RGB noise: nothing in it stands out. */
function noise(): Promise<Buffer> {
  const bytes = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return sharp(bytes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** Every non-garment photo by name, as JPEG bytes. */
async function nonGarmentPhotos(): Promise<Record<string, Buffer>> {
  return {
    'plain cream': await plain('#efe6d0'),
    'plain grey': await plain('#8a8a8a'),
    wall: await wall(),
    landscape: await landscape(),
    'yellow field': await yellowField(),
    face: await face(),
    noise: await noise(),
  };
}

// "Scan of a wall, a landscape, a face or a plain colour: 'no garment' answer, not an item" —
// and real garment renders (the demo's studio photos) still scan.
const kit = await wardrobeTestKit();
const { alice, scan, photo, postItem } = kit;
const nonGarments = await nonGarmentPhotos();

const demoPiece = (name: string) => {
  const piece = DEMO_PIECES.find((p) => p.name === name);
  if (!piece) throw new Error(`no demo piece ${name}`);
  return piece;
};
const render = (name: string) => {
  const piece = demoPiece(name);
  return renderStudioPhoto(piece.art(), piece.fabric, 480);
};

describe('POST /api/wardrobe/scan on photos without a garment', () => {
  it.each(Object.keys(nonGarments))('answers 422 "no garment" for %s', async (name) => {
    const response = await scan(alice, [photo(nonGarments[name]!)]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: NO_GARMENT_MESSAGE });
  });

  it('still stores such a photo when the user adds it by hand, with no category read into it', async () => {
    const response = await postItem(alice, { name: 'Mystery piece', category: 'tops' }, [
      photo(nonGarments.face!),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const item = await kit.untilRead(alice, response.json().id);
    expect(item.imageUrl).not.toBeNull();
    expect(item).toMatchObject({ name: 'Mystery piece', category: 'tops' });
    expect(item.aiTags).toMatchObject({ category: null, subcategory: null, style: [] });
  });
});

describe('POST /api/wardrobe/scan on garment renders', () => {
  it.each([
    ['Black Puffer Jacket', 'outerwear', 'Black Jacket'],
    ['Mid-Blue Straight Jeans', 'bottoms', 'Jeans'],
    ['Black Ankle Boots', 'shoes', 'Black Shoes'],
    ['Tan Leather Tote', 'accessories', null],
    ['Floral Midi Dress', 'dresses', null],
    ['Navy Linen Shorts', 'bottoms', 'Navy Shorts'],
    ['Charcoal Wool Mini Skirt', 'bottoms', 'Charcoal Skirt'],
    ['Navy Ribbed Beanie', 'accessories', 'Navy Hat'],
  ] as const)('scans %s as %s', async (name, category, detectedName) => {
    const response = await scan(alice, [photo(await render(name))]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ScanResult>();
    expect(result.category).toBe(category);
    if (detectedName) expect(result.detectedName).toBe(detectedName);
    expect(result.cutout).not.toBeNull();
    expect(result.scanToken).toMatch(/^[\w-]{43}$/);
  });

  it('marks each field sure or unsure and fills style tags from the noun', async () => {
    const shorts = (
      await scan(alice, [photo(await render('Navy Linen Shorts'))])
    ).json<ScanResult>();
    expect(shorts).toMatchObject({
      category: 'bottoms',
      subcategory: 'Shorts',
      lowConfidence: false,
    });
    expect(shorts.unsure).toEqual([]);
    expect(shorts.style).toEqual(['casual']);
    expect(shorts.confidence.name).toBeGreaterThan(0.5);

    // Right about the coat, but the calibration photos could not show outerwear right 97 % of the
    // time with 95 % confidence at any probability (decision 014): confirm, don't fill.
    const coat = (await scan(alice, [photo(await render('Camel Wool Coat'))])).json<ScanResult>();
    expect(coat).toMatchObject({
      category: 'outerwear',
      subcategory: 'Jacket',
      lowConfidence: true,
    });
    expect(coat.unsure).toEqual(expect.arrayContaining(['category', 'name', 'style']));
  });
});

describe('POST /api/wardrobe with a scanToken', () => {
  it("reuses the scan of the same photo (no second read) and never another user's or another photo's", async () => {
    const tee = await render('Black Ankle Boots');
    const scanned = (await scan(alice, [photo(tee)])).json<ScanResult>();
    const created = await postItem(
      alice,
      { name: 'Boots', category: 'shoes', scanToken: scanned.scanToken! },
      [photo(tee)],
    );
    expect(created.statusCode, created.body).toBe(201);
    // Complete in the answer: nothing is left to read in the background.
    expect(created.json().analysing).toBe(false);
    expect(created.json().aiTags).toMatchObject({
      category: 'shoes',
      subcategory: 'Shoes',
      models: ['u2netp', 'garment-mobilenetv2-photos'],
    });
    expect(created.json().cutoutImageUrl).not.toBeNull();

    // Spent: a second use, a stranger's token or different bytes are read afresh, still fine.
    const again = await postItem(
      alice,
      { name: 'B', category: 'shoes', scanToken: scanned.scanToken! },
      [photo(tee)],
    );
    expect(again.statusCode).toBe(201);
    const other = (await scan(kit.bob, [photo(tee)])).json<ScanResult>();
    const stolen = await postItem(
      alice,
      { name: 'C', category: 'shoes', scanToken: other.scanToken! },
      [photo(await sharp(tee).jpeg({ quality: 70 }).toBuffer())],
    );
    expect(stolen.statusCode).toBe(201);
    expect(stolen.json().analysing).toBe(true);
    expect((await kit.untilRead(alice, stolen.json().id)).aiTags?.category).toBe('shoes');

    const tooLong = await postItem(
      alice,
      { name: 'D', category: 'shoes', scanToken: 'x'.repeat(65) },
      [photo(tee)],
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('HEIC photos from phones', () => {
  const heic = readFileSync(
    path.join(import.meta.dirname, '../../images/fixtures/ankle-boots.heic'),
  );
  const heicFile = (bytes: Buffer) => photo(bytes, 'IMG_0001.HEIC', 'image/heic');

  it('scans a HEIC photo and adds it through the usual pipeline', async () => {
    const scanned = await scan(alice, [heicFile(heic)]);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json<ScanResult>().category).toBe('shoes');

    const created = await postItem(alice, { name: 'Boots', category: 'shoes' }, [heicFile(heic)]);
    expect(created.statusCode, created.body).toBe(201);
    const stored = await alice.get(created.json().originalImageUrl);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(400);
  });
});
