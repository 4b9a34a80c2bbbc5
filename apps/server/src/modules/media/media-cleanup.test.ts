import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_GRACE_MS, type AdminUploadedMedia } from '@matjar/core';
import { brands, productImages, products, siteSettings } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { createLocalMediaStore } from '../../storage/local-media-store.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { multipartFile, samplePicture } from './testing/media-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let editor: Record<string, string>;
let picture: Buffer;
const RUN = randomBytes(4).toString('hex');

beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createStaffUser(ctx.app.db, { role: 'editor' });
  editor = bearer(await createSessionToken(ctx.app.db, user.id));
  picture = await samplePicture('png', { width: 64, height: 64 });
});
afterAll(() => ctx?.close());

async function uploadOne(purpose = 'product'): Promise<AdminUploadedMedia> {
  const body = multipartFile('p.png', picture);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/media?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...editor },
  });
  expect(response.statusCode).toBe(200);
  return response.json().media;
}

const stored = (media: AdminUploadedMedia) =>
  createLocalMediaStore(ctx.config.uploadsDir).list(`${media.key}-`);

describe('releaseMedia', () => {
  it('deletes every variant of an upload nothing refers to, and keeps one a row still uses', async () => {
    const [kept, dropped] = [await uploadOne('brand'), await uploadOne('brand')];
    expect(await stored(dropped)).toHaveLength(6);
    await ctx.app.db.insert(brands).values({ name: `brand-${RUN}`, nameEn: 'Brand', icon: kept.url });

    expect(await ctx.app.media.releaseMedia([kept.url, dropped.url, null, undefined])).toEqual([dropped.key]);
    expect(await stored(dropped)).toEqual([]);
    expect(await stored(kept)).toHaveLength(6);
  });

  it('ignores seeded and foreign URLs', async () => {
    const seeded = '/media/products/iphone-15-black-1-640.webp';
    expect(await ctx.app.media.releaseMedia([seeded, 'https://example.com/a.jpg', '📱'])).toEqual([]);
  });

  it('counts gallery images, product main images and images inside JSON settings as references', async () => {
    const [gallery, banner, tablet] = [
      await uploadOne(),
      await uploadOne('banner'),
      await uploadOne('banner'),
    ];
    const [product] = await ctx.app.db
      .insert(products)
      .values({ name: `منتج ${RUN}`, description: 'وصف', price: 1000, image: gallery.url })
      .returning();
    await ctx.app.db.insert(productImages).values({ productId: product!.id, imageUrl: gallery.url });
    const sections = [
      {
        id: 'hero',
        section_type: 'hero_banner',
        config: { images: [{ url: banner.url, url_tablet: tablet.url }] },
      },
    ];
    await ctx.app.db
      .insert(siteSettings)
      .values({ settingKey: 'homepage_sections', settingValue: JSON.stringify(sections) })
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        set: { settingValue: JSON.stringify(sections) },
      });

    const all = [gallery.url, banner.url, tablet.url];
    expect(await ctx.app.media.releaseMedia(all)).toEqual([]);

    // The catalogue removes the product, then releases what it showed: now nothing refers to it.
    await ctx.app.db.delete(products).where(eq(products.id, product!.id));
    expect(await ctx.app.media.releaseMedia(all)).toEqual([gallery.key]);
    expect(await stored(banner)).toHaveLength(6);
  });
});

describe('sweepUnusedUploads', () => {
  it('deletes old uploads nobody saved, keeps recent ones, referenced ones and seeded files', async () => {
    const [saved, unsaved] = [await uploadOne('category'), await uploadOne('category')];
    await ctx.app.db.insert(brands).values({ name: `swept-${RUN}`, nameEn: 'Swept', icon: saved.url });
    const seededStore = createLocalMediaStore(ctx.config.uploadsDir);
    await seededStore.put('categories/phones-640.webp', picture, 'image/webp');

    // Within the grace period nothing is touched.
    expect(await ctx.app.media.sweepUnusedUploads()).toEqual([]);
    expect(await stored(unsaved)).toHaveLength(6);

    const later = Date.now() + UNUSED_UPLOAD_GRACE_MS + 1;
    const swept = await ctx.app.media.sweepUnusedUploads({ now: later });
    expect(swept).toContain(unsaved.key);
    expect(swept).not.toContain(saved.key);
    expect(await stored(unsaved)).toEqual([]);
    expect(await stored(saved)).toHaveLength(6);
    expect(await seededStore.exists('categories/phones-640.webp')).toBe(true);
  });
});
