// Renders the app icons (client/public/icons/*.png) from the favicon's drawing, once; the PNGs are
// committed. Run again after changing client/public/favicon.svg: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', 'client', 'public');
const favicon = readFileSync(path.join(root, 'favicon.svg'), 'utf8');
// A maskable icon is cropped to a circle or squircle by the phone: full-bleed background, the
// drawing inside the middle 70 %.
const maskable = favicon
  .replace('<rect width="32" height="32" rx="8"', '<rect x="-8" y="-8" width="48" height="48"')
  .replace('viewBox="0 0 32 32"', 'viewBox="-8 -8 48 48"');

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'icons', file));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
await render(maskable, 180, 'apple-touch-icon.png');
console.log('icons written to client/public/icons');
