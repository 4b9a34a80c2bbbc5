import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUploadedMedia } from '@matjar/core';
import { bearer, createSessionToken, createStaffUser } from '../modules/staff/testing/staff-test-support.js';
import { multipartFile, samplePicture } from '../modules/media/testing/media-test-support.js';
import { startLocalS3, type LocalS3Server } from '../storage/testing/s3-test-server.js';
import { buildTestApp } from '../testing/test-app.js';

// STORAGE=s3 end to end inside one process: uploads stream into a real S3 API (s3rver), the shop serves them
// from the bucket, and replacing or deleting an image removes its objects. Two apps share one database and
// one bucket: the second names a CDN as the bucket's public address.
let s3: LocalS3Server;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let cdn: Awaited<ReturnType<typeof buildTestApp>>;
let editor: Record<string, string>;
let picture: Buffer;
const CDN = 'https://cdn.matjar.test';

beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await buildTestApp({ env: s3.env });
  cdn = await buildTestApp({ env: { ...s3.env, S3_PUBLIC_URL: `${CDN}/` }, database: ctx.database });
  const user = await createStaffUser(ctx.app.db, { role: 'editor' });
  editor = bearer(await createSessionToken(ctx.app.db, user.id));
  picture = await samplePicture('jpeg', { width: 800, height: 600 });
});
afterAll(async () => {
  await cdn?.close();
  await ctx?.close();
  await s3?.close();
});

async function upload(app = ctx.app, purpose = 'brand'): Promise<AdminUploadedMedia> {
  const body = multipartFile('photo.jpg', picture, { contentType: 'image/jpeg' });
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/media?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...editor },
  });
  expect(response.statusCode).toBe(200);
  return response.json().media;
}

const objectsOf = (media: AdminUploadedMedia) => ctx.app.mediaStorage.list(`${media.key}-`);

describe('images in a bucket (STORAGE=s3)', () => {
  it('stores every variant of an upload as an object and serves it through the shop, cached a year', async () => {
    expect(ctx.app.mediaStorage.kind).toBe('s3');
    const media = await upload();
    expect(media.url).toMatch(/^\/media\/brands\/up-\d{13}-[0-9a-f]{16}-640\.webp$/);
    expect((await objectsOf(media)).sort()).toEqual(
      media.variants.map((url) => url.slice('/media/'.length)).sort(),
    );

    const served = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);

    const head = await ctx.app.inject({ method: 'HEAD', url: media.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);

    const again = await ctx.app.inject({
      method: 'GET',
      url: media.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing object or a key the shop could not have written', async () => {
    for (const url of ['/media/brands/missing-640.webp', '/media/..%2F..%2Fetc/passwd', '/media/a//b.webp']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("removes an image's objects when a brand's icon is replaced, and the new one's when the brand goes", async () => {
    const [first, second] = [await upload(), await upload()];
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: editor,
      payload: { name: 'علامة الدلو', name_en: 'Bucket brand', icon: first.url },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().brand.id;

    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${id}/icon`,
      headers: editor,
      payload: { icon: second.url },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await objectsOf(first)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect(await objectsOf(second)).toHaveLength(6);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/brands/${id}`,
      headers: editor,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objectsOf(second)).toEqual([]);
  });

  it('names uploads by the public base URL when set, allows it in pages, and still takes /media/ addresses', async () => {
    const media = await upload(cdn.app);
    expect(media.url).toMatch(new RegExp(`^${CDN}/media/brands/up-\\d{13}-[0-9a-f]{16}-640\\.webp$`));
    // The same object, also through the shop (pictures saved before the CDN was set keep their address).
    const path = media.url.slice(CDN.length);
    expect((await cdn.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const page = await cdn.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${CDN}`);

    const older = await upload(ctx.app);
    for (const icon of [media.url, older.url]) {
      const created = await cdn.app.inject({
        method: 'POST',
        url: '/api/admin/brands',
        headers: editor,
        payload: { name: `علامة ${icon.length}`, name_en: `Brand ${icon.slice(-30)}`, icon },
      });
      expect(created.statusCode, icon).toBe(201);
    }
    const foreign = await cdn.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: editor,
      payload: { name: 'غريب', name_en: 'Foreign', icon: `${CDN}/media/brands/not-stored-640.webp` },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('IMAGE_NOT_SHOP_MEDIA');
  });

  it('answers 503 SERVICE_UNAVAILABLE, not the database, when the bucket cannot be reached', async () => {
    // A port nothing listens on: every PUT is refused (ECONNREFUSED, a code the database's errors share).
    const probe = createServer();
    await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
    const { port } = probe.address() as { port: number };
    await new Promise((closed) => probe.close(closed));
    const away = await buildTestApp({
      env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
      database: ctx.database,
    });
    try {
      const body = multipartFile('photo.jpg', picture, { contentType: 'image/jpeg' });
      const response = await away.app.inject({
        method: 'POST',
        url: '/api/admin/media?purpose=brand',
        payload: body.payload,
        headers: { ...body.headers, ...editor },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(response.json().error.messageAr).toBeTruthy();
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });
});
