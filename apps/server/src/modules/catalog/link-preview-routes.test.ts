import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '@matjar/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../events/channels.js';
import { insertCatalogFixture, type CatalogFixture } from './testing/catalog-fixture.js';
import { buildTestApp } from '../../testing/test-app.js';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSources } from './link-preview-image.js';

describe('link preview pictures', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCatalogFixture(ctx.database.db);
    // A tall WebP picture of the headphones, stored at the widths uploads are (the page names the 640 one).
    const folder = join(ctx.config.uploadsDir, 'products');
    await mkdir(folder, { recursive: true });
    const picture = (width: number) =>
      sharp({ create: { width, height: width * 2, channels: 3, background: '#c0392b' } })
        .webp()
        .toBuffer();
    await writeFile(join(folder, 'preview-test-1280.webp'), await picture(1280));
    await writeFile(join(folder, 'preview-test-640.webp'), await picture(640));
    await writeFile(join(folder, 'broken-640.webp'), Buffer.from('RIFF0000WEBPnot really'));
    await ctx.database.db
      .update(products)
      .set({ image: '/media/products/preview-test-640.webp' })
      .where(eq(products.id, f.headphones.id));
    await ctx.database.db
      .update(products)
      .set({ image: '/media/products/broken-640.webp' })
      .where(eq(products.id, f.oldPhone.id));
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("makes a 1200 × 630 JPEG of the product's widest stored picture, whole on white", async () => {
    const answer = await get(`/preview/product/${f.headphones.id}.jpg?v=abc`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const image = sharp(answer.rawPayload);
    expect(await image.metadata()).toMatchObject({
      format: 'jpeg',
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
    });
    // Contained, not cropped: the corners are the white canvas, the middle the red picture.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(5, 5).every((channel) => channel > 240)).toBe(true);
    const [red, green] = pixel(600, 315);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
  });

  it('reads the widest stored width first, then the picture the page names', () => {
    expect(previewSources('/media/products/up-1-640.webp')).toEqual([
      '/media/products/up-1-1280.webp',
      '/media/products/up-1-640.webp',
    ]);
    expect(previewSources('https://cdn.example/x')).toEqual(['https://cdn.example/x']);
  });

  it('answers 404 for unknown, inactive or picture-less products and for names that are no product id', async () => {
    for (const file of [
      `${f.hidden.id}.jpg`,
      `${f.earbuds.id}.jpg`,
      `${f.oldPhone.id}.jpg`,
      '99999999.jpg',
      '99999999999.jpg',
      '0.jpg',
      '012.jpg',
      'abc.jpg',
      `${f.headphones.id}.png`,
    ]) {
      const answer = await get(`/preview/product/${file}`);
      expect({ file, status: answer.statusCode }).toEqual({ file, status: 404 });
    }
  });

  it('makes a new picture once the product changes', async () => {
    const first = (await get(`/preview/product/${f.headphones.id}.jpg`)).rawPayload;
    const folder = join(ctx.config.uploadsDir, 'products');
    await writeFile(
      join(folder, 'preview-test-1280.webp'),
      await sharp({ create: { width: 1280, height: 640, channels: 3, background: '#1e90ff' } })
        .webp()
        .toBuffer(),
    );
    expect((await get(`/preview/product/${f.headphones.id}.jpg`)).rawPayload.equals(first)).toBe(true);
    await ctx.database.db.execute(sql`SELECT pg_notify(${CHANNELS.catalogChanged}, '')`);
    await vi.waitFor(async () =>
      expect((await get(`/preview/product/${f.headphones.id}.jpg`)).rawPayload.equals(first)).toBe(false),
    );
  });
});
