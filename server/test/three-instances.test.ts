import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import {
  endApp,
  freePort,
  postJson,
  startApp,
  waitForReady,
  type AppProcess,
} from './app-process.ts';
import { withDatabase } from './database-url.ts';
import { multipartForm } from './multipart-form.ts';
import { MACHINE_REDIS_URL, redisAnswers } from './redis-server.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { garmentJpeg } from './test-images.ts';

// Scale-out, for real: three app processes on one PostgreSQL (the machine's, as in production),
// one Redis and one S3 bucket (s3rver), started at the same moment. What one instance does, the
// others see. It makes its own database on the machine's PostgreSQL, whatever DATABASE_URL says.
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FAILED_LOGINS_ALLOWED = 6;

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const missing = [
  ...((await postgresAnswers(PG_ADMIN_URL)) ? [] : [`PostgreSQL at ${PG_ADMIN_URL}`]),
  ...((await redisAnswers(MACHINE_REDIS_URL)) ? [] : [`Redis at ${MACHINE_REDIS_URL}`]),
];
if (missing.length > 0) {
  const reason = `three-instance test: no ${missing.join(' and no ')}`;
  if (process.env.CI === 'true') throw new Error(`${reason}, and CI=true: it must run.`);
  console.warn(`SKIPPED ${reason} (set PG_ADMIN_URL / TEST_REDIS_URL).`);
}

interface Instance {
  name: string;
  port: number;
  process: AppProcess;
  dataDir: string;
}

const url = (instance: Instance, route: string) => `http://127.0.0.1:${instance.port}${route}`;

describe.skipIf(missing.length > 0)('three instances, one database, bucket and Redis', () => {
  const database = `afc_three_${randomBytes(6).toString('hex')}`;
  let s3: S3TestServer;
  let instances: Instance[] = [];
  const username = `three_${randomBytes(4).toString('hex')}`;
  const password = 'three instances, one truth';
  let cookie = '';
  let item: WardrobeItem;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: withDatabase(PG_ADMIN_URL, database),
      REDIS_URL: MACHINE_REDIS_URL,
      APP_SECRET: randomBytes(32).toString('base64url'),
      AUTH_RATE_LIMIT_PER_USERNAME: String(FAILED_LOGINS_ALLOWED),
      // The machine's Redis outlives this run: a per-IP count left by earlier runs must not bite.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...s3.env,
    };
    const ports = await Promise.all(['A', 'B', 'C'].map(() => freePort()));
    // All three at once: each migrates the empty database, one at a time under the advisory lock.
    instances = ['A', 'B', 'C'].map((name, index) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `afc-three-${name}-`));
      const port = ports[index]!;
      return { name, port, dataDir, process: startApp({ port, dataDir, env }) };
    });
    await Promise.all(instances.map((instance) => waitForReady(instance.process, instance.port)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => endApp(instance.process)));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await s3?.stop();
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('start together without an error, each migrating under the lock', () => {
    for (const instance of instances)
      expect(instance.process.errors(), instance.name).not.toMatch(/error|warn|fail/i);
  });

  it('share sessions: signed up on A, signed in on B and C', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const response = await postJson(a.port, '/api/register', { username, password });
    expect(response.status).toBe(201);
    cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const other of [b, c]) {
      const user = await fetch(url(other, '/api/user'), { headers: { cookie } });
      expect(user.status, other.name).toBe(200);
      expect(((await user.json()) as { username: string }).username).toBe(username);
    }
  });

  it('share photos: uploaded through A, served the same by B and C', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const form = await multipartForm({ name: 'Navy shirt', category: 'tops' }, [
      {
        field: 'image',
        filename: 'shirt.jpg',
        contentType: 'image/jpeg',
        bytes: await garmentJpeg({ width: 320, height: 320, color: '#1f2a44' }),
      },
    ]);
    const created = await fetch(url(a, '/api/wardrobe'), {
      method: 'POST',
      headers: { ...form.headers, cookie },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    item = (await created.json()) as WardrobeItem;
    // The photo is read (cut out) in the background on A: wait for it, so nothing is mid-write.
    for (let tries = 0; item.analysing && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = await fetch(url(a, '/api/wardrobe'), { headers: { cookie } });
      item = ((await list.json()) as WardrobeItem[]).find((each) => each.id === item.id)!;
    }
    expect(item.analysing).toBe(false);
    const keys = await s3.keys();
    for (const photoUrl of [item.imageUrl!, item.thumbnailUrl!]) {
      expect(keys).toContain(photoUrl.replace('/api/blobs/', ''));
      const served = await Promise.all(
        [a, b, c].map(async (instance) => {
          const response = await fetch(url(instance, photoUrl), { headers: { cookie } });
          expect(response.status, `${instance.name} ${photoUrl}`).toBe(200);
          expect(response.headers.get('content-type')).toBe('image/webp');
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      expect(served[1]).toEqual(served[0]);
      expect(served[2]).toEqual(served[0]);
    }
  });

  it('share the login throttle: failed logins spread over A, B and C hit 429 together', async () => {
    const statuses: string[] = [];
    for (let attempt = 0; attempt < FAILED_LOGINS_ALLOWED + 3; attempt++) {
      const instance = instances[attempt % 3]!;
      const response = await postJson(instance.port, '/api/login', {
        username,
        password: 'not the password',
      });
      statuses.push(`${instance.name}:${response.status}`);
    }
    // Each instance saw only 2 failures before the 7th: only a shared count refuses it.
    expect(statuses).toEqual([
      'A:401',
      'B:401',
      'C:401',
      'A:401',
      'B:401',
      'C:401',
      'A:429',
      'B:429',
      'C:429',
    ]);
  });

  it('delete everywhere: an item deleted on C takes its photos from A, B and the bucket', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const removed = await fetch(url(c, `/api/wardrobe/${item.id}`), {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(removed.status).toBe(204);
    for (const instance of [a, b]) {
      for (const photoUrl of [item.imageUrl!, item.thumbnailUrl!]) {
        const response = await fetch(url(instance, photoUrl), { headers: { cookie } });
        expect(response.status, `${instance.name} ${photoUrl}`).toBe(404);
      }
    }
    const owner = item.imageUrl!.split('/')[3]!;
    expect((await s3.keys()).filter((key) => key.startsWith(owner))).toEqual([]);
  });
});
