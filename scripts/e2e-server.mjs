// The app as the browser journeys see it: a fresh data folder each run, then the normal `npm start`.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'afc-e2e-'));
// As root the embedded PostgreSQL runs as the postgres user, which must reach this folder.
chmodSync(dataDir, 0o755);
process.env.DATA_DIR = dataDir;
// The embedded PostgreSQL, as on a fresh machine, even when the unit tests ran on DATABASE_URL (CI).
delete process.env.DATABASE_URL;
// Sign-up throttling is per IP; every journey signs up from 127.0.0.1.
process.env.AUTH_RATE_LIMIT_PER_IP ??= '1000';
const removeData = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', removeData);

await import('./start.mjs');
