// One hostile account against everyone else (issue 26), through the real app in a child process
// (its own DATA_DIR and embedded PostgreSQL; the app as `npm start` runs it, from the sources):
//  1. a second account's scan (POST /api/wardrobe/scan) with nothing else running, then the same
//     scan while a first account floods the scanner with 30 scans at once (in the same run), and
//     what the flood's scans were answered;
//  2. 2,000 uploads (POST /api/wardrobe with a photo) from one account with the default limits:
//     how many are taken before the per-account limit answers 429;
//  3. the same 2,000 uploads with the limits raised (ACCOUNT_RATE_LIMIT_SCALE=100), so all are
//     taken: the server's RSS before and after, with most of their background readings still
//     queued (a queued reading names its item; the photo stays in the store).
// Run: npx tsx scripts/bench/scan-fairness.ts   (ROOT=<another checkout> measures that one's server;
// PHASES=flood, limited or queued, comma-separated, runs those parts only)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { freePort } from '../../server/test/app-process.ts';
import { removeDataFolder, throwawayFolder } from '../../server/test/leftover-postgres.ts';
import { processPhoto } from '../../server/images/image-pipeline.ts';
import { garmentJpeg } from '../../server/test/test-images.ts';
import { twelveMegapixelJpeg } from './twelve-megapixel.ts';
import { median } from './wardrobe-database.ts';

const root = path.resolve(process.env.ROOT ?? path.join(import.meta.dirname, '../..'));
const phases = new Set((process.env.PHASES ?? 'flood,limited,queued').split(','));
const MIB = 1024 * 1024;
const FLOOD = 30;
/** Floods in a row, the second account scanning during each. */
const FLOODS = 3;
const UPLOADS = 2_000;
/** Uploads in flight at once: a script's pace, not a browser's. */
const UPLOAD_CONCURRENCY = 8;
/** How long the server is left alone after the uploads before its memory is read again. */
const SETTLE_MS = 20_000;

interface RunningApp {
  base: string;
  child: ChildProcess;
  rss(): number;
  peakRss(): number;
  stop(): Promise<void>;
}

/** Starts the app on a throwaway DATA_DIR with npm start's allocator settings and `env` on top. */
async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = throwawayFolder('afc-scan-fairness-');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every sign-up of this bench comes from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const statusBytes = (field: 'VmRSS' | 'VmHWM') => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await removeDataFolder(dataDir);
  };
  try {
    const until = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
      if (Date.now() > until) throw new Error('the app did not start');
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    child,
    rss: () => statusBytes('VmRSS'),
    peakRss: () => statusBytes('VmHWM'),
    stop,
  };
}

/** Signs a new account up; answers its session cookie. */
async function signUp(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench password 1' }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  return String(response.headers.get('set-cookie')).split(';')[0]!;
}

/** A multipart POST with one photo; answers the status and how long the client waited. */
async function postPhoto(
  base: string,
  cookie: string,
  url: string,
  photo: Buffer,
  fields: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const start = performance.now();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
const tally = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${statuses.filter((s) => s === status).length} × ${status}`)
    .join(', ');

/** 1. The second account's scan alone, then during the first account's flood. */
async function flood(): Promise<void> {
  const app = await startApp();
  try {
    const [mallory, bob] = [
      await signUp(app.base, 'bench_flood'),
      await signUp(app.base, 'bench_bob'),
    ];
    // A phone-sized photo each, different, so no cache could answer one from the other.
    const floodPhoto = await garmentJpeg({ width: 1600, height: 1200 });
    const bobsPhoto = await garmentJpeg({ width: 1600, height: 1200, color: '#d01c2a' });
    const scan = (cookie: string, photo: Buffer) =>
      postPhoto(app.base, cookie, '/api/wardrobe/scan', photo);
    // The models load on the first scan: not part of the measurement.
    await scan(bob, bobsPhoto);
    const alone: number[] = [];
    for (let n = 0; n < 5; n++) alone.push((await scan(bob, bobsPhoto)).ms);

    const during: number[] = [];
    const answers: number[] = [];
    for (let round = 0; round < FLOODS; round++) {
      const flooding = Array.from({ length: FLOOD }, () => scan(mallory, floodPhoto));
      // Once the flood has reached the server (its first refusals are back), bob scans.
      await Promise.race([...flooding, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      during.push((await scan(bob, bobsPhoto)).ms);
      answers.push(...(await Promise.all(flooding)).map((answer) => answer.status));
    }
    console.log(`\nServer: ${root}`);
    console.log(
      `Second account's scan, nothing else running: median ${seconds(median(alone))} (${alone.map(seconds).join(', ')})`,
    );
    console.log(
      `Second account's scan during a ${FLOOD}-scan flood from the first: median ${seconds(median(during))} (${during.map(seconds).join(', ')}; ${FLOODS} floods)`,
    );
    console.log(`The floods' ${answers.length} scans were answered: ${tally(answers)}`);
  } finally {
    await app.stop();
  }
}

