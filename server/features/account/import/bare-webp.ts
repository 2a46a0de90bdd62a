// A photo that comes back from an export is a WebP this app made: image data and nothing else.
// Such a file (after the full check of the photo pipeline) is stored byte for byte, so a round
// trip keeps photos identical; a file with anything more — EXIF, XMP, an ICC profile, animation,
// an unknown chunk — is re-encoded like any upload, which drops it.

const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
// VP8X flags (first payload byte): ICC 0x20, EXIF 0x08, XMP 0x04, animation 0x02.
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04 | 0x02;

export interface WebpSize {
  width: number;
  height: number;
}

/** The size a WebP's header declares for its image chunk, or null when it cannot be read. */
function sizeOf(type: string, payload: Buffer): WebpSize | null {
  if (type === 'VP8X' && payload.length >= 10)
    return { width: payload.readUIntLE(4, 3) + 1, height: payload.readUIntLE(7, 3) + 1 };
  if (type === 'VP8L' && payload.length >= 5 && payload[0] === 0x2f) {
    const bits = payload.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (type === 'VP8 ' && payload.length >= 10 && payload.readUIntBE(3, 3) === 0x9d012a)
    return { width: payload.readUInt16LE(6) & 0x3fff, height: payload.readUInt16LE(8) & 0x3fff };
  return null;
}

/**
 * The declared size of a well-formed RIFF WebP whose chunks are image data only, or null for
 * anything else (metadata, animation, unknown chunks, a truncated file, not a WebP).
 */
export function bareWebpSize(bytes: Buffer): WebpSize | null {
  if (bytes.length < 20) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return null;
  let size: WebpSize | null = null;
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    const type = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + length + (length % 2);
    if (!IMAGE_CHUNKS.has(type) || end > bytes.length) return null;
    const payload = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'VP8X' && (length < 10 || (payload[0]! & VP8X_METADATA_FLAGS) !== 0)) return null;
    // The first header that declares a size (VP8X's canvas, else the bitstream's) is the image's.
    size ??= sizeOf(type, payload);
    offset = end;
  }
  return size;
}
