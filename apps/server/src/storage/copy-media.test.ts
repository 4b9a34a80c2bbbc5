import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { copyFolderToBucket } from './copy-media.js';
import { createLocalMediaStore } from './local-media-store.js';
import { createS3MediaStore, type S3MediaStore } from './s3-media-store.js';
import { startLocalS3, type LocalS3Server } from './testing/s3-test-server.js';

let s3: LocalS3Server;
let store: S3MediaStore;
let folder: string;
const logo = Buffer.from('a png logo');
const photo = Buffer.from('a webp photograph, a little longer');

beforeAll(async () => {
  s3 = await startLocalS3();
  store = createS3MediaStore(s3.settings);
  folder = await mkdtemp(join(tmpdir(), 'matjar-uploads-'));
  const local = createLocalMediaStore(folder);
  await local.put('site/logo-480.png', logo, 'image/png');
  await local.put('products/up-1767000000000-0123456789abcdef-640.webp', photo, 'image/webp');
  // What a folder may also hold: an encoder's temporary file left by a crash, and a stray file at the top.
  await writeFile(join(folder, 'products/up-1-a-640.webp.123.456.tmp'), 'half');
  await writeFile(join(folder, 'notes.txt'), 'not an image');
});
afterAll(async () => {
  store?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('copying an uploads folder into the bucket (npm run media:copy)', () => {
  it('puts every image under its key with its type, leaves out what is no image key, and copies once', async () => {
    const first = await copyFolderToBucket(folder, store);
    expect(first).toEqual({
      copied: 2,
      bytes: logo.length + photo.length,
      present: 0,
      ignored: ['notes.txt', 'products/up-1-a-640.webp.123.456.tmp'],
    });
    expect((await store.read('site/logo-480.png'))?.equals(logo)).toBe(true);
    expect(await store.head('site/logo-480.png')).toMatchObject({ contentType: 'image/png' });
    expect(await store.head('products/up-1767000000000-0123456789abcdef-640.webp')).toMatchObject({
      contentType: 'image/webp',
      contentLength: photo.length,
    });

    // Again: nothing to copy. After a new upload: only that one.
    expect(await copyFolderToBucket(folder, store)).toMatchObject({ copied: 0, present: 2 });
    await mkdir(join(folder, 'banners'), { recursive: true });
    await writeFile(join(folder, 'banners/up-1767000000001-0123456789abcdef-768.avif'), 'avif');
    const progress: number[] = [];
    const third = await copyFolderToBucket(folder, store, { progress: (done) => progress.push(done) });
    expect(third).toMatchObject({ copied: 1, bytes: 4, present: 2 });
    expect(progress).toEqual([1, 2, 3]);
  });

  it('a file whose object differs in size is copied again (a copy cut short)', async () => {
    await store.put('site/logo-480.png', Buffer.from('cut'), 'image/png');
    expect(await copyFolderToBucket(folder, store)).toMatchObject({ copied: 1, present: 2 });
    expect((await store.read('site/logo-480.png'))?.equals(logo)).toBe(true);
  });

  it('refuses a folder that does not exist', async () => {
    await expect(copyFolderToBucket(join(folder, 'missing'), store)).rejects.toThrow(/does not exist/);
  });

  it('leaves the pictures at the same addresses: a shop restarted on the bucket serves the same bytes', async () => {
    const ctx = await buildTestApp({ env: s3.env });
    try {
      const url = createLocalMediaStore(folder).url('products/up-1767000000000-0123456789abcdef-640.webp');
      expect(ctx.app.mediaStorage.url('products/up-1767000000000-0123456789abcdef-640.webp')).toBe(url);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photo)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