/** Sends `count` uploads from one account, `UPLOAD_CONCURRENCY` at a time; answers their statuses. */
async function upload(app: RunningApp, cookie: string, photo: Buffer, count: number) {
  const statuses: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
      while (next < count) {
        const n = next++;
        const answer = await postPhoto(app.base, cookie, '/api/wardrobe', photo, {
          name: `Shirt ${n}`,
          category: 'tops',
        });
        statuses.push(answer.status);
      }
    }),
  );
  return { statuses, ms: performance.now() - start };
}

async function analysingCount(app: RunningApp, cookie: string): Promise<number> {
  const response = await fetch(`${app.base}/api/wardrobe`, { headers: { cookie } });
  const items = (await response.json()) as { analysing?: boolean }[];
  return items.filter((item) => item.analysing).length;
}

/**
 * A phone photo as a phone app sends it: 2048 × 1536 with a sensor's grain, about 640 kB, stored as
 * a WebP of about 290 kB (a flat drawing would shrink to a few kB and hide what a queue holds).
 */
async function phonePhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 2048,
      height: 1536,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  return sharp(await twelveMegapixelJpeg())
    .resize(2048)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** 2. Uploads from one account with the default limits: how many are taken. */
async function limitedUploads(): Promise<void> {
  const photo = await phonePhoto();
  const limited = await startApp();
  try {
    const cookie = await signUp(limited.base, 'bench_uploads');
    const { statuses, ms } = await upload(limited, cookie, photo, UPLOADS);
    console.log(
      `\n${UPLOADS} uploads from one account, default limits: ${tally(statuses)} in ${seconds(ms)}`,
    );
  } finally {
    await limited.stop();
  }
}

/** 3. The same uploads with the limits raised, all taken: the server's memory with them queued. */
async function queuedUploads(): Promise<void> {
  const photo = await phonePhoto();
  const raised = await startApp({ ACCOUNT_RATE_LIMIT_SCALE: '100' });
  try {
    const cookie = await signUp(raised.base, 'bench_uploads');
    // The models load with the first reading: part of the app at work, so loaded first.
    await upload(raised, cookie, photo, 1);
    while ((await analysingCount(raised, cookie)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const atRest = raised.rss();
    const { statuses, ms } = await upload(raised, cookie, photo, UPLOADS);
    const after = raised.rss();
    const waiting = await analysingCount(raised, cookie);
    // What the uploads' own buffers took comes back; what the queue holds stays.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const settled = raised.rss();
    const stillWaiting = await analysingCount(raised, cookie);
    const stored = await processPhoto(photo);
    console.log(
      `${UPLOADS} uploads from one account, limits ×100: ${tally(statuses)} in ${seconds(ms)}`,
    );
    console.log(
      `Server RSS: ${mib(atRest)} before; ${mib(after)} after the uploads (${waiting} readings waiting); ${mib(settled)} ${SETTLE_MS / 1000} s later (${stillWaiting} waiting); peak ${mib(raised.peakRss())}`,
    );
    console.log(
      `(each upload ${(photo.length / 1024).toFixed(0)} kB, stored as a ${(stored.image.bytes.length / 1024).toFixed(0)} kB WebP and a ${(stored.thumbnail.bytes.length / 1024).toFixed(0)} kB thumbnail)`,
    );
  } finally {
    await raised.stop();
  }
}

if (phases.has('flood')) await flood();
if (phases.has('limited')) await limitedUploads();
if (phases.has('queued')) await queuedUploads();
