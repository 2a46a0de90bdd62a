import sharp from 'sharp';
import { IMAGE_PIXELS, IMAGE_SIDE } from './fashion-mnist-data.ts';
import { maskBoundingBox } from './mask-cleanup.ts';
import { UnreadableImageError } from './vision-errors.ts';

/**
 * Light garments turn almost black once inverted, leaving only a faint outline. For them the
 * garment's pixels get a floor ("lift") so the shape reaches the classifier, which training taught
 * such lifted images. The floor fades out as the garment gets darker, where it is not needed and
 * would only move the input away from Fashion-MNIST's.
 */
export const MAX_LIFT = 0.3;
const LIFT_FADES_AT = 0.4;

/** The lift for a garment whose mean inverted grey level (0 white … 1 black) is `darkness`. */
export function liftFor(darkness: number): number {
  return MAX_LIFT * Math.min(1, Math.max(0, (LIFT_FADES_AT - darkness) / LIFT_FADES_AT));
}
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
export async function garmentInput(cutout: Buffer, fixedLift?: number): Promise<Float32Array> {
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
  const alphas = new Float32Array(width * height);
  const inverted = new Float32Array(width * height);
  let weight = 0;
  let darkness = 0;
  for (let i = 0; i < width * height; i++) {
    const p = i * 4;
    const grey =
      (0.299 * (data[p] as number) +
        0.587 * (data[p + 1] as number) +
        0.114 * (data[p + 2] as number)) /
      255;
    alphas[i] = (data[p + 3] as number) / 255;
    inverted[i] = 1 - grey;
    weight += alphas[i] as number;
    darkness += (alphas[i] as number) * (1 - grey);
  }
  const lift = fixedLift ?? liftFor(weight > 0 ? darkness / weight : 0);
  const input = new Float32Array(IMAGE_PIXELS);
  const offsetX = Math.floor((IMAGE_SIDE - width) / 2);
  const offsetY = Math.floor((IMAGE_SIDE - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Composited on white and inverted, a pixel's value is alpha × (1 - grey).
      input[(y + offsetY) * IMAGE_SIDE + x + offsetX] =
        (alphas[i] as number) * (lift + (1 - lift) * (inverted[i] as number));
    }
  }
  return input;
}
