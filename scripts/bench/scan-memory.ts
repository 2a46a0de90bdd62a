// Memory and responsiveness of the photo scan through the real app in a child process (its own
// DATA_DIR and embedded PostgreSQL, which runs in processes of its own and is not counted):
//  1. one scan (POST /api/wardrobe/scan, 12 MP JPEG) while GET /api/health is asked every 20 ms;
//  2. four scans at once, the same;
//  3. four uploads at once (POST /api/wardrobe), until their background readings have landed.
// Prints the server's peak RSS (VmHWM, and the highest sample per phase) and /api/health latency.
// Goal (issue 16): peak RSS < 600 MiB with four scans at once; /api/health < 100 ms during a scan.
// Also: ten single scans one after another, each timed as the client waits for its answer.
// Run: npx tsx scripts/bench/scan-memory.ts   (ROOT=<another checkout> measures that one's server;
// PHOTO=<a JPEG> scans that photo instead of the 12 MP drawing, e.g. a real one of the photo set)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { removeDataFolder, throwawayFolder } from '../../server/test/leftover-postgres.ts';
import { twelveMegapixelJpeg } from './twelve-megapixel.ts';
import { median, percentile } from './wardrobe-database.ts';

const root = path.resolve(process.env.ROOT ?? path.join(import.meta.dirname, '../..'));
const port = Number(process.env.PORT ?? 5391);
const base = `http://127.0.0.1:${port}`;
let lastPeak = 0;
const MIB = 1024 * 1024;

// The compiled server, as `npm start` runs it (`npm run build` first); SOURCE=1 runs the sources
// through tsx instead (its transpiler adds some memory of its own).
const entry = process.env.SOURCE
  ? ['--import', 'tsx', path.join(root, 'server/main.ts')]
  : [path.join(root, 'dist/node/server/main.js')];
async function measure(label: string, allocator: Record<string, string>): Promise<number> {
  // Stopped with Ctrl+C (or failing outside the `finally` below), the app, its PostgreSQL and
  // this folder are ended all the same on the way out.
  const dataDir = throwawayFolder('afc-scan-memory-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.MALLOC_ARENA_MAX;
  delete env.MALLOC_MMAP_THRESHOLD_;
  Object.assign(env, allocator);
  const server = spawn(process.execPath, entry, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`\n${label}`);

  /** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak so far). */
  function statusBytes(field: 'VmRSS' | 'VmHWM'): number {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return Number(kb ?? 0) * 1024;
  }

  async function waitForHealth(): Promise<void> {
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not start');
  }

  /** Runs `work` while sampling RSS every 25 ms and timing GET /api/health every 20 ms. */
  async function phase<T>(label: string, work: () => Promise<T>): Promise<T> {
    let done = false;
    let peak = statusBytes('VmRSS');
    const latencies: number[] = [];
    const sampler = setInterval(() => (peak = Math.max(peak, statusBytes('VmRSS'))), 25);
    const pinger = (async () => {
      while (!done) {
        const start = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const start = performance.now();
    const result = await work();
    const took = performance.now() - start;
    done = true;
    await pinger;
    clearInterval(sampler);
    console.log(
      `${label.padEnd(44)} ${(took / 1000).toFixed(1).padStart(5)} s   RSS peak ${(peak / MIB).toFixed(0).padStart(4)} MiB   /api/health median ${median(latencies).toFixed(0).padStart(4)} ms, p95 ${percentile(latencies, 95).toFixed(0).padStart(4)} ms, max ${Math.max(
        ...latencies,
      )
        .toFixed(0)
        .padStart(5)} ms (${latencies.length} asks)`,
    );
    lastPeak = peak;
    return result;
  }

  try {
    await waitForHealth();
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_memory', password: 'bench password 1' }),
    });
    if (register.status !== 201 && register.status !== 200)
      throw new Error(`register answered ${register.status}`);
    const cookie = String(register.headers.get('set-cookie')).split(';')[0]!;
    const jpeg = process.env.PHOTO ? readFileSync(process.env.PHOTO) : await twelveMegapixelJpeg();
    console.log(
      `Server: ${root}, pid ${server.pid}; photo ${process.env.PHOTO ?? '4000×3000 JPEG'}, ${(jpeg.length / MIB).toFixed(1)} MB; RSS at rest ${(statusBytes('VmRSS') / MIB).toFixed(0)} MiB`,
    );

    const post = async (url: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(
        'image',
        new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
        'IMG_0001.jpg',
      );
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      const body = (await response.json()) as { id?: string; message?: string };
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.message}`);
      return body;
    };
    const scan = () => post('/api/wardrobe/scan');

    // The models load on the first scan: not part of the measurement.
    await scan();
    await phase('one scan', scan);
    const singles: number[] = [];
    for (let n = 0; n < 10; n++) {
      const t0 = performance.now();
      await scan();
      singles.push(performance.now() - t0);
    }
    console.log(
      `ten single scans: median ${median(singles).toFixed(0)} ms, max ${Math.max(...singles).toFixed(0)} ms`,
    );
    await phase('four scans at once', () => Promise.all([scan(), scan(), scan(), scan()]));
    const fourScansPeak = lastPeak;
    await phase('four uploads at once, until read', async () => {
      const items = await Promise.all(
        [1, 2, 3, 4].map((n) => post('/api/wardrobe', { name: `Shirt ${n}`, category: 'tops' })),
      );
      const ids = new Set(items.map((item) => item.id));
      for (;;) {
        const list = (await (
          await fetch(`${base}/api/wardrobe`, { headers: { cookie } })
        ).json()) as { id: string; analysing?: boolean }[];
        if (!list.some((item) => ids.has(item.id) && item.analysing)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const hwm = statusBytes('VmHWM');
    console.log(`Peak RSS of the server process (VmHWM): ${(hwm / MIB).toFixed(0)} MiB.`);
    return fourScansPeak;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await removeDataFolder(dataDir);
  }
}

// glibc's defaults (an allocator arena per busy thread; big blocks kept after use once the mmap
// threshold has grown) beside what `npm start` sets: two arenas, blocks of 1 MiB and more mapped
// and returned to the system when freed (the models' and images' buffers).
await measure('glibc defaults (baseline: `node scripts/start.mjs` without the settings)', {});
const ours = await measure(
  'MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576, as `npm start` runs the app',
  { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' },
);
console.log(
  `\nFour scans at once as \`npm start\` runs: ${(ours / MIB).toFixed(0)} MiB. Goal (issue 16) < 600 MiB: ${ours < 600 * MIB ? 'met' : 'NOT met'}.`,
);
