import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, type WardrobeItem } from '../../contract/wardrobe.ts';
import { StartupError } from '../db/startup-error.ts';
import { ImageTooLarge, NotAnImage } from '../images/image-errors.ts';
import { anonymous, asUser, expectJson } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { startS3Server } from '../test/s3-server.ts';
import { garmentJpeg } from '../test/test-images.ts';
import { newPhotoKey, pendingKey, randomKeyPart } from './blob-keys.ts';
import { createLocalDiskBlobStore } from './local-disk-blob-store.ts';
import { createS3BlobStore, openS3BlobStore } from './s3-blob-store.ts';
import { createSigner } from './signer.ts';
import { createUploads } from './uploads.ts';

const s3 = await startS3Server();
afterAll(() => s3.stop());
const store = createS3BlobStore(s3.config);
const DAY_MS = 86_400_000;

/** A stream of `size` bytes in 64 KiB chunks that starts like a JPEG. */
function jpegLikeStream(size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 1);
  chunk.set([0xff, 0xd8, 0xff]);
  let sent = 0;
  return new Readable({
    read() {
      const next = Math.min(chunk.length, size - sent);
      this.push(next > 0 ? chunk.subarray(0, next) : null);
      sent += next;
    },
  });
}

describe('S3 blob store (against s3rver)', () => {
  it('puts, reads, streams and deletes, with the content type the key calls for', async () => {
    const key = newPhotoKey(randomUUID());
    const bytes = Buffer.from('RIFF....WEBPVP8 fake');
    await store.put(key, bytes, 'image/webp');
    expect(await store.read(key)).toEqual(bytes);
    const blob = await store.stream(key);
    expect(blob).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(Buffer.concat(await blob!.stream.toArray())).toEqual(bytes);
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.delete(key);
    expect(await s3.keys()).not.toContain(key);
  });

  it('refuses keys it did not make', async () => {
    const owner = randomUUID();
    for (const key of ['../../etc/passwd', `${owner}/../x.webp`, `${owner}/short.webp`, '/a']) {
      await expect(store.put(key, Buffer.alloc(1), 'image/webp'), key).rejects.toThrow(
        /Refused blob key/,
      );
      await expect(store.read(key), key).rejects.toThrow(/Refused blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/Refused blob key/);
    }
  });

  it('answers the same app URLs as local disk, so recorded URLs survive a move', () => {
    const key = newPhotoKey(randomUUID());
    const local = createLocalDiskBlobStore('/nonexistent');
    expect(store.url(key)).toBe(`/api/blobs/${key}`);
    expect(store.url(key)).toBe(local.url(key));
    expect(store.keyFromUrl(local.url(key))).toBe(key);
    expect(store.keyFromUrl(`${s3.config.endpoint}/${s3.config.bucket}/${key}`)).toBeNull();
  });

  it('streams a body larger than one part up in parts, byte for byte', async () => {
    const key = pendingKey(randomUUID(), randomKeyPart());
    const size = 11 * 1024 * 1024 + 5;
    await store.putStream(key, jpegLikeStream(size), 'application/octet-stream');
    const read = await store.read(key);
    expect(read?.length).toBe(size);
    expect(read?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await store.delete(key);
  });

  it('stores nothing when the stream fails midway, in one part or several', async () => {
    for (const size of [1024, 7 * 1024 * 1024]) {
      const key = pendingKey(randomUUID(), randomKeyPart());
      const failing = jpegLikeStream(size * 2);
      let sent = 0;
      failing.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (sent >= size) failing.destroy(new Error('refused midway'));
      });
      await expect(store.putStream(key, failing, 'application/octet-stream')).rejects.toThrow(
        'refused midway',
      );
      expect(await s3.keys()).not.toContain(key);
    }
  });

  it('removes pending uploads older than the cutoff, and nothing else', async () => {
    const owner = randomUUID();
    const pending = [pendingKey(owner, randomKeyPart()), pendingKey(owner, randomKeyPart())];
    const photo = newPhotoKey(owner);
    for (const key of [...pending, photo]) await store.put(key, Buffer.alloc(10), 'image/webp');

    expect(await store.deleteOlderThan('pending/', new Date(Date.now() - 60_000))).toBe(0);
    const uploads = createUploads({
      blobs: store,
      signer: createSigner('s'.repeat(32)),
      clock: { now: () => new Date(Date.now() + DAY_MS + 60_000) },
    });
    expect(await uploads.pruneAbandoned()).toBeGreaterThanOrEqual(2);
    const left = await s3.keys();
    expect(left).toContain(photo);
    expect(left.filter((key) => key.startsWith('pending/'))).toEqual([]);
    await expect(store.deleteOlderThan('', new Date())).rejects.toThrow(/Refused prefix/);
    await store.delete(photo);
  });

  it('lists every blob with a key it makes, with its size', async () => {
    const owner = randomUUID();
    const photo = newPhotoKey(owner);
    const upload = pendingKey(owner, randomKeyPart());
    await store.put(photo, Buffer.alloc(123), 'image/webp');
    await store.put(upload, Buffer.alloc(45), 'image/jpeg');
    const listed = new Map<string, number>();
    for await (const { key, size } of store.list()) listed.set(key, size);
    expect(listed.get(photo)).toBe(123);
    expect(listed.get(upload)).toBe(45);
    await store.delete(photo);
    await store.delete(upload);
  });

  it('checks an upload while streaming it: 415 and 413 store nothing', async () => {
    const uploads = createUploads({
      blobs: store,
      signer: createSigner('s'.repeat(32)),
      clock: { now: () => new Date() },
    });
    const owner = randomUUID();
    const target = (nonce = randomKeyPart()) => ({ key: pendingKey(owner, nonce) });
    const text = target();
    await expect(uploads.store(text, Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(
      NotAnImage,
    );
    const large = target();
    await expect(uploads.store(large, jpegLikeStream(IMAGE_MAX_BYTES + 1))).rejects.toBeInstanceOf(
      ImageTooLarge,
    );
    const fits = target();
    await uploads.store(fits, jpegLikeStream(IMAGE_MAX_BYTES));
    const keys = await s3.keys();
    expect(keys).toContain(fits.key);
    expect(keys).not.toContain(text.key);
    expect(keys).not.toContain(large.key);
    await store.delete(fits.key);
  });

  it('stops the start with one line when the bucket cannot be used', async () => {
    await expect(openS3BlobStore(s3.config)).resolves.toBeTruthy();
    await expect(openS3BlobStore({ ...s3.config, bucket: 'missing' })).rejects.toThrow(
      new StartupError(
        `Cannot start: the S3 bucket "missing" at ${s3.config.endpoint} could not be used (no such bucket). Check S3_ENDPOINT, S3_BUCKET, S3_REGION and S3_FORCE_PATH_STYLE.`,
      ),
    );
    await expect(
      openS3BlobStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' }),
    ).rejects.toBeInstanceOf(StartupError);
  });
});

const { app } = await createTestApp({ blobStore: store });
const owner = await asUser(app);
const visitor = anonymous(app);
const jpeg = await garmentJpeg({ width: 240, height: 240 });

describe('the app on an S3 bucket', () => {
  it('stores a photo in the bucket, serves it to its owner, and deletes it with its item', async () => {
    const created = await owner.postForm('/api/wardrobe', { name: 'Shirt', category: 'tops' }, [
      { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    const item = expectJson<WardrobeItem>(created, 201);
    const key = store.keyFromUrl(item.imageUrl!)!;
    expect(await s3.keys()).toContain(key);

    const served = await owner.get(item.imageUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload).toEqual(await store.read(key));
    expect((await visitor.get(item.imageUrl!)).statusCode).toBe(401);

    const removed = await owner.delete(`/api/wardrobe/${item.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await s3.keys()).filter((k) => k.startsWith(owner.user.id))).toEqual([]);
    expect((await owner.get(item.imageUrl!)).statusCode).toBe(404);
  });

  it('streams a PUT upload into the bucket and refuses a non-image there', async () => {
    const link = async () =>
      expectJson<{ uploadURL: string }>(await owner.post('/api/objects/upload')).uploadURL;
    // The upload URL is the credential: the bytes go up without a session.
    const good = await visitor.request({ method: 'PUT', url: await link(), payload: jpeg });
    expect(good.statusCode).toBe(204);
    const refused = await visitor.request({
      method: 'PUT',
      url: await link(),
      payload: Buffer.from('<svg/>'),
      headers: { 'content-type': 'image/svg+xml' },
    });
    expect(refused.statusCode).toBe(415);
    const pending = (await s3.keys()).filter((k) => k.startsWith(`pending/${owner.user.id}/`));
    expect(pending).toHaveLength(1);
    expect(await store.read(pending[0]!)).toEqual(jpeg);
  });
});
