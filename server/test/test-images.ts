import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** An SVG garment silhouette (a T-shirt) in `color` on a `background`, as a photo would frame it. */
function garmentSvg(
  width: number,
  height: number,
  color: string,
  background: string,
  stripes?: string,
): string {
  const x = (f: number) => Math.round(width * f);
  const y = (f: number) => Math.round(height * f);
  const shirt = `M${x(0.3)} ${y(0.15)} L${x(0.7)} ${y(0.15)} L${x(0.88)} ${y(0.35)} L${x(0.76)} ${y(0.45)} L${x(0.7)} ${y(0.4)} L${x(0.7)} ${y(0.88)} L${x(0.3)} ${y(0.88)} L${x(0.3)} ${y(0.4)} L${x(0.24)} ${y(0.45)} L${x(0.12)} ${y(0.35)} Z`;
  const pattern = stripes
    ? `<defs><pattern id="s" width="${x(0.08)}" height="${y(0.08)}" patternUnits="userSpaceOnUse"><rect width="100%" height="50%" fill="${stripes}"/></pattern></defs><path d="${shirt}" fill="url(#s)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><path d="${shirt}" fill="${color}"/>${pattern}</svg>`;
}

/** A JPEG "photo" of a plain (or striped) garment on a plain background. */
export function garmentJpeg(
  options: {
    width?: number;
    height?: number;
    color?: string;
    background?: string;
    stripes?: string;
  } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, color = '#1f2850', background = '#f4f4f2', stripes } = options;
  return sharp(Buffer.from(garmentSvg(width, height, color, background, stripes)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same garment as a PNG cut-out: transparent everywhere but the garment. */
export function garmentCutoutPng(color: string, size = 400): Promise<Buffer> {
  return sharp(
    Buffer.from(garmentSvg(size, size, color, 'none').replace('fill="none"', 'fill-opacity="0"')),
  )
    .png()
    .toBuffer();
}

/** A JPEG whose EXIF carries a GPS position and a camera make. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await garmentJpeg({ width: 640, height: 480 }))
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2646/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A landscape JPEG (640×480 pixels) whose EXIF says "rotate 90° clockwise to view". */
export async function jpegRotatedByExif(): Promise<Buffer> {
  return sharp(await garmentJpeg({ width: 640, height: 480 }))
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width`×`height` pixels (a decompression bomb's calling card). */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
