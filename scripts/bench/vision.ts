// Offline scan benchmark: cut-out + garment model on a 12 MP photo (median time, peak memory) and
// mask IoU on drawn garment photos. Accuracy on real photos: scripts/bench/vision-photos.ts.
// Usage: npx tsx scripts/bench/vision.ts [--runs 7]
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { cutOut, scanQueue } from '../../server/vision/cutout.ts';
import { readGarmentKind } from '../../server/vision/garment-model.ts';
import {
  GARMENT_SHAPES,
  LOOKS,
  maskIoU,
  renderSyntheticPhoto,
} from '../../server/vision/synthetic-garments.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, scan: { type: 'string' } },
});
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

// ---- 12 MP scan, measured in a child process so its memory peak is the scan's alone ------------
interface ScanReport {
  coldMs: number;
  totals: number[];
  cutoutMs: number[];
  classifyMs: number[];
  cpuMs: number[];
  iou: number;
  category: string;
  rssBeforeMb: number;
  peakSequentialMb: number;
  burstWallMs: number;
  burstPeakActive: number;
  maxRssMb: number;
}

async function measureScans(photoPath: string, truthPath: string): Promise<ScanReport> {
  const mbNow = (): number => process.memoryUsage().rss / 1024 / 1024;
  let peak = mbNow();
  const sampler = setInterval(() => (peak = Math.max(peak, mbNow())), 10);
  const bytes = await readFile(photoPath);
  const truthImage = await sharp(truthPath)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rssBeforeMb = mbNow();

  const scan = async () => {
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const cut = await cutOut(bytes);
    const t1 = performance.now();
    const prediction = await readGarmentKind(bytes);
    const t2 = performance.now();
    const used = process.cpuUsage(cpu);
    return {
      cut,
      prediction,
      cutoutMs: t1 - t0,
      classifyMs: t2 - t1,
      cpuMs: (used.user + used.system) / 1000,
    };
  };
  const cold = await scan();
  const runs: Awaited<ReturnType<typeof scan>>[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await scan());
  const peakSequentialMb = peak;

  const burstStart = performance.now();
  await Promise.all(Array.from({ length: 6 }, () => scan()));
  const burstWallMs = performance.now() - burstStart;
  clearInterval(sampler);

  // The mask is at the working size; the truth at 12 MP: compare at the mask's size.
  const last = runs[runs.length - 1] ?? cold;
  const truth = await sharp(truthImage.data, {
    raw: { width: truthImage.info.width, height: truthImage.info.height, channels: 1 },
  })
    .resize(last.cut.mask.width, last.cut.mask.height)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return {
    coldMs: cold.cutoutMs + cold.classifyMs,
    totals: runs.map((r) => r.cutoutMs + r.classifyMs),
    cutoutMs: runs.map((r) => r.cutoutMs),
    classifyMs: runs.map((r) => r.classifyMs),
    cpuMs: runs.map((r) => r.cpuMs),
    iou: maskIoU(last.cut.mask, { ...last.cut.mask, data: truth }),
    category: last.prediction.category,
    rssBeforeMb,
    peakSequentialMb,
    burstWallMs,
    burstPeakActive: scanQueue.peakActive,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

if (args.scan) {
  const [photoPath, truthPath] = args.scan.split(',');
  process.stdout.write(JSON.stringify(await measureScans(photoPath ?? '', truthPath ?? '')) + '\n');
  process.exit(0);
}

// Wall times depend on what else the machine runs; the load average and CPU time say how much.
console.log(
  `Node ${process.version}, sharp ${sharp.versions.sharp}, ${RUNS} runs, ${cpus().length} cores, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
);

const shirt = GARMENT_SHAPES[0];
const look = LOOKS[1];
if (!shirt || !look) throw new Error('no synthetic garments defined');
const scene = await renderSyntheticPhoto(shirt, look, 4000, 3000);
// Sensor-like grain, so the JPEG is as large and slow to decode as a real 12 MP photo.
const { data: pixels, info } = await sharp(scene.photo).raw().toBuffer({ resolveWithObject: true });
let seed = 12345;
for (let i = 0; i < pixels.length; i++) {
  seed = (seed * 1103515245 + 12345) >>> 0;
  pixels[i] = Math.min(255, Math.max(0, (pixels[i] as number) + ((seed >>> 24) % 13) - 6));
}
const workDir = await mkdtemp(path.join(tmpdir(), 'vision-bench-'));
const photoPath = path.join(workDir, 'photo-12mp.jpg');
const truthPath = path.join(workDir, 'truth.png');
await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
  .jpeg({ quality: 92 })
  .toFile(photoPath);
await sharp(Buffer.from(scene.truth.data), {
  raw: { width: scene.truth.width, height: scene.truth.height, channels: 1 },
})
  .png()
  .toFile(truthPath);
console.log(
  `12 MP photo: 4000×3000 JPEG, ${mb((await stat(photoPath)).size)} (${scene.name}, with grain)`,
);

const child = spawnSync(
  process.execPath,
  [
    ...process.execArgv,
    fileURLToPath(import.meta.url),
    '--runs',
    String(RUNS),
    '--scan',
    `${photoPath},${truthPath}`,
  ],
  { encoding: 'utf8', maxBuffer: 1024 * 1024 },
);
await rm(workDir, { recursive: true, force: true });
if (child.status !== 0) throw new Error(`scan process failed: ${child.stderr}`);
const report = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as ScanReport;
console.log(`  first scan (loads the model): ${ms(report.coldMs)}`);
console.log(
  `  median scan: ${ms(median(report.totals))} (cut-out ${ms(median(report.cutoutMs))}, ` +
    `garment model ${ms(median(report.classifyMs))}); min ${ms(Math.min(...report.totals))}, ` +
    `max ${ms(Math.max(...report.totals))}`,
);
console.log(
  `  CPU time per scan (all threads): median ${ms(median(report.cpuMs))}; ` +
    `mask IoU ${report.iou.toFixed(4)}, category ${report.category}`,
);
console.log(
  `  scan process RSS: ${report.rssBeforeMb.toFixed(0)} MB before, ` +
    `${report.peakSequentialMb.toFixed(0)} MB peak over ${RUNS} sequential scans`,
);
console.log(
  `  6 scans submitted at once: ${ms(report.burstWallMs)} wall, ` +
    `at most ${report.burstPeakActive} running together`,
);
console.log(`  scan process peak RSS overall (kernel maxRSS): ${report.maxRssMb.toFixed(0)} MB\n`);

// ---- mask IoU on the synthetic set ----------------------------------------------------------------
console.log('Mask IoU, drawn garments (800×1000 JPEG):');
const ious: number[] = [];
for (const shape of GARMENT_SHAPES) {
  for (const scene of LOOKS) {
    const synthetic = await renderSyntheticPhoto(shape, scene, 800, 1000);
    const cut = await cutOut(synthetic.photo);
    const iou = maskIoU(cut.mask, synthetic.truth);
    const prediction = await readGarmentKind(synthetic.photo);
    ious.push(iou);
    console.log(
      `  ${synthetic.name.padEnd(42)} IoU ${iou.toFixed(4)}  → ${prediction.category}/${prediction.kind} ` +
        `${(prediction.confidence * 100).toFixed(0)} %${prediction.lowConfidence ? ' (low confidence)' : ''}`,
    );
  }
}
console.log(
  `  mean ${(ious.reduce((a, b) => a + b, 0) / ious.length).toFixed(4)}, worst ${Math.min(...ious).toFixed(4)}\n`,
);
