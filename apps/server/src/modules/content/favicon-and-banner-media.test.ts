import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannerDeviceUrls } from '@matjar/core';
import { multipartFile, samplePicture } from '../media/testing/media-test-support.js';
import { siteAdminTestApp } from './testing/site-admin-test-support.js';

let ctx: Awaited<ReturnType<typeof siteAdminTestApp>>;

beforeAll(async () => {
  ctx = await siteAdminTestApp();
});
afterAll(() => ctx?.t.close());

const get = (url: string) => ctx.t.app.inject({ url });
const pixels = async (body: Buffer) => {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)],
  };
};

/** An .ico holding the given pictures (each a PNG or a BMP DIB), as Windows tools write them. */
function icoFile(pictures: { width: number; height: number; bitCount: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pictures.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach((picture, index) => {
    const at = 6 + index * 16;
    header[at] = picture.width % 256;
    header[at + 1] = picture.height % 256;
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(picture.bitCount, at + 6);
    header.writeUInt32LE(picture.data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += picture.data.length;
  });
  return Buffer.concat([header, ...pictures.map((picture) => picture.data)]);
}

/** A 16×16 24-bit bitmap entry: left half red, right half blue, the top-left 4×4 corner masked out. */
function bitmapEntry() {
  const size = 16;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(24, 14);
  const stride = size * 3; // 48: already a multiple of 4
  const pixelRows = Buffer.alloc(stride * size);
  const maskRows = Buffer.alloc(4 * size);
  for (let y = 0; y < size; y += 1) {
    const row = (size - 1 - y) * stride; // bottom row first
    for (let x = 0; x < size; x += 1) {
      const [b, g, r] = x < size / 2 ? [0, 0, 255] : [255, 0, 0];
      pixelRows[row + x * 3] = b;
      pixelRows[row + x * 3 + 1] = g;
      pixelRows[row + x * 3 + 2] = r;
    }
    if (y < 4) maskRows[(size - 1 - y) * 4] = 0xf0; // first four pixels of the row hidden
  }
  return { width: size, height: size, bitCount: 24, data: Buffer.concat([header, pixelRows, maskRows]) };
}

async function uploadRaw(purpose: string, bytes: Buffer, name: string) {
  const form = multipartFile(name, bytes);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/media?purpose=${purpose}`,
    headers: { ...ctx.sessions.admin, ...form.headers },
    payload: form.payload,
  });
}

describe('favicon uploads: PNG or ICO, stored as one 32×32 PNG', () => {
  it('a PNG of any proportions becomes a 32×32 PNG, fitted on transparency', async () => {
    const media = await ctx.upload(
      'favicon',
      await samplePicture('png', { width: 64, height: 40 }),
      'icon.png',
    );
    expect(media.url).toMatch(/^\/media\/site\/up-\d{13}-[0-9a-f]{16}-32\.png$/);
    expect(media.variants).toEqual([media.url]);
    const served = await get(media.url);
    expect(served.headers['content-type']).toBe('image/png');
    const { info, at } = await pixels(served.rawPayload);
    expect([info.width, info.height, info.channels]).toEqual([32, 32, 4]);
    expect(at(16, 0)[3]).toBe(0); // above the 32×20 picture: transparent
    expect(at(16, 16)[3]).toBe(255);
  });

  it('an ICO holding a bitmap is decoded, its mask kept as transparency', async () => {
    const media = await ctx.upload('favicon', icoFile([bitmapEntry()]), 'favicon.ico');
    const { info, at } = await pixels((await get(media.url)).rawPayload);
    expect([info.width, info.height]).toEqual([32, 32]);
    expect(at(1, 1)[3]).toBe(0);
    expect(at(4, 20)).toEqual([255, 0, 0, 255]);
    expect(at(28, 20)).toEqual([0, 0, 255, 255]);
  });

  it('an ICO holding PNGs keeps the one nearest 32 px', async () => {
    const png = (size: number, background: string) =>
      sharp({ create: { width: size, height: size, channels: 4, background } })
        .png()
        .toBuffer();
    const ico = icoFile([
      { width: 16, height: 16, bitCount: 32, data: await png(16, '#ff0000') },
      { width: 48, height: 48, bitCount: 32, data: await png(48, '#00ff00') },
    ]);
    const media = await ctx.upload('favicon', ico, 'favicon.ico');
    const { info, at } = await pixels((await get(media.url)).rawPayload);
    expect([info.width, info.height]).toEqual([32, 32]);
    expect(at(16, 16)).toEqual([0, 255, 0, 255]);
  });

  it('refuses other types and damaged icons', async () => {
    const jpeg = await uploadRaw('favicon', await samplePicture('jpeg'), 'icon.jpg');
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json().error).toMatchObject({ code: 'IMAGE_TYPE_NOT_ACCEPTED' });
    expect(jpeg.json().error.message).toContain('PNG, ICO');
    const damaged = icoFile([bitmapEntry()]).subarray(0, 80);
    const refused = await uploadRaw('favicon', damaged, 'favicon.ico');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('IMAGE_UNREADABLE');
  });

  it('the saved favicon is what /favicon.ico leads to; removing it deletes the file and restores the built-in one', async () => {
    expect((await get('/favicon.ico')).headers.location).toBe('/favicon.svg');
    const media = await ctx.upload('favicon', icoFile([bitmapEntry()]), 'favicon.ico');
    const saved = await ctx.as('admin')('PUT', '/api/admin/settings/site_favicon', { value: media.url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.siteFavicon).toBe(media.url);

    // The route reads the cached settings, refreshed when settings_changed reaches this process.
    await vi.waitFor(async () => expect((await get('/favicon.ico')).headers.location).toBe(media.url));
    const redirect = await get('/favicon.ico');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-cache');
    expect(redirect.headers.location).toBe(media.url);
    const icon = await get(redirect.headers.location!);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');

    await ctx.as('admin')('PUT', '/api/admin/settings/site_favicon', { value: null });
    expect((await get(media.url)).statusCode).toBe(404);
    await vi.waitFor(async () => expect((await get('/favicon.ico')).headers.location).toBe('/favicon.svg'));
  });
});

describe('banner uploads: mobile 768, tablet 1024 and desktop 1920 wide', () => {
  it('stores the three device widths; the url is the mobile one and names the others', async () => {
    const media = await ctx.upload(
      'banner',
      await samplePicture('jpeg', { width: 2400, height: 600 }),
      'b.jpg',
    );
    expect(media.url).toMatch(/^\/media\/banners\/up-\d{13}-[0-9a-f]{16}-768\.webp$/);
    expect(media.variants.map((url) => url.replace(/^.*-/, '')).sort()).toEqual([
      '1024.avif',
      '1024.webp',
      '1920.avif',
      '1920.webp',
      '768.avif',
      '768.webp',
    ]);
    const devices = bannerDeviceUrls(media.url)!;
    for (const [url, width] of [
      [devices.mobile, 768],
      [devices.tablet, 1024],
      [devices.desktop, 1920],
    ] as const) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width / 4]);
    }
  });

  it('a banner section takes those sizes as its tablet and desktop images, and the storefront gets them', async () => {
    const media = await ctx.upload('banner', await samplePicture('png', { width: 1200, height: 400 }));
    const devices = bannerDeviceUrls(media.url)!;
    const doc = (await ctx.as('editor')('GET', '/api/admin/homepage-sections')).json();
    const image = {
      id: 'one',
      url: devices.mobile,
      url_tablet: devices.tablet,
      url_desktop: devices.desktop,
    };
    const saved = await ctx.as('editor')('PUT', '/api/admin/homepage-sections/hero_banner', {
      config: { images: [image] },
      version: doc.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await vi.waitFor(async () => {
      const home = (await get('/api/store/homepage?locale=ar')).json();
      expect(home.sections[0].section.config.images).toEqual([image]);
    });
  });
});
