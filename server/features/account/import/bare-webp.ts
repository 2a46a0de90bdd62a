// A photo that comes back from an export is a WebP this app made: image data and nothing else.
// Such a file (after the full check of the photo pipeline) is stored byte for byte, so a round
// trip keeps photos identical; a file with anything more — EXIF, XMP, an ICC profile, animation,
// an unknown chunk — is re-encoded like any upload, which drops it.

const IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
// VP8X flags (first payload byte): ICC 0x20, EXIF 0x08, XMP 0x04, animation 0x02.
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04 | 0x02;

/** True for a well-formed RIFF WebP whose chunks are image data only. */
export function isBareWebp(bytes: Buffer): boolean {
  if (bytes.length < 20) return false;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return false;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (!IMAGE_CHUNKS.has(type) || end > bytes.length) return false;
    if (type === 'VP8X' && (size < 1 || (bytes[offset + 8]! & VP8X_METADATA_FLAGS) !== 0))
      return false;
    offset = end;
  }
  return true;
}
