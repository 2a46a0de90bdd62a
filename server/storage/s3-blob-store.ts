import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StartupError } from '../db/startup-error.ts';
import { contentTypeOf, isValidKey } from './blob-keys.ts';
import type { BlobStore } from './blob-store.ts';
import { blobKeyOfUrl, blobUrlOf } from './blob-url.ts';
import type { S3Config } from './s3-config.ts';

// The smallest part S3 accepts; a streamed upload holds at most one part in memory.
const PART_BYTES = 5 * 1024 * 1024;
// DeleteObjects takes at most this many keys per call.
const DELETE_BATCH = 1000;

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Refused blob key ${JSON.stringify(key)}`);
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  (error as Error).name === 'NoSuchKey' || statusOf(error) === 404;

/** An S3 client for any S3-compatible server (AWS, MinIO, Ceph, s3rver). */
export function createS3Client(config: S3Config): S3Client {
  // The pinned SDK line is the last that runs on Node 20; its warning is about later releases.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Servers other than AWS refuse the CRC32 trailers the SDK sends by default since 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      // Each photo being served holds a socket until the browser has it: more than the default 50.
      httpAgent: { maxSockets: 256, keepAlive: true },
      httpsAgent: { maxSockets: 256, keepAlive: true },
    },
  });
}

/**
 * Blobs in an S3-compatible bucket, under the same keys as on local disk. URLs stay the app's
 * own (`/api/blobs/…`): photos are served through the app, which checks the owner or the signed
 * link as for local disk, so the bucket stays private and the pages' CSP stays `img-src 'self'`.
 */
export function createS3BlobStore(config: S3Config, client = createS3Client(config)): BlobStore {
  const Bucket = config.bucket;

  async function get(key: string) {
    assertKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Message}`);
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      // One PutObject: S3 makes an object visible whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async putStream(key, body, contentType) {
      assertKey(key);
      // Up to one part is buffered; larger bodies go up as a multipart upload, aborted (nothing
      // stored) when the stream fails midway.
      let bodyError: unknown;
      body.once('error', (error) => (bodyError ??= error));
      try {
        await new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
          partSize: PART_BYTES,
          queueSize: 1,
          leavePartsOnError: false,
        }).done();
      } catch (error) {
        // When the abort itself fails (some servers lack it) its error would hide the cause.
        throw bodyError ?? error;
      }
    },

    async read(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },

    async stream(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return {
        // In Node the SDK's body is the HTTP response itself.
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: contentTypeOf(key),
      };
    },

    async delete(key) {
      assertKey(key);
      // Deleting a missing object succeeds in S3, as the port wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    url: blobUrlOf,

    keyFromUrl: blobKeyOfUrl,

    async deleteOlderThan(prefix, cutoff) {
      if (!/^[a-z]+\/$/.test(prefix)) throw new Error(`Refused prefix ${JSON.stringify(prefix)}`);
      const old: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < cutoff)
            old.push(object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      await deleteKeys(old);
      return old.length;
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key))
            yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/**
 * The S3 store, once the bucket has answered: a wrong endpoint, bucket or key stops the start
 * with one line instead of failing every photo later.
 */
export async function openS3BlobStore(config: S3Config): Promise<BlobStore> {
  const client = createS3Client(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = statusOf(error);
    const reason =
      status === 404
        ? 'no such bucket'
        : status === 403 || status === 401
          ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : status
            ? `HTTP ${status}`
            : (error as Error).message || (error as Error).name;
    client.destroy();
    throw new StartupError(
      `Cannot start: the S3 bucket "${config.bucket}" at ${config.endpoint} could not be used (${reason}). Check S3_ENDPOINT, S3_BUCKET, S3_REGION and S3_FORCE_PATH_STYLE.`,
    );
  }
  return createS3BlobStore(config, client);
}
