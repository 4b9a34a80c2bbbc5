// A real S3 API on loopback for the bench (s3rver from npm, objects in a throwaway folder), as the server's
// storage tests use it (apps/server/src/storage/testing/s3-test-server.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export async function startLocalS3(bucket = 'matjar-bench') {
  const directory = await mkdtemp(join(tmpdir(), 'matjar-bench-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // Its signature check disagrees with the SDK's on bucket-level requests (apps/server's s3-test-server.ts).
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    // s3rver's built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicUrl: undefined,
  };
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: settings.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
