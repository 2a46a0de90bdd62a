import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { anonymous, asUser, type Api } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { entityFactories } from '../test/entity-factories.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

// A built client as scripts/precompress.mjs leaves it: each file beside its .br and .gz copies.
const clientDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
const script = `console.log(${JSON.stringify('a wardrobe '.repeat(400))});`;
const page = `<!doctype html><title>AI Fashion Companion</title>${'<div></div>'.repeat(200)}`;
mkdirSync(path.join(clientDir, 'assets'));
for (const [file, text] of [
  ['index.html', page],
  ['assets/app-abc123.js', script],
] as const) {
  writeFileSync(path.join(clientDir, file), text);
  writeFileSync(path.join(clientDir, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(clientDir, `${file}.gz`), gzipSync(text));
}

const { app, db } = await createTestApp({ clientDir });

/** GET `url` as `visitor`, from a browser that takes the encodings `encoding` names. */
const get = (url: string, encoding?: string, visitor: Api = anonymous(app)) =>
  visitor.request({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('built client files', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes brotli, cached forever', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that takes no encoding', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends index.html compressed and never cached without asking, for any page path', async () => {
    for (const url of ['/', '/wardrobe']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold and leaves small answers alone', async () => {
    const alice = await asUser(app);
    const small = await get('/api/user', 'br, gzip', alice);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const make = entityFactories(db);
    for (let i = 0; i < 20; i++)
      await make.item(alice, { name: `Navy Linen Shirt ${i}`, category: 'tops' });
    const big = await get('/api/wardrobe', 'gzip', alice);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const items = JSON.parse(gunzipSync(big.rawPayload).toString()) as unknown[];
    expect(items).toHaveLength(20);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(items).length / 3);
  });
});
