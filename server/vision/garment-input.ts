import sharp from 'sharp';
import { IMAGE_PIXELS, IMAGE_SIDE } from './fashion-mnist-data.ts';
import { maskBoundingBox } from './mask-cleanup.ts';
import { UnreadableImageError } from './vision-errors.ts';

/**
 * Light garments turn almost black once inverted, which would leave only a faint outline; this
 * floor keeps every garment pixel visible so the shape always reaches the classifier (training
 * taught it such "lifted" images).
 */
export const GARMENT_LIFT = 0.15;
// Feathered edge pixels fainter than this do not count towards the garment's extent.
const ALPHA_TRIM = 8;

function alphaChannel(rgba: Buffer, pixelCount: number): Uint8Array {
  const alpha = new Uint8Array(pixelCount);
  for (let i = 0; i < pixelCount; i++) alpha[i] = rgba[i * 4 + 3] as number;
  return alpha;
}

/**
 * Turns a cut-out (any image whose alpha marks the garment, e.g. the trimmed WebP) into a
 * Fashion-MNIST-style input: the garment on white, greyscale, its longest side scaled to 28 px
 * and centred, sharpened, then inverted so the garment is light on black. Values are 0-1.
 */
export async function garmentInput(cutout: Buffer, lift = GARMENT_LIFT): Promise<Float32Array> {
  let pixels: { data: Buffer; width: number; height: number };
  try {
    const decoded = await sharp(cutout, { failOn: 'error' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    if (channels !== 4) throw new Error(`unexpected ${channels} channels`);
    const box = maskBoundingBox(
      { width, height, data: alphaChannel(decoded.data, width * height) },
      ALPHA_TRIM,
    );
    if (!box) throw new Error('the cut-out is empty');
    const { data, info } = await sharp(decoded.data, { raw: { width, height, channels: 4 } })
      .extract(box)
      .resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'inside', kernel: 'lanczos3' })
      .sharpen()
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { data, width: info.width, height: info.height };
  } catch {
    throw new UnreadableImageError();
  }
  const { data, width, height } = pixels;
  const input = new Float32Array(IMAGE_PIXELS);
  const offsetX = Math.floor((IMAGE_SIDE - width) / 2);
  const offsetY = Math.floor((IMAGE_SIDE - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const alpha = (data[p + 3] as number) / 255;
      const grey =
        (0.299 * (data[p] as number) +
          0.587 * (data[p + 1] as number) +
          0.114 * (data[p + 2] as number)) /
        255;
      // Composited on white and inverted, a pixel's value is alpha × (1 - grey).
      input[(y + offsetY) * IMAGE_SIDE + x + offsetX] = alpha * (lift + (1 - lift) * (1 - grey));
    }
  }
  return input;
}
