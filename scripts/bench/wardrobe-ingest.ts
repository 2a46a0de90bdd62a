// Time to take in a 12 MP phone-size JPEG through POST /api/wardrobe (multipart parse, validate,
// normalise to ≤2048 px WebP, ~480 px thumbnail, blob writes fsynced, insert), beside sharp alone
// on the same photo (processPhoto) in the same run, with the offline vision wired in as in
// production. The upload answers before the photo is read; the bench then times how long the
// background reading (u2netp cut-out, classifier, colours) takes to land on the item.
// Goal (issue 16): upload median within 2× sharp alone. Run: npx tsx scripts/bench/wardrobe-ingest.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import { buildApp } from '../../server/app.ts';
import { processPhoto } from '../../server/images/image-pipeline.ts';
import { createLocalDiskBlobStore } from '../../server/storage/local-disk-blob-store.ts';
import { createGarmentVision } from '../../server/stylist/local/scan/garment-vision.ts';
import { createLocalStylist } from '../../server/stylist/local/local-stylist.ts';
import { multipartForm } from '../../server/test/multipart-form.ts';
import { twelveMegapixelJpeg } from './twelve-megapixel.ts';
import { median, openBenchDatabase, percentile } from './wardrobe-database.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 2;

const database = await openBenchDatabase();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'afc-bench-uploads-'));
const vision = createGarmentVision();
const app = await buildApp({
  db: database.db,
  pool: database.pool,
  blobStore: createLocalDiskBlobStore(uploadsDir),
  vision,
  stylist: createLocalStylist({ recognizeGarment: vision.recognizer }),
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

  /** Asks the list (as the client does) until the item is no longer analysing. */
  async function untilRead(id: string): Promise<WardrobeItem> {
    for (;;) {
      const list = await app.inject({ url: '/api/wardrobe', headers: { cookie } });
      const item = list.json<WardrobeItem[]>().find((each) => each.id === id);
      if (!item) throw new Error(`item ${id} vanished`);
      if (!item.analysing) return item;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const pipelineTimes: number[] = [];
  const requestTimes: number[] = [];
  const landedTimes: number[] = [];
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
    const answered = response.json<WardrobeItem>();
    if (!answered.analysing) throw new Error('the upload answered with its reading done');
    // One upload at a time: the next one starts once this one's reading has landed.
    const read = await untilRead(answered.id);
    const landed = performance.now() - start;
    if (!read.cutoutImageUrl) throw new Error('the reading landed without a cut-out');
    if (run >= 0) {
      pipelineTimes.push(pipeline);
      requestTimes.push(request);
      landedTimes.push(landed);
    }
  }

  const row = (label: string, times: number[]) =>
    console.log(
      `${label.padEnd(52)} median ${median(times).toFixed(0).padStart(5)} ms   p95 ${percentile(
        times,
        95,
      )
        .toFixed(0)
        .padStart(5)} ms   min ${Math.min(...times)
        .toFixed(0)
        .padStart(5)} ms`,
    );
  console.log(
    `${RUNS} runs after ${WARMUP} warm-up runs, sharp concurrency ${sharp.concurrency()}:`,
  );
  row('sharp alone (processPhoto: validate, WebP, thumbnail)', pipelineTimes);
  row('POST /api/wardrobe answered (item analysing)', requestTimes);
  row('until the cut-out and reading land (from the POST)', landedTimes);
  const ratio = median(requestTimes) / median(pipelineTimes);
  console.log(
    `Upload / sharp alone (medians): ${ratio.toFixed(2)}×. Goal ≤ 2×: ${ratio <= 2 ? 'met' : 'NOT met'}.`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}
