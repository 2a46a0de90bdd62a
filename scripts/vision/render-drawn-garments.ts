// Renders the garments this project draws (the demo wardrobe's studio photos, the test suite's
// flat-lay silhouettes and T-shirt) in several colourways, as extra training photos for the garment
// model: the only source of bags, scarves, belts and sunglasses, and what keeps drawn photos (the
// demo account, the tests) recognised. Build time only.
//
//   npx tsx scripts/vision/render-drawn-garments.ts <out folder>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderStudioPhoto } from '../../server/demo/render/studio-photo.ts';
import { DEMO_PIECES } from '../../server/demo/wardrobe/demo-wardrobe.ts';
import { garmentJpeg } from '../../server/test/test-images.ts';
import {
  GARMENT_SHAPES,
  LOOKS,
  renderSyntheticPhoto,
} from '../../server/vision/synthetic-garments.ts';

const outDir = process.argv[2] ?? '';
if (!outDir) {
  console.error('usage: render-drawn-garments.ts <out folder>');
  process.exit(2);
}

/** The training kind of each demo subcategory (the photo set's labels, plus four accessories). */
const KIND_OF_SUBCATEGORY: Record<string, string> = {
  'T-Shirt': 'T-Shirt',
  'Long-Sleeve Top': 'Longsleeve',
  Jumper: 'Longsleeve',
  Shirt: 'Shirt',
  Blouse: 'Blouse',
  Camisole: 'Undershirt',
  Cardigan: 'Outwear',
  Hoodie: 'Hoodie',
  Blazer: 'Blazer',
  Coat: 'Outwear',
  'Trench Coat': 'Outwear',
  Raincoat: 'Outwear',
  'Puffer Jacket': 'Outwear',
  'Denim Jacket': 'Outwear',
  'Leather Jacket': 'Outwear',
  Jeans: 'Pants',
  Chinos: 'Pants',
  Trousers: 'Pants',
  Joggers: 'Pants',
  Shorts: 'Shorts',
  Skirt: 'Skirt',
  'Midi Dress': 'Dress',
  'Sheath Dress': 'Dress',
  'Shirt Dress': 'Dress',
  'Slip Dress': 'Dress',
  Sundress: 'Dress',
  Sneakers: 'Shoes',
  Trainers: 'Shoes',
  'Chelsea Boots': 'Shoes',
  Loafers: 'Shoes',
  Heels: 'Shoes',
  Sandals: 'Shoes',
  Beanie: 'Hat',
  'Tote Bag': 'Bag',
  'Crossbody Bag': 'Bag',
  Scarf: 'Scarf',
  Belt: 'Belt',
  Sunglasses: 'Sunglasses',
};

const SHAPE_KINDS: Record<string, string> = {
  't-shirt': 'T-Shirt',
  trousers: 'Pants',
  dress: 'Dress',
};

// Colourways across the range people own: dark, light, bright, muted.
const COLOURS = [
  '#1f2a4d',
  '#f3f2ee',
  '#b22234',
  '#2f5d3a',
  '#c8a97e',
  '#111111',
  '#7a8fa6',
  '#e7b8c4',
];

mkdirSync(path.join(outDir, 'images'), { recursive: true });
const rows = ['image,kind'];
async function save(name: string, kind: string, jpeg: Buffer) {
  // The photo set's size and shape, so both sources go through the same input path.
  const photo = await sharp(jpeg)
    .resize(400, 534, { fit: 'contain', background: '#f2f1ee' })
    .jpeg({ quality: 88 })
    .toBuffer();
  writeFileSync(path.join(outDir, 'images', `${name}.jpg`), photo);
  rows.push(`${name},${kind}`);
}

for (const [p, piece] of DEMO_PIECES.entries()) {
  const kind = KIND_OF_SUBCATEGORY[piece.subcategory];
  if (!kind) throw new Error(`no training kind for ${piece.subcategory}`);
  const recoloured = [0, 1, 2, 3].map((c) => ({
    ...piece.fabric,
    color: COLOURS[(p + c) % COLOURS.length] ?? piece.fabric.color,
  }));
  const fabrics = [piece.fabric, ...recoloured];
  for (const [f, fabric] of fabrics.entries()) {
    await save(`demo-${p}-${f}`, kind, await renderStudioPhoto(piece.art(), fabric, 400));
  }
}
for (const [s, shape] of GARMENT_SHAPES.entries()) {
  for (const [l, look] of LOOKS.entries()) {
    const kind = SHAPE_KINDS[shape.name];
    if (!kind) throw new Error(`no training kind for ${shape.name}`);
    await save(`shape-${s}-${l}`, kind, (await renderSyntheticPhoto(shape, look, 600, 800)).photo);
  }
}
for (const [c, color] of COLOURS.entries()) {
  await save(`tee-${c}`, 'T-Shirt', await garmentJpeg({ width: 800, height: 600, color }));
  await save(
    `tee-striped-${c}`,
    'T-Shirt',
    await garmentJpeg({ width: 600, height: 800, color, stripes: '#f4f4f2' }),
  );
}
writeFileSync(path.join(outDir, 'labels.csv'), `${rows.join('\n')}\n`);
console.log(`${rows.length - 1} drawn photos -> ${outDir}`);
