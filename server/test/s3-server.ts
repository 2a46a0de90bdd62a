import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../storage/s3-blob-store.ts';
import type { S3Config } from '../storage/s3-config.ts';

export interface S3TestServer {
  /** Settings for a store on the server's one bucket. */
  config: S3Config;
  /** The same settings as the app's S3_* variables. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted: what is really stored, read past the app. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free local port, with one empty bucket in a temp
 * folder: the S3 store is tested against the protocol, never a mock.
 */
export async function startS3Server(bucket = 'photos'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'afc-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      client.destroy();
      // Clients keep sockets alive; close them so the server's close does not wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
