import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import { createLocalDiskBlobStore } from '../storage/local-disk-blob-store.ts';
import { createGarmentVision } from '../stylist/local/scan/garment-vision.ts';
import { withDatabase } from './database-url.ts';

export interface TestContext extends Database {
  app: App;
  databaseName: string;
  /** The temp folder the default blob store writes photos to. */
  uploadsDir: string;
}

/**
 * A fresh database cloned from the migrated template, and the app built on it, with the offline
 * vision models wired in as in production (they load only if a test sends a photo).
 * Dropped after the test file.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const serverUrl = inject('pgServerUrl');
  const databaseName = `afc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();

  const database = connectDatabase(withDatabase(serverUrl, databaseName), 4);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'afc-uploads-'));
  const app = await buildApp({
    ...database,
    blobStore: createLocalDiskBlobStore(uploadsDir),
    vision: createGarmentVision(),
    // Every answer a test provokes is checked against its contract schema.
    checkResponses: true,
    ...overrides,
  });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.pool.end();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await cleanup.end();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  return { ...database, app, databaseName, uploadsDir };
}
