import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_PIXELS } from '../../contract/wardrobe.ts';
import { decodeHeic } from './heic.ts';
import { processPhoto, processScanImage } from './image-pipeline.ts';
import { detectImageType } from './image-type.ts';

const heic = readFileSync(path.join(import.meta.dirname, 'fixtures/ankle-boots.heic'));

afterEach(() => vi.restoreAllMocks());

describe('HEIC photos (fixtures/ankle-boots.heic, made with heif-enc)', () => {
  it('is recognised by its ftyp brand and decoded to upright RGBA', async () => {
    expect(detectImageType(heic)).toBe('image/heic');
    const decoded = await decodeHeic(heic);
    expect([decoded.width, decoded.height, decoded.channels]).toEqual([400, 500, 4]);
    expect(decoded.data.length).toBe(400 * 500 * 4);
  });

  it('goes through the usual pipeline: WebP photo and thumbnail, no metadata', async () => {
    const { image, thumbnail } = await processPhoto(heic);
    for (const encoded of [image, thumbnail]) {
      const meta = await sharp(encoded.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    expect([image.width, image.height]).toEqual([400, 500]);
    expect((await processScanImage(heic)).contentType).toBe('image/webp');
  });

  it('refuses a HEIC past the pixel limit from its header, without decoding it (422)', async () => {
    const library = (await import('heic-decode')).default;
    const decode = vi.fn();
    vi.spyOn(library, 'all').mockResolvedValue(
      Object.assign([{ width: IMAGE_MAX_PIXELS / 5000 + 1, height: 5000, decode }], {
        dispose: () => undefined,
      }),
    );
    await expect(decodeHeic(heic)).rejects.toMatchObject({
      kind: 'unprocessable',
      message: expect.stringMatching(/megapixels/),
    });
    expect(decode).not.toHaveBeenCalled();
  });
});
