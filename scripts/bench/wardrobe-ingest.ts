// Time to take in a 12 MP phone-size JPEG through POST /api/wardrobe: multipart parse, validate,
// normalise (≤2048 px WebP), thumbnail (~480 px WebP), colour scan, blob writes (fsynced), insert.
// Goal: median < 400 ms. Run: npx tsx scripts/bench/wardrobe-ingest.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../../server/app.ts';
import { processPhoto } from '../../server/images/image-pipeline.ts';
import { createLocalDiskBlobStore } from '../../server/storage/local-disk-blob-store.ts';
import { multipartForm } from '../../server/test/multipart-form.ts';
import { median, openBenchDatabase, percentile } from './wardrobe-database.ts';

const RUNS = 25;
const WARMUP = 3;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000×3000 "photo": a navy shirt on a lit backdrop with sensor-like noise, JPEG quality 92. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
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

const database = await openBenchDatabase();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'afc-bench-uploads-'));
const app = await buildApp({
  db: database.db,
  pool: database.pool,
  blobStore: createLocalDiskBlobStore(uploadsDir),
});
await app.ready();

try {
  const jpeg = await twelveMegapixelJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(
    `Input: ${meta.width}×${meta.height} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`,
  );

  const register = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: 'bench_ingest', password: 'bench password 1' },
  });
  const cookie = String(register.headers['set-cookie']).split(';')[0]!;
  const form = await multipartForm(
    { name: 'Navy shirt', category: 'tops', price: '4999', tags: '["work"]' },
    [{ field: 'image', filename: 'IMG_0001.jpg', contentType: 'image/jpeg', bytes: jpeg }],
  );

  const pipelineTimes: number[] = [];
  const requestTimes: number[] = [];
  for (let run = -WARMUP; run < RUNS; run++) {
    let start = performance.now();
    await processPhoto(jpeg);
    const pipeline = performance.now() - start;

    start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/wardrobe',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    const request = performance.now() - start;
    if (response.statusCode !== 201)
      throw new Error(`POST answered ${response.statusCode}: ${response.body}`);
    if (run >= 0) {
      pipelineTimes.push(pipeline);
      requestTimes.push(request);
    }
  }

  const row = (label: string, times: number[]) =>
    console.log(
      `${label.padEnd(58)} median ${median(times).toFixed(0).padStart(4)} ms   p90 ${percentile(times, 90).toFixed(0).padStart(4)} ms   min ${Math.min(
        ...times,
      )
        .toFixed(0)
        .padStart(4)} ms`,
    );
  console.log(
    `${RUNS} runs after ${WARMUP} warm-up runs, sharp concurrency ${sharp.concurrency()}:`,
  );
  row('image pipeline only (validate, normalise, thumbnail)', pipelineTimes);
  row('POST /api/wardrobe (+ multipart, colour scan, blobs, insert)', requestTimes);
  const verdict = median(requestTimes) < 400 ? 'met' : 'NOT met';
  console.log(`Goal: median < 400 ms for the whole intake: ${verdict}.`);
} finally {
  await app.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}
