// kill -9 in the middle of a thousand writes (a quarter with photos): after a restart on the same
// DATA_DIR every write the app acknowledged is there, no row points at a missing photo and no
// photo lacks its row. Most photos go to the style diary: a wardrobe photo is also read by the
// garment recogniser (over a second of CPU each here), which would make the test slow.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../contract/diary.ts';
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import { PENDING_PREFIX } from '../storage/blob-keys.ts';
import { blobKeyOfUrl } from '../storage/blob-url.ts';
import {
  endApp,
  freePort,
  startApp,
  stopApp,
  waitForReady,
  type AppProcess,
} from '../test/app-process.ts';
import { removeDataFolder, throwawayFolder } from '../test/leftover-postgres.ts';
import { multipartForm } from '../test/multipart-form.ts';
import { send, signUp } from '../test/process-client.ts';
import { garmentJpeg } from '../test/test-images.ts';

const WRITES = 1000;
const KILL_AFTER = 500;
const CONCURRENCY = 8;
/** The plan: write i is a diary entry with a photo, a wardrobe photo, or a plain wardrobe item. */
function planned(i: number): 'diary' | 'wardrobePhoto' | 'wardrobe' {
  if (i % 250 === 125) return 'wardrobePhoto';
  return i % 4 === 1 ? 'diary' : 'wardrobe';
}

const folder = throwawayFolder('afc-kill9-');
const dataDir = path.join(folder, 'data');
const running: AppProcess[] = [];
// Whatever failed: the apps stopped, then the PostgreSQL a killed one left, then the folder.
afterAll(async () => {
  for (const app of running) await endApp(app);
  await removeDataFolder(folder);
});

async function start() {
  const port = await freePort();
  // A thousand writes from one account: its per-account budgets (issue 26) are not what is tested.
  const app = startApp({ port, dataDir, env: { ACCOUNT_RATE_LIMIT_SCALE: '100' } });
  running.push(app);
  await waitForReady(app, port);
  return { app, port };
}

/** Every file under DATA_DIR/uploads, as blob keys (`<owner>/<name>`). */
function storedKeys(): string[] {
  const root = path.join(dataDir, 'uploads');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('kill -9 while writing', () => {
  it(`loses no acknowledged write of ${WRITES} and leaves no orphan`, async () => {
    let { app, port } = await start();
    const cookie = await signUp(port, 'kill_check');
    // The garment cut-out model is not what this test is about; the scan still runs on photos.
    await send({
      port,
      method: 'PUT',
      path: '/api/preferences',
      headers: { cookie, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ autoCutout: false })),
    });
    const photo = await garmentJpeg({ width: 64, height: 64 });
    const image = { field: 'image', filename: 'tee.jpg', contentType: 'image/jpeg', bytes: photo };
    const forms = {
      wardrobe: await multipartForm({ name: 'Plain Tee', category: 'tops' }),
      wardrobePhoto: await multipartForm({ name: 'Photo Tee', category: 'tops' }, [image]),
      diary: await multipartForm({ title: 'Street look' }, [image]),
    };

    const acknowledged = new Set<string>();
    let next = 0;
    let killedAt = -1;
    const started = performance.now();
    /** Writes until the plan is done or (first phase) the app is killed under it. */
    async function writer(agent: http.Agent, phase: 'before' | 'after') {
      while (next < WRITES) {
        if (phase === 'before' && killedAt >= 0) return;
        const kind = planned(next++);
        const form = forms[kind];
        const outcome = await send({
          port,
          agent,
          method: 'POST',
          path: kind === 'diary' ? '/api/style-diary' : '/api/wardrobe',
          headers: { cookie, ...form.headers },
          body: form.payload,
        });
        if (outcome.kind === 'answered' && outcome.status === 201) {
          acknowledged.add((JSON.parse(outcome.body) as { id: string }).id);
          if (phase === 'before' && acknowledged.size === KILL_AFTER) {
            killedAt = acknowledged.size;
            app.child.kill('SIGKILL');
          }
        } else if (phase === 'after' || killedAt < 0) {
          throw new Error(`write failed: ${JSON.stringify(outcome)}`);
        }
      }
    }
    const agents = Array.from({ length: CONCURRENCY }, () => new http.Agent({ keepAlive: true }));
    await Promise.all(agents.map((agent) => writer(agent, 'before')));
    await app.exited;
    const beforeKill = acknowledged.size;

    ({ app, port } = await start());
    await Promise.all(agents.map((agent) => writer(agent, 'after')));
    agents.forEach((agent) => agent.destroy());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const list = async <T>(route: string) => {
      const answer = await send({ port, method: 'GET', path: route, headers: { cookie } });
      if (answer.kind !== 'answered') throw new Error(`${route} did not answer`);
      return JSON.parse(answer.body) as T[];
    };
    const items = await list<WardrobeItem>('/api/wardrobe');
    const entries = await list<DiaryEntry>('/api/style-diary');
    const ids = new Set([...items, ...entries].map((row) => row.id));
    const lost = [...acknowledged].filter((id) => !ids.has(id));

    // Photos: what the rows point at, and what is on disk (raw uploads and temp files aside).
    const urls = [
      ...items.flatMap((item) => [
        item.originalImageUrl,
        item.originalThumbnailUrl,
        item.cutoutImageUrl,
        item.cutoutThumbnailUrl,
      ]),
      ...entries.flatMap((entry) => [entry.imageUrl, entry.thumbnailUrl]),
    ];
    const referenced = new Set(urls.flatMap((url) => (url ? [blobKeyOfUrl(url)] : [])));
    const onDisk = storedKeys().filter((key) => !key.startsWith(PENDING_PREFIX));
    const missing = [...referenced].filter((key) => key === null || !onDisk.includes(key));
    const orphans = onDisk.filter((key) => !referenced.has(key));
    console.log(
      `kill -9 during writes: ${acknowledged.size} acknowledged (${beforeKill} before the kill), ` +
        `${lost.length} lost, ${ids.size} rows, ${referenced.size} photo files referenced, ` +
        `${missing.length} missing, ${orphans.length} orphans (${orphans.join(', ')}); ${seconds} s. ` +
        `Restart: ${/Removed \d+ photo files[^\n]*/.exec(app.output())?.[0] ?? 'nothing to remove'}`,
    );
    expect(lost).toEqual([]);
    expect(missing).toEqual([]);
    expect(orphans).toEqual([]);
    expect(referenced.size).toBeGreaterThan(0);
    expect(await stopApp(app)).toBe(0);
  }, 300_000);
});
