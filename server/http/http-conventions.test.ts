import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonymous, asUser } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { PAGE_LOADER_CSP_SOURCE } from '../shell/page-loader.ts';
import { THEME_SCRIPT_CSP_SOURCE } from '../shell/theme-script.ts';

const clientDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');

const { app, pool } = await createTestApp({ clientDir });
const visitor = anonymous(app);

describe('error answers', () => {
  // The next three send bodies no client of ours sends (broken, oversized or mistyped), so the
  // request is written out by hand: the transport's answers are what they test.
  it('answers malformed JSON with 400 and a message, no stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers JSON bodies over 1 MiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'p'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=x',
    });
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers validation failures with 400, a message and the issues', async () => {
    const response = await visitor.post('/api/register', { username: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^username: /);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'username' }),
        expect.objectContaining({ path: 'password' }),
      ]),
    );
  });

  it('answers unknown /api paths with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await visitor.request({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 503, not 500, when the database is gone, and never leaks SQL', async () => {
    const broken = await createTestApp();
    const account = await asUser(broken.app);
    await broken.pool.end();
    const response = await account.get('/api/user');
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.body).not.toMatch(/select|at .*\.ts|stack/i);
    const ready = await anonymous(broken.app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await visitor.get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await visitor.get('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('needs no session for health but does for everything private', async () => {
    expect((await visitor.get('/api/health')).statusCode).toBe(200);
    expect((await visitor.get('/api/user')).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors none and a referrer policy', async () => {
    const response = await visitor.get('/');
    const csp = String(response.headers['content-security-policy']);
    // Same-origin files and the page's theme and loader scripts, each allowed by its hash.
    expect(csp).toContain(
      `script-src 'self' ${THEME_SCRIPT_CSP_SOURCE} ${PAGE_LOADER_CSP_SOURCE};`,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the client', () => {
  it('serves index.html for every page path so the client router can take it', async () => {
    for (const url of ['/', '/wardrobe', '/vote/abc123', '/some/deep/path?x=1']) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await visitor.get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve index.html to non-GET requests', async () => {
    const response = await visitor.post('/wardrobe', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('the pool', () => {
  it('is the test database, not the template', async () => {
    const { rows } = await pool.query('SELECT current_database() AS name');
    expect(rows[0].name).toMatch(/^afc_test_/);
  });
});
