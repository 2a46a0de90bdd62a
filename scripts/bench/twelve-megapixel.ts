// A 12 MP phone-size JPEG for the photo benchmarks (wardrobe-ingest, scan-memory).
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000×3000 "photo": a navy shirt on a lit backdrop with sensor-like noise, JPEG quality 92. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="g" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#eeeae3"/><stop offset="1" stop-color="#a39b90"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <path d="M1300 450 L2700 450 L3150 1050 L2750 1250 L2650 1050 L2650 2750 L1350 2750 L1350 1050 L1250 1250 L850 1050 Z" fill="#1f2850"/>
    <circle cx="2000" cy="560" r="150" fill="#e9e4da"/></svg>`;
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'BenchCam', Model: '12MP' } })
    .toBuffer();
}
