import decodeHeicFile from 'heic-decode';
import { IMAGE_MAX_PIXELS } from '../../contract/wardrobe.ts';
import { TOO_MANY_PIXELS_MESSAGE, UnprocessableImage } from './image-errors.ts';

/** A decoded HEIC/HEIF photo: upright RGBA pixels (libheif applies the file's rotation and mirror). */
export interface DecodedHeic {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/**
 * Decodes the primary image of a HEIC/HEIF file with libheif compiled to WebAssembly (sharp's
 * prebuilt libvips has no HEVC decoder). The size is read from the header first: past the pixel
 * limit the pixels are never decoded (422), and bytes libheif cannot read are 422 too.
 */
export async function decodeHeic(bytes: Buffer): Promise<DecodedHeic> {
  let images: Awaited<ReturnType<typeof decodeHeicFile.all>>;
  try {
    images = await decodeHeicFile.all({ buffer: bytes });
  } catch {
    throw new UnprocessableImage();
  }
  try {
    const primary = images[0];
    if (!primary || !primary.width || !primary.height) throw new UnprocessableImage();
    if (primary.width * primary.height > IMAGE_MAX_PIXELS) {
      throw new UnprocessableImage(TOO_MANY_PIXELS_MESSAGE);
    }
    const { data, width, height } = await primary.decode().catch(() => {
      throw new UnprocessableImage();
    });
    return {
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      width,
      height,
      channels: 4,
    };
  } finally {
    images.dispose();
  }
}
