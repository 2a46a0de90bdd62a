import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-errors.ts';
import { garmentCutoutPng, garmentJpeg, pngClaimingSize } from '../test/test-images.ts';
import { processPhoto, processScanImage, readPixels } from './image-pipeline.ts';
import { detectImageType } from './image-type.ts';
import { createLimiter } from './limiter.ts';

const kindOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'done';
  } catch (error) {
    if (error instanceof DomainError) return error.kind;
    throw error;
  }
};

/** The start of an ISO-BMFF file: an ftyp box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(major, 8, 'ascii');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'ascii'));
  return box;
}

describe('detectImageType', () => {
  it('recognises what sharp writes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
    expect(detectImageType(await base.clone().avif().toBuffer())).toBe('image/avif');
  });

  it('tells HEIC from AVIF by the brands', () => {
    expect(detectImageType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectImageType(ftyp('mif1', 'heic'))).toBe('image/heic');
    expect(detectImageType(ftyp('mif1', 'avif'))).toBe('image/avif');
    expect(detectImageType(ftyp('isom', 'mp41'))).toBeNull();
  });

  it('refuses everything else, whatever its name would say', () => {
    for (const text of ['GIF89a', '<svg/>', '%PDF-1.7', 'BM', 'II*\0', '', 'RIFF0000WAVE']) {
      expect(detectImageType(Buffer.from(text, 'latin1'))).toBeNull();
    }
  });
});

describe('processPhoto', () => {
  it('keeps transparency of a cut-out', async () => {
    const { image, thumbnail } = await processPhoto(await garmentCutoutPng('#c8202f'));
    expect((await sharp(image.bytes).metadata()).hasAlpha).toBe(true);
    expect((await sharp(thumbnail.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('takes AVIF, 16-bit PNG, greyscale and CMYK input', async () => {
    const photo = await garmentJpeg({ width: 200, height: 150 });
    const inputs = [
      await sharp(photo).avif().toBuffer(),
      await sharp(photo).png().toColourspace('rgb16').toBuffer(),
      await sharp(photo).greyscale().jpeg().toBuffer(),
      await sharp(photo).toColourspace('cmyk').jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const { image } = await processPhoto(input);
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([200, 150]);
      expect(meta.icc).toBeUndefined();
    }
  });

  it('answers 422 for a HEIC file libheif cannot decode and for a broken header', async () => {
    expect(
      await kindOf(processPhoto(Buffer.concat([ftyp('heic', 'mif1'), Buffer.alloc(64)]))),
    ).toBe('unprocessable');
    expect(await kindOf(processPhoto(pngClaimingSize(0, 0)))).toBe('unprocessable');
  });

  it('counts pixels, not bytes: 40 MP passes the check, 40 MP + 1 row does not', async () => {
    expect(await kindOf(processScanImage(pngClaimingSize(8000, 5001)))).toBe('unprocessable');
    // 8000×5000 is exactly 40 MP: it gets past the pixel check and fails only on its fake data.
    expect(await kindOf(processScanImage(pngClaimingSize(8000, 5000)))).toBe('unprocessable');
    await expect(processScanImage(pngClaimingSize(8000, 5000))).rejects.toThrow(
      /could not be read/,
    );
    await expect(processScanImage(pngClaimingSize(8000, 5001))).rejects.toThrow(/megapixels/);
  });
});

describe('readPixels', () => {
  it('answers RGBA at most the given size', async () => {
    const pixels = await readPixels(await garmentJpeg({ width: 800, height: 400 }), 128);
    expect([pixels.width, pixels.height, pixels.channels]).toEqual([128, 64, 4]);
    expect(pixels.data.length).toBe(128 * 64 * 4);
  });
});

describe('createLimiter', () => {
  it('runs at most `max` at once, queues a few, refuses the rest with 503', async () => {
    const run = createLimiter(2, 1);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = [task(), task(), task()];
    const refused = task();
    await expect(refused).rejects.toMatchObject({ kind: 'unavailable', retryAfterSeconds: 5 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
