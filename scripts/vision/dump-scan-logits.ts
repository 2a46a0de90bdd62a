// The garment model's logits for each photo of a split, read as the app's scan reads it (the scan
// image pipeline, the u2netp cut-out, then the model), once on the whole photo and once on the
// garment the cut-out found: the input of scripts/vision/calibrate_views.py (decision 014,
// "Revision: the garment's own view"). Build time only.
//
//   npx tsx scripts/vision/dump-scan-logits.ts --split dev --out /tmp/dev-logits.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processScanImage } from '../../server/images/image-pipeline.ts';
import { cutOut, type UprightImage } from '../../server/vision/cutout.ts';
import { garmentLogits, garmentRegion } from '../../server/vision/garment-model.ts';

const { values: args } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    out: { type: 'string' },
    margin: { type: 'string', default: '0.05' },
    photos: {
      type: 'string',
      default: path.resolve(import.meta.dirname, '../../../shared/datasets/clothing-photos'),
    },
  },
});
if (!args.out) throw new Error('--out <file.json> is required');
const root = path.resolve(import.meta.dirname, '../..');
const meta = JSON.parse(
  readFileSync(path.join(root, 'server/vision/models/garment-model.json'), 'utf8'),
) as { training: { senders: Record<string, string[]> } };
const senders = new Set(meta.training.senders[args.split ?? 'dev'] ?? []);
if (!senders.size) throw new Error(`no senders for split ${args.split}`);

/** `region` of an upright image as an image of its own. */
function cropUpright(
  image: UprightImage,
  region: { left: number; top: number; width: number; height: number },
): UprightImage {
  const data = Buffer.alloc(region.width * region.height * 3);
  for (let y = 0; y < region.height; y++) {
    const from = ((region.top + y) * image.width + region.left) * 3;
    image.data.copy(data, y * region.width * 3, from, from + region.width * 3);
  }
  return { data, width: region.width, height: region.height };
}

const rows = readFileSync(path.join(args.photos ?? '', 'labels.csv'), 'utf8')
  .trim()
  .split('\n');
const out: { image: string; kind: string; whole: number[]; garment: number[] | null }[] = [];
const started = Date.now();
for (const line of rows.slice(1)) {
  const [image = '', sender = '', kind = ''] = line.split(',');
  if (!senders.has(sender) || ['Not sure', 'Other', 'Skip'].includes(kind)) continue;
  const bytes = readFileSync(path.join(args.photos ?? '', 'images', `${image}.jpg`));
  try {
    const cut = await cutOut((await processScanImage(bytes)).bytes);
    const region = garmentRegion(cut.bbox, cut.upright, Number(args.margin));
    out.push({
      image,
      kind,
      whole: [...(await garmentLogits(cut.upright))],
      garment: region ? [...(await garmentLogits(cropUpright(cut.upright, region)))] : null,
    });
  } catch {
    // A refusal: no logits to calibrate on (the bench counts refusals).
    out.push({ image, kind, whole: [], garment: null });
  }
  if (out.length % 100 === 0)
    console.log(`${out.length} photos, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
writeFileSync(args.out, JSON.stringify(out));
console.log(`${out.length} photos of ${args.split} -> ${args.out}`);
