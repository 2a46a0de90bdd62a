import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import { anonymous, asUser, expectJson } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { garmentJpeg } from '../test/test-images.ts';
import { signBlobUrl } from './blob-access.ts';
import { PENDING_PREFIX, newPhotoKey, pendingKey, randomKeyPart } from './blob-keys.ts';
import { createLocalDiskBlobStore } from './local-disk-blob-store.ts';
import { createSigner } from './signer.ts';
import { createUploads } from './uploads.ts';

const tempRoot = () => mkdtempSync(path.join(tmpdir(), 'afc-blobs-'));

describe('local disk blob store', () => {
  it('puts, reads, streams and deletes', async () => {
    const store = createLocalDiskBlobStore(tempRoot());
    const key = newPhotoKey(randomUUID());
    const bytes = Buffer.from('RIFF....WEBPVP8 fake');
    await store.put(key, bytes, 'image/webp');
    expect(await store.read(key)).toEqual(bytes);
    const blob = await store.stream(key);
    expect(blob).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    blob!.stream.destroy();
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.delete(key);
  });

  it('leaves no temp file behind after a write', async () => {
    const root = tempRoot();
    const store = createLocalDiskBlobStore(root);
    await store.put(newPhotoKey(randomUUID()), Buffer.alloc(1000), 'image/webp');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys it did not make, so no path can escape the folder', async () => {
    const store = createLocalDiskBlobStore(tempRoot());
    const owner = randomUUID();
    for (const key of [
      '../../etc/passwd',
      `${owner}/../x.webp`,
      `${owner}/short.webp`,
      '/abs.webp',
      `${owner}/${randomKeyPart()}.svg`,
    ]) {
      await expect(store.put(key, Buffer.alloc(1), 'image/webp'), key).rejects.toThrow(
        /Refused blob key/,
      );
      await expect(store.read(key), key).rejects.toThrow(/Refused blob key/);
    }
  });

  it('maps keys to URLs and back, and nothing else', () => {
    const store = createLocalDiskBlobStore(tempRoot());
    const key = newPhotoKey(randomUUID());
    expect(store.url(key)).toBe(`/api/blobs/${key}`);
    expect(store.keyFromUrl(store.url(key))).toBe(key);
    expect(store.keyFromUrl(`/api/blobs/../${key}`)).toBeNull();
    expect(store.keyFromUrl(`https://elsewhere/${key}`)).toBeNull();
  });

  it('prunes old uploads only', async () => {
    const root = tempRoot();
    const store = createLocalDiskBlobStore(root);
    const owner = randomUUID();
    const oldUpload = pendingKey(owner, randomKeyPart());
    const newUpload = pendingKey(owner, randomKeyPart());
    const photo = newPhotoKey(owner);
    for (const key of [oldUpload, newUpload, photo])
      await store.put(key, Buffer.alloc(10), 'application/octet-stream');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(path.join(root, oldUpload), twoDaysAgo, twoDaysAgo);
    utimesSync(path.join(root, photo), twoDaysAgo, twoDaysAgo);

    const uploads = createUploads({
      blobs: store,
      signer: createSigner('s'.repeat(32)),
      clock: { now: () => new Date() },
    });
    expect(await uploads.pruneAbandoned()).toBe(1);
    expect(existsSync(path.join(root, oldUpload))).toBe(false);
    expect(existsSync(path.join(root, newUpload))).toBe(true);
    expect(existsSync(path.join(root, photo))).toBe(true);
    expect(PENDING_PREFIX).toBe('pending/');
  });
});

describe('signer', () => {
  it('separates purposes and rejects tampering', () => {
    const signer = createSigner('a'.repeat(32));
    const signature = signer.sign('upload', 'payload');
    expect(signature).toHaveLength(22);
    expect(signer.verify('upload', 'payload', signature)).toBe(true);
    expect(signer.verify('blob', 'payload', signature)).toBe(false);
    expect(signer.verify('upload', 'payloaD', signature)).toBe(false);
    expect(signer.verify('upload', 'payload', signature.slice(0, -1))).toBe(false);
    expect(createSigner('b'.repeat(32)).verify('upload', 'payload', signature)).toBe(false);
  });
});

const secret = 'test-signing-secret-of-32-characters!';
const { app } = await createTestApp({ signingSecret: secret });
const signer = createSigner(secret);
const owner = await asUser(app);
const other = await asUser(app);
const visitor = anonymous(app);
const item = expectJson<WardrobeItem>(
  await owner.postForm('/api/wardrobe', { name: 'Shirt', category: 'tops' }, [
    {
      field: 'image',
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      bytes: await garmentJpeg({ width: 200, height: 200 }),
    },
  ]),
  201,
);
const key = item.imageUrl!.replace('/api/blobs/', '');

describe('GET /api/blobs/:owner/:file', () => {
  it('serves the owner; asks anyone else to sign in (401) or pretends it is not there (404)', async () => {
    expect((await owner.get(item.imageUrl!)).statusCode).toBe(200);
    expect((await visitor.get(item.imageUrl!)).statusCode).toBe(401);
    expect((await other.get(item.imageUrl!)).statusCode).toBe(404);
  });

  it('serves anyone holding a signed, unexpired link, cacheable publicly until the link expires', async () => {
    const signed = signBlobUrl(signer, item.imageUrl!, key, new Date(Date.now() + 60_000));
    const response = await visitor.get(signed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const cache = String(response.headers['cache-control']);
    expect(cache).toMatch(/^public, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cache)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(58);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('never lets a cache keep a signed photo longer than its link lives', async () => {
    const soon = signBlobUrl(signer, item.imageUrl!, key, new Date(Date.now() + 1500));
    const cache = String((await visitor.get(soon)).headers['cache-control']);
    expect(cache).toMatch(/^public, max-age=[01], immutable$/);
    // The owner's own answer stays private: no shared cache may hand it to someone else.
    const own = await owner.get(item.imageUrl!);
    expect(own.headers['cache-control']).toMatch(/^private, /);
  });

  it('refuses expired, forged or misapplied signatures', async () => {
    const expired = signBlobUrl(signer, item.imageUrl!, key, new Date(Date.now() - 1000));
    const forged = signBlobUrl(
      createSigner('x'.repeat(32)),
      item.imageUrl!,
      key,
      new Date(Date.now() + 60_000),
    );
    const otherKey = newPhotoKey(owner.user.id);
    const misapplied = signBlobUrl(signer, item.imageUrl!, otherKey, new Date(Date.now() + 60_000));
    for (const url of [expired, forged, misapplied, `${item.imageUrl}?expires=abc&signature=x`]) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
  });

  it('answers 404 for names that are not stored photos', async () => {
    for (const url of [
      `/api/blobs/${owner.user.id}/nope.webp`,
      `/api/blobs/${owner.user.id}/${randomKeyPart()}.webp`,
      `/api/blobs/pending/${owner.user.id}`,
      `/api/blobs/${owner.user.id}/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      expect((await owner.get(url)).statusCode, url).toBe(404);
    }
  });
});
