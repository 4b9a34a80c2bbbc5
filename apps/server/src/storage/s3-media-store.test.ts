import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketUnavailableError, createS3MediaStore, type S3MediaStore } from './s3-media-store.js';
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
