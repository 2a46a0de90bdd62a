// The scan on real photos of clothes: the validation split of ../shared/datasets/clothing-photos
// (senders the garment model never trained or calibrated on), each photo scanned as the app scans
// it (processScanImage, then the built-in scanner with the offline models), beside a baseline checkout
// scanned the same way in the same run.
//
//   npm run bench:vision -- [--baseline <checkout>] [--split val|dev] [--limit N] [--photos DIR]
//
// A baseline checkout: `git worktree add /tmp/afc-baseline <commit> && ln -s $PWD/node_modules
// /tmp/afc-baseline/node_modules`. Prints, per scanner: six-way category accuracy, kind accuracy,
// how often the suggested name names the right kind of garment, the share of sure categories and
// how often a sure one is wrong, refusals of real garments, median and p95 scan time, peak RSS.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { categoryFits, categoryOfPhotoLabel, nameNamesKind } from './vision-photo-labels.ts';
import { median, percentile } from './wardrobe-database.ts';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    split: { type: 'string', default: 'val' },
    limit: { type: 'string', default: '0' },
    photos: {
      type: 'string',
      default: path.resolve(import.meta.dirname, '../../../shared/datasets/clothing-photos'),
    },
  },
});
const root = path.resolve(import.meta.dirname, '../..');

interface Photo {
  image: string;
  label: string;
}

/** The split's photos: those of the senders the model's metadata lists for it. */
function splitPhotos(): Photo[] {
  const meta = JSON.parse(
    readFileSync(path.join(root, 'server/vision/models/garment-model.json'), 'utf8'),
  ) as { training: { senders: Record<string, string[]> } };
  const senders = new Set(meta.training.senders[args.split ?? 'val'] ?? []);
  if (!senders.size) throw new Error(`no senders for split ${args.split}`);
  const lines = readFileSync(path.join(args.photos ?? '', 'labels.csv'), 'utf8')
    .trim()
    .split('\n');
  const photos: Photo[] = [];
  for (const line of lines.slice(1)) {
    const [image = '', sender = '', label = ''] = line.split(',');
    if (senders.has(sender) && categoryOfPhotoLabel(label)) photos.push({ image, label });
  }
  const limit = Number(args.limit);
  return limit > 0 ? photos.filter((_, i) => i % Math.ceil(photos.length / limit) === 0) : photos;
}

interface ScanModules {
  processScanImage: (bytes: Buffer) => Promise<{ bytes: Buffer; contentType: string }>;
  createLocalScanItem: (recognizer: unknown) => (image: unknown) => Promise<ScanAnswer>;
  createGarmentVision: () => { recognizer: unknown };
}
interface ScanAnswer {
  category: string | null;
  detectedName: string;
  lowConfidence?: boolean;
}

async function scannerAt(checkout: string) {
  const load = (file: string) => import(pathToFileURL(path.join(checkout, file)).href);
  // The scanner's files moved into stylist/local/scan/; a baseline from before has them one up.
  const scanDir = existsSync(path.join(checkout, 'server/stylist/local/scan'))
    ? 'server/stylist/local/scan'
    : 'server/stylist/local';
  const modules = {
    ...(await load('server/images/image-pipeline.ts')),
    ...(await load(`${scanDir}/scan-item.ts`)),
    ...(await load(`${scanDir}/garment-vision.ts`)),
  } as ScanModules;
  const scan = modules.createLocalScanItem(modules.createGarmentVision().recognizer);
  return async (bytes: Buffer) => scan(await modules.processScanImage(bytes));
}

interface Tally {
  photos: number;
  category: number;
  kind: number;
  sure: number;
  sureWrong: number;
  refused: number;
  times: number[];
  perLabel: Map<string, { photos: number; right: number; named: number }>;
}

async function evaluate(name: string, checkout: string, photos: Photo[]): Promise<Tally> {
  const scan = await scannerAt(checkout);
  const tally: Tally = {
    photos: 0,
    ...{ category: 0, kind: 0, sure: 0, sureWrong: 0, refused: 0 },
    times: [],
    perLabel: new Map(),
  };
  // The first scan loads the models: not counted in the times.
  await scan(readFileSync(path.join(args.photos ?? '', 'images', `${photos[0]?.image}.jpg`)));
  for (const photo of photos) {
    const bytes = readFileSync(path.join(args.photos ?? '', 'images', `${photo.image}.jpg`));
    const t0 = performance.now();
    const answer = await scan(bytes);
    tally.times.push(performance.now() - t0);
    tally.photos++;
    const right = categoryFits(answer.category, photo.label);
    const per = tally.perLabel.get(photo.label) ?? { photos: 0, right: 0, named: 0 };
    per.photos++;
    if (answer.category === null) tally.refused++;
    if (right) {
      tally.category++;
      per.right++;
    }
    tally.perLabel.set(photo.label, per);
    if (nameNamesKind(answer.detectedName, photo.label)) {
      tally.kind++;
      per.named++;
    }
    if (answer.category !== null && !answer.lowConfidence) {
      tally.sure++;
      if (!right) tally.sureWrong++;
    }
  }
  console.log(`${name} (${checkout}): ${tally.photos} photos`);
  return tally;
}

const pct = (n: number, of: number) => `${((n / Math.max(1, of)) * 100).toFixed(1)} %`;

function print(name: string, t: Tally) {
  console.log(`\n${name}`);
  console.log(`  category (six-way)          ${pct(t.category, t.photos)}`);
  console.log(`  name names the right kind   ${pct(t.kind, t.photos)}`);
  console.log(`  sure answers                ${pct(t.sure, t.photos)}`);
  console.log(
    `  sure and wrong              ${pct(t.sureWrong, t.photos)} of all (${pct(t.sureWrong, t.sure)} of sure)`,
  );
  console.log(`  refused (no garment found)  ${pct(t.refused, t.photos)}`);
  console.log(
    `  scan time                   median ${median(t.times).toFixed(0)} ms, p95 ${percentile(t.times, 95).toFixed(0)} ms`,
  );
  const labels = [...t.perLabel.entries()].sort((a, b) => b[1].photos - a[1].photos);
  console.log(
    `  category right per label    ${labels.map(([l, v]) => `${l} ${v.right}/${v.photos}`).join(', ')}`,
  );
  console.log(
    `  name right per label        ${labels.map(([l, v]) => `${l} ${v.named}/${v.photos}`).join(', ')}`,
  );
}

const photos = splitPhotos();
console.log(
  `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; split '${args.split}': ${photos.length} photos\n`,
);
const results: [string, Tally][] = [];
results.push(['this checkout', await evaluate('this checkout', root, photos)]);
if (args.baseline) {
  results.push(['baseline', await evaluate('baseline', path.resolve(args.baseline), photos)]);
}
for (const [name, tally] of results) print(name, tally);
console.log(
  `\npeak RSS of this process (both scanners): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
process.exit(0);
