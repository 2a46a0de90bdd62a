import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from '../../../images/image-pipeline.ts';
import { garmentJpeg } from '../../../test/test-images.ts';
import { cutOut } from '../../../vision/cutout.ts';
import { readGarmentKind } from '../../../vision/garment-model.ts';
import { createGarmentVision, type VisionModels } from './garment-vision.ts';
import { createLocalScanItem } from './scan-item.ts';

/** The real models, counting how often the cut-out runs. */
function countingModels(): VisionModels & { cutOuts: number } {
  const models = {
    cutOuts: 0,
    cutOut: (bytes: Buffer) => {
      models.cutOuts++;
      return cutOut(bytes);
    },
    readGarmentKind,
  };
  return models;
}

const photo = await processPhoto(await garmentJpeg({ width: 1600, height: 1200 }));

describe('createGarmentVision', () => {
  it('reads each scan image once: the stylist and the wardrobe share one run', async () => {
    const models = countingModels();
    const vision = createGarmentVision(models);
    const scanItem = createLocalScanItem(vision.recognizer);

    const [garment, result] = await Promise.all([
      vision.recognize(photo.thumbnail),
      scanItem(photo.thumbnail),
    ]);
    expect(models.cutOuts).toBe(1);
    expect(garment).toMatchObject({
      category: 'tops',
      subcategory: 't-shirt',
      label: 'T-Shirt',
      kind: 'T-Shirt',
      models: ['u2netp', 'garment-mobilenetv2-photos'],
    });
    expect(result).toMatchObject({
      category: 'tops',
      subcategory: 'T-Shirt',
      detectedName: 'Navy T-Shirt',
      // The wardrobe's reading is the recogniser's own (one run), sureness included.
      lowConfidence: garment.lowConfidence,
    });

    // Another image object is another photo: it gets its own run.
    await vision.recognize({ ...photo.thumbnail });
    expect(models.cutOuts).toBe(2);
  });

  it('cuts out from the larger source when one is given, and reports the cut-out size', async () => {
    const vision = createGarmentVision();
    const fromThumbnail = await vision.recognize({ ...photo.thumbnail });
    const fromLarge = await vision.recognize({ ...photo.thumbnail }, photo.image.bytes);
    const small = await sharp(fromThumbnail.cutout!).metadata();
    const large = await sharp(fromLarge.cutout!).metadata();
    expect([small.width, small.height]).toEqual([
      fromThumbnail.cutoutSize!.width,
      fromThumbnail.cutoutSize!.height,
    ]);
    expect(large.width! / small.width!).toBeGreaterThan(2.5);
    expect(fromLarge.category).toBe(fromThumbnail.category);
  });

  it('passes the vision errors on: an empty scene is "no garment" (422)', async () => {
    const vision = createGarmentVision();
    const empty = await processPhoto(
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d8c8a8' } })
        .jpeg()
        .toBuffer(),
    );
    await expect(vision.recognize(empty.thumbnail)).rejects.toMatchObject({
      kind: 'unprocessable',
    });
    // The scanner then reads the colours alone.
    const result = await createLocalScanItem(vision.recognizer)(empty.thumbnail);
    expect(result).toMatchObject({
      category: null,
      detectedName: 'Beige Item',
      lowConfidence: false,
    });
  });
});

describe('colours of a boxy cut-out', () => {
  it('are read from all of the garment even when the cut-out is fully opaque', async () => {
    // A square jumper with a wide white band around a purple body, trimmed to its edges. With no
    // transparency to go by, a border search would take the white band for the background.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#f8f8f6"/><rect x="50" y="50" width="200" height="200" fill="#6b2d8c"/></svg>';
    const square = await sharp(Buffer.from(svg)).ensureAlpha().webp({ lossless: true }).toBuffer();
    const scanItem = createLocalScanItem(async () => ({
      category: 'tops',
      subcategory: 'pullover',
      label: 'Pullover',
      confidence: 0.95,
      lowConfidence: false,
      cutout: square,
      cutoutSize: { width: 300, height: 300 },
      models: [],
    }));
    const result = await scanItem(photo.thumbnail);
    expect(result.colors.map((color) => color.name).sort()).toEqual(['Purple', 'White']);
    expect(result.colors.find((color) => color.name === 'White')!.share).toBeCloseTo(5 / 9, 1);
    expect(result.detectedName).toMatch(/^(Purple|White) Pullover$/);
  });
});

describe('the noun of a sure category', () => {
  const reading = (labelConfidence: number) =>
    createLocalScanItem(async () => ({
      category: 'bottoms',
      subcategory: 'shorts',
      label: 'Shorts',
      kind: 'Shorts',
      confidence: 0.95,
      labelConfidence,
      lowConfidence: false,
      cutout: null,
      cutoutSize: null,
      models: [],
    }))(photo.thumbnail);

  it('is filled in when the kind is likely, and offered when it is not', async () => {
    const sure = await reading(0.8);
    expect(sure).toMatchObject({
      category: 'bottoms',
      subcategory: 'Shorts',
      lowConfidence: false,
    });
    expect(sure.unsure).not.toContain('subcategory');
    expect(sure.confidence.subcategory).toBeCloseTo(0.8);

    const doubtful = await reading(0.3);
    expect(doubtful.unsure).toEqual(expect.arrayContaining(['subcategory', 'name']));
    expect(doubtful.unsure).not.toContain('category');
    expect(doubtful.confidence.name).toBeLessThanOrEqual(0.3);
  });
});
