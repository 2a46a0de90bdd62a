// Offline scan benchmark: cut-out + classification of a 12 MP photo (median time, peak memory),
// classifier accuracy on the Fashion-MNIST test split, mask IoU on drawn garment photos.
// Usage: npx tsx scripts/bench/vision.ts [--runs 7]
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { classifyGarment } from '../../server/vision/classify.ts';
import { cutOut, scanQueue } from '../../server/vision/cutout.ts';
import { categoryOfLabel } from '../../server/vision/fashion-classes.ts';
import { IMAGE_PIXELS, loadFashionMnist } from '../../server/vision/fashion-mnist-data.ts';
import {
  classProbabilities,
  loadGarmentModel,
  predictFromProbabilities,
} from '../../server/vision/garment-classifier.ts';
import {
  GARMENT_SHAPES,
  LOOKS,
  maskIoU,
  renderSyntheticPhoto,
} from '../../server/vision/synthetic-garments.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Math.max(3, Number(args.runs));

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

// Peak resident memory, sampled often enough to catch the short peaks of decoding.
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

console.log(`Node ${process.version}, sharp ${sharp.versions.sharp}, ${RUNS} runs\n`);

// ---- 12 MP scan -------------------------------------------------------------------------------
const shirt = GARMENT_SHAPES[0];
const look = LOOKS[1];
if (!shirt || !look) throw new Error('no synthetic garments defined');
const photo = await renderSyntheticPhoto(shirt, look, 4000, 3000);
console.log(`12 MP photo: 4000×3000 JPEG, ${mb(photo.photo.length)} (${photo.name})`);
const rssBeforeScans = process.memoryUsage().rss;
peakRss = rssBeforeScans;

async function scan(
  bytes: Buffer,
): Promise<{ cutoutMs: number; classifyMs: number; iou: number; category: string }> {
  const t0 = performance.now();
  const cut = await cutOut(bytes);
  const t1 = performance.now();
  const prediction = await classifyGarment(cut.cutoutWebp);
  const t2 = performance.now();
  // The mask is at the working size; the truth at 12 MP — compare at the mask's size.
  const truth = await sharp(Buffer.from(photo.truth.data), {
    raw: { width: photo.truth.width, height: photo.truth.height, channels: 1 },
  })
    .resize(cut.mask.width, cut.mask.height)
    .raw()
    .toBuffer();
  const iou = maskIoU(cut.mask, { width: cut.mask.width, height: cut.mask.height, data: truth });
  return { cutoutMs: t1 - t0, classifyMs: t2 - t1, iou, category: prediction.category };
}

const cold = await scan(photo.photo);
const warm: { cutoutMs: number; classifyMs: number; iou: number; category: string }[] = [];
for (let run = 0; run < RUNS; run++) warm.push(await scan(photo.photo));
const totals = warm.map((r) => r.cutoutMs + r.classifyMs);
console.log(`  first scan (loads the model): ${ms(cold.cutoutMs + cold.classifyMs)}`);
console.log(
  `  median scan: ${ms(median(totals))} (cut-out ${ms(median(warm.map((r) => r.cutoutMs)))}, ` +
    `classify ${ms(median(warm.map((r) => r.classifyMs)))}); min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))}`,
);
console.log(`  IoU ${warm[0]?.iou.toFixed(4)}, category ${warm[0]?.category}`);
console.log(`  peak RSS during sequential scans: ${mb(peakRss)} (before: ${mb(rssBeforeScans)})`);

peakRss = process.memoryUsage().rss;
const burstStart = performance.now();
await Promise.all(Array.from({ length: 6 }, () => scan(photo.photo)));
console.log(
  `  6 scans submitted at once: ${ms(performance.now() - burstStart)} wall, ` +
    `at most ${scanQueue.peakActive} running together, peak RSS ${mb(peakRss)}`,
);
const scanPeak = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
console.log(`  process peak RSS so far (kernel maxRSS): ${mb(scanPeak)}\n`);

// ---- mask IoU on the synthetic set ----------------------------------------------------------------
console.log('Mask IoU, drawn garments (800×1000 JPEG):');
const ious: number[] = [];
for (const shape of GARMENT_SHAPES) {
  for (const scene of LOOKS) {
    const synthetic = await renderSyntheticPhoto(shape, scene, 800, 1000);
    const cut = await cutOut(synthetic.photo);
    const iou = maskIoU(cut.mask, synthetic.truth);
    const prediction = await classifyGarment(cut.cutoutWebp);
    ious.push(iou);
    console.log(
      `  ${synthetic.name.padEnd(42)} IoU ${iou.toFixed(4)}  → ${prediction.category}/${prediction.subcategory} ` +
        `${(prediction.confidence * 100).toFixed(0)} %${prediction.lowConfidence ? ' (low confidence)' : ''}`,
    );
  }
}
console.log(
  `  mean ${(ious.reduce((a, b) => a + b, 0) / ious.length).toFixed(4)}, worst ${Math.min(...ious).toFixed(4)}\n`,
);

// ---- classifier on the test split -----------------------------------------------------------------
const { test } = loadFashionMnist({ withTrain: false });
const { mlp, lowConfidenceBelow } = loadGarmentModel();
let right10 = 0;
let right6 = 0;
let flagged = 0;
let forwardMs = 0;
const input = new Float32Array(IMAGE_PIXELS);
for (let n = 0; n < test.count; n++) {
  for (let i = 0; i < IMAGE_PIXELS; i++) input[i] = (test.images[n * IMAGE_PIXELS + i] ?? 0) / 255;
  const t = performance.now();
  const p = classProbabilities(mlp, input);
  const prediction = predictFromProbabilities(p, lowConfidenceBelow);
  forwardMs += performance.now() - t;
  let best = 0;
  for (let k = 1; k < 10; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  const label = test.labels[n] ?? 0;
  if (best === label) right10++;
  if (prediction.category === categoryOfLabel(label)) right6++;
  if (prediction.lowConfidence) flagged++;
}
console.log(`Classifier, Fashion-MNIST test split (${test.count} images):`);
console.log(
  `  10-way ${((right10 / test.count) * 100).toFixed(2)} %, 6-way ${((right6 / test.count) * 100).toFixed(2)} %`,
);
console.log(
  `  low confidence (< ${lowConfidenceBelow}): ${((flagged / test.count) * 100).toFixed(1)} % of guesses`,
);
console.log(
  `  forward pass ${((forwardMs / test.count) * 1000).toFixed(0)} µs per image; ` +
    `classifyGarment incl. preprocessing ${ms(median(warm.map((r) => r.classifyMs)))} (median above)`,
);

clearInterval(sampler);
