import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process, as `npm start` runs it: embedded PostgreSQL, data-dir lock, graceful stop.
const dataDir = mkdtempSync(path.join(tmpdir(), 'afc-main-'));
chmodSync(dataDir, 0o755);
const entry = path.join(import.meta.dirname, 'main.ts');
const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(tsx, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitForReady(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become ready');
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the app process', () => {
  it('runs its own PostgreSQL, refuses a second instance on the same DATA_DIR and stops cleanly', async () => {
    const port = await freePort();
    const first = start(port);
    try {
      await waitForReady(port);
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'process_check', password: 'long enough password' }),
      });
      expect(register.status).toBe(201);

      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/Data directory .* is in use/);
      // The refused instance left the running one alone.
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

      // What was written survives a restart.
      const again = start(port);
      try {
        await waitForReady(port);
        const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'process_check', password: 'long enough password' }),
        });
        expect(login.status).toBe(200);
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 180_000);
});
