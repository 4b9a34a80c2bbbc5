import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../s3-media-store.js';

/** s3rver's one built-in account: a request naming another access key is refused (InvalidAccessKeyId). */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3Server {
  /** Settings for a store on the server's bucket (`bucket`), path-style as self-hosted services need. */
  settings: S3Settings;
  /** The same as environment variables, for a server process or loadConfig. */
  env: Record<string, string>;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3 API on loopback (s3rver, from npm: it parses the SDK's requests and keeps objects in a folder),
 * with one empty bucket. Not a mock of the SDK: every call goes over HTTP as it would to AWS or R2.
 */
export async function startLocalS3(bucket = 'matjar-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'matjar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket-level request (list, head bucket) over `/bucket` where the SDK, as AWS itself, signs
    // `/bucket/`: every listing would be refused as a bad signature. Object requests' signatures match; the
    // SDK's signing is AWS's to test, the store's requests and answers are what these tests are about.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: S3RVER_KEYS,
      publicUrl: undefined,
    },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
