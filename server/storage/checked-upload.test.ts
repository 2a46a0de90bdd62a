import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { NotAnImage } from '../images/image-errors.ts';
import type { BlobStore } from './blob-store.ts';
import { UPLOAD_URL_PREFIX } from './blob-url.ts';
import { createLocalDiskBlobStore } from './local-disk-blob-store.ts';
import { createSigner } from './signer.ts';
import { createUploads } from './uploads.ts';

describe('an upload refused before the store starts reading', () => {
  it('answers the refusal and raises no uncaught error (a store that opens its target slowly)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'afc-checked-'));
    const disk = createLocalDiskBlobStore(root);
    // As an S3 upload or a slow disk does: some work happens before the body is read.
    const slow: BlobStore = {
      ...disk,
      async putStream(key, body, type) {
        await sleep(30);
        await disk.putStream!(key, body, type);
      },
    };
    const uploads = createUploads({
      blobs: slow,
      signer: createSigner('s'.repeat(32)),
      clock: { now: () => new Date() },
    });
    const url = uploads.issueUrl(randomUUID());
    const target = uploads.authorize(url.slice(UPLOAD_URL_PREFIX.length));
    // Shorter than the type check's window: it fails when the body ends, before any read.
    await expect(
      uploads.store(target, Readable.from([Buffer.from('hello')])),
    ).rejects.toBeInstanceOf(NotAnImage);
    await sleep(50);
    expect(
      readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.webp')),
    ).toEqual([]);
  });
});
