import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { withDatabase } from './database-url.ts';
import { removeDataFolder, throwawayFolder } from './leftover-postgres.ts';

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
    // Ctrl+C ends vitest at once, without the teardown below: the server and folder go on exit.
    const dir = throwawayFolder('afc-test-');
    let server: EmbeddedServer | undefined;
    stopServer = async () => {
      await server?.stop();
      await removeDataFolder(dir);
    };
    try {
      server = await startEmbeddedPostgres(dir, { debug: () => undefined, warn: () => undefined });
    } catch (error) {
      await stopServer();
      throw error;
    }
    serverUrl = server.url;
  }

  const template = `afc_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const templateDb = connectDatabase(withDatabase(serverUrl, template), 1);
    await migrateDatabase(templateDb.pool);
    await templateDb.pool.end();
  } catch (error) {
    await admin.end().catch(() => undefined);
    await stopServer();
    throw error;
  }

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);

  return async () => {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    } finally {
      await stopServer();
    }
  };
}
