import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { withDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (any database) the test files create their own databases on. */
    pgServerUrl: string;
    /** A migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded server by default, or the one at DATABASE_URL
 * (CI runs the suite against the machine's PostgreSQL 15).
 */
export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stopServer = async () => undefined as void;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'afc-test-'));
    // The embedded server runs as the postgres user when we are root: it must reach its folder.
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres(dir, {
      debug: () => undefined,
      warn: () => undefined,
    });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const template = `afc_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateDb = connectDatabase(withDatabase(serverUrl, template), 1);
  await migrateDatabase(templateDb.pool);
  await templateDb.pool.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopServer();
  };
}
