import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BucketRequestError,
  BucketUnavailableError,
  createS3MediaStore,
  type S3MediaStore,
} from './s3-media-store.js';
import { describeMediaStorage } from './testing/media-storage-suite.js';
import { startLocalS3, type LocalS3Server } from './testing/s3-test-server.js';

let s3: LocalS3Server;
let store: S3MediaStore;
beforeAll(async () => {
  s3 = await startLocalS3();
  store = createS3MediaStore(s3.settings);
});
afterAll(async () => {
  store?.close();
  await s3?.close();
});

describeMediaStorage('S3 bucket', { store: () => store, urlPrefix: () => '' });

describe('S3 media store', () => {
  it('writes each object under media/ in the bucket, with its type and a year-long immutable cache', async () => {
    await store.put('products/phone-640.webp', Buffer.from('webp'), 'image/webp');
    const client = new S3Client({ ...s3.settings, credentials: s3.settings.credentials! });
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: 'media/products/phone-640.webp' }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(head.ContentLength).toBe(4);
    } finally {
      client.destroy();
    }
  });

  it('names addresses under the public base URL when one serves the bucket', () => {
    const cdn = createS3MediaStore({ ...s3.settings, publicUrl: 'https://cdn.example.qa/shop' });
    expect(cdn.url('products/up-1-a-640.webp')).toBe(
      'https://cdn.example.qa/shop/media/products/up-1-a-640.webp',
    );
    cdn.close();
  });

  it('opens an object as a stream with its ETag, and says when a client already holds it', async () => {
    await store.put('open/logo-480.png', Buffer.from('png bytes'), 'image/png');
    const opened = await store.open('open/logo-480.png');
    if (opened === null || opened === 'not-modified') throw new Error('expected the object');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
    expect(opened).toMatchObject({ contentType: 'image/png', contentLength: 9 });
    expect(opened.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await store.open('open/logo-480.png', { ifNoneMatch: opened.etag })).toBe('not-modified');
    expect(await store.open('open/missing-480.png')).toBeNull();
    expect(await store.head('open/logo-480.png')).toMatchObject({ contentLength: 9, etag: opened.etag });
  });

  it('refuses a missing bucket or wrong credentials at the start check, naming the bucket and why', async () => {
    await expect(store.verify()).resolves.toBeUndefined();
    const missing = createS3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' });
    const refused = createS3MediaStore({
      ...s3.settings,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' },
    });
    try {
      await expect(missing.verify()).rejects.toThrow(BucketUnavailableError);
      await expect(missing.verify()).rejects.toThrow(
        /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ .*does not exist/,
      );
      await expect(refused.verify()).rejects.toThrow(/credentials are refused/);
    } finally {
      missing.close();
      refused.close();
    }
  });
});

describe('S3 media store, a bucket that fails a PUT now and then', () => {
  /**
   * A balancer in front of the local S3 server that fails the PUTs named by `fail` (1 = the first), with a 500
   * or by dropping the connection once the body has arrived, as a busy service or a flaky network does.
   */
  async function flakyFront(
    fail: (put: number) => 'error' | 'drop' | null,
    credentials = s3.settings.credentials,
  ) {
    const target = new URL(s3.settings.endpoint!);
    let puts = 0;
    const server = createServer((request, response) => {
      const failure = request.method === 'PUT' ? fail(++puts) : null;
      if (failure) {
        request.resume();
        request.on('end', () => {
          if (failure === 'drop') return void request.socket.destroy();
          response.writeHead(500, { 'content-type': 'application/xml' });
          response.end('<Error><Code>InternalError</Code><Message>Try again</Message></Error>');
        });
        return;
      }
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const warnings: string[] = [];
    const flaky = createS3MediaStore(
      { ...s3.settings, credentials, endpoint: `http://127.0.0.1:${port}` },
      { warn: (object, message) => warnings.push(`${message}: ${(object as { reason: string }).reason}`) },
    );
    return {
      store: flaky,
      puts: () => puts,
      warnings,
      close: () => {
        flaky.close();
        server.close();
      },
    };
  }

  it('sends a streamed PUT again after a 500 or a dropped connection, from the start of the file', async () => {
    const front = await flakyFront((put) => (put === 1 ? 'error' : put === 2 ? 'drop' : null));
    try {
      const bytes = randomBytes(300_000);
      await front.store.putWritten('retry/picture-640.webp', 'image/webp', (path) => writeFile(path, bytes));
      expect(front.puts()).toBe(3);
      expect((await store.read('retry/picture-640.webp'))?.equals(bytes)).toBe(true);
      // Each try again is in the server's log, with why.
      expect(front.warnings).toEqual([
        expect.stringMatching(/^bucket PUT failed; trying again: .*HTTP 500 InternalError/),
        expect.stringMatching(/^bucket PUT failed; trying again: .*ECONNRESET/),
      ]);
    } finally {
      front.close();
    }
  });

  it('gives up after three tries, and does not try again what the bucket refuses for good', async () => {
    const down = await flakyFront(() => 'error');
    try {
      const write = (path: string) => writeFile(path, 'webp');
      await expect(down.store.putWritten('retry/never-640.webp', 'image/webp', write)).rejects.toThrow(
        /failed to store retry\/never-640\.webp: HTTP 500 InternalError/,
      );
      expect(down.puts()).toBe(3);
    } finally {
      down.close();
    }
    // Refused credentials (403) are not a passing trouble: one PUT, no wait.
    const refused = await flakyFront(() => null, { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' });
    try {
      const write = (path: string) => writeFile(path, 'webp');
      await expect(refused.store.putWritten('retry/refused-640.webp', 'image/webp', write)).rejects.toThrow(
        BucketRequestError,
      );
      expect(refused.puts()).toBe(1);
    } finally {
      refused.close();
    }
  });
});
