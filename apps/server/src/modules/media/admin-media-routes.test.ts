import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, MEDIA_PREFIX, imageVariantUrl, parseMediaUrl } from '@matjar/core';
import { activityLogs } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { multipartFile, pngClaiming, samplePicture } from './testing/media-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let editor: Record<string, string>;
let editorId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  editorId = (await createStaffUser(ctx.app.db, { role: 'editor' })).id;
  editor = bearer(await createSessionToken(ctx.app.db, editorId));
});
afterAll(() => ctx?.close());

function upload(body: ReturnType<typeof multipartFile>, headers = editor, query = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/media${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** The stored file behind a /media/ URL, fetched as the storefront's visitors would. */
async function fetchMedia(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { response, bytes: response.rawPayload };
}

describe('POST /api/admin/media', () => {
  it('accepts a PNG named .jpg by its content and stores every width in WebP and AVIF, served immutably', async () => {
    const png = await samplePicture('png', { width: 1600, height: 1200 });
    const response = await upload(multipartFile('holiday.jpg', png, { contentType: 'image/jpeg' }));
    expect(response.statusCode).toBe(200);
    const { media } = response.json();
    expect(media).toMatchObject({ type: 'png', width: 1600, height: 1200 });
    expect(media.key).toMatch(/^products\/up-\d{13}-[0-9a-f]{16}$/);
    // The URL a row stores is the storefront's default variant; every other one follows from it.
    expect(parseMediaUrl(media.url)).toMatchObject({ width: 640, format: 'webp' });
    expect(media.variants).toHaveLength(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const url = imageVariantUrl(media.url, width, format);
        expect(media.variants).toContain(url);
        expect(existsSync(join(ctx.config.uploadsDir, url.slice(MEDIA_PREFIX.length)))).toBe(true);
        const { response: served, bytes } = await fetchMedia(url);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const stored = await sharp(bytes).metadata();
        expect(stored.width).toBe(width);
        expect(stored.height).toBe((width * 3) / 4);
      }
    }
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('accepts a %s picture', async (format) => {
    const response = await upload(multipartFile('picture', await samplePicture(format)));
    expect(response.statusCode).toBe(200);
    expect(response.json().media).toMatchObject({ type: format, width: 400, height: 300 });
  });

  it('stores a picture smaller than the widest variant without enlarging it, and files it by purpose', async () => {
    const response = await upload(
      multipartFile('icon.png', await samplePicture('png')),
      editor,
      '?purpose=brand',
    );
    expect(response.statusCode).toBe(200);
    const { media } = response.json();
    expect(media.key).toMatch(/^brands\/up-/);
    const { bytes } = await fetchMedia(imageVariantUrl(media.url, 1280, 'avif'));
    expect((await sharp(bytes).metadata()).width).toBe(400);
  });

  it('refuses text named .png as not an image, in both languages', async () => {
    const response = await upload(
      multipartFile('photo.png', Buffer.from('hello, this is not a picture'), { contentType: 'image/png' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'FILE_NOT_IMAGE',
      message: 'Please choose an image file only',
      messageAr: 'يرجى اختيار ملف صورة فقط',
    });
  });

  it('refuses an SVG, naming the accepted types', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const response = await upload(multipartFile('logo.png', Buffer.from(svg), { contentType: 'image/png' }));
    expect(response.statusCode).toBe(415);
    const { error } = response.json();
    expect(error.code).toBe('IMAGE_TYPE_NOT_ACCEPTED');
    expect(error.message).toContain('(SVG)');
    expect(error.message).toContain('JPEG, PNG, WebP, AVIF');
    expect(error.messageAr).toContain('SVG');
  });

  it('refuses a GIF: a real image, not one of the accepted types', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload(multipartFile('anim.gif', gif));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.params).toMatchObject({ type: 'GIF' });
  });

  it('refuses a 20000×20000 image from its header, before decoding it', async () => {
    const response = await upload(multipartFile('bomb.png', await pngClaiming(20_000, 20_000)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      params: { width: 20_000, height: 20_000, maxMegapixels: 40 },
    });
  });

  it('refuses a damaged picture (the header of a JPEG, cut short)', async () => {
    const jpeg = await samplePicture('jpeg', { width: 800, height: 600 });
    const response = await upload(multipartFile('cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('IMAGE_UNREADABLE');
  });

  it('strips EXIF: a photo carrying GPS coordinates is stored without them', async () => {
    const photo = await sharp(await samplePicture('jpeg', { width: 640, height: 480 }))
      .withExif({
        IFD0: { Make: 'Matjar Test Camera', Copyright: 'secret owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 17/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '51/1 32/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const exif = (await sharp(photo).metadata()).exif;
    expect(exif?.toString('latin1')).toContain('Matjar Test Camera');
    const response = await upload(multipartFile('doha.jpg', photo, { contentType: 'image/jpeg' }));
    expect(response.statusCode).toBe(200);
    for (const url of response.json().media.variants as string[]) {
      const { bytes } = await fetchMedia(url);
      const stored = await sharp(bytes).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Matjar Test Camera');
      expect(bytes.toString('latin1')).not.toContain('secret owner');
    }
  });

  it('applies the EXIF orientation: a sideways photo is stored upright', async () => {
    // Stored 200×100, left half red; orientation 6 turns it a quarter clockwise, so red ends up on top.
    const sideways = await sharp(await samplePicture('jpeg', { width: 200, height: 100 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(multipartFile('sideways.jpg', sideways));
    expect(response.statusCode).toBe(200);
    const { media } = response.json();
    expect(media).toMatchObject({ width: 100, height: 200 });
    const { bytes } = await fetchMedia(media.url);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 200]);
    expect((await sharp(bytes).metadata()).orientation).toBeUndefined();
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [topRed, , topBlue] = pixel(50, 20);
    const [bottomRed, , bottomBlue] = pixel(50, 180);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(120);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(120);
  });

  it('answers 413 in the error shape for a file over 10 MB', async () => {
    const response = await upload(multipartFile('huge.jpg', Buffer.alloc(11 * 1024 * 1024, 0xff)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', params: { maxMb: 10 } });
    expect(response.json().error.messageAr).toContain('10');
  });

  it('asks for the file when the form has none under `file`', async () => {
    const response = await upload(multipartFile('a.png', await samplePicture('png'), { field: 'image' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('FILE_REQUIRED');
  });

  it.each([
    ['a boundary other than the one declared', false],
    ['a body cut short', true],
  ])('answers 400 to a malformed form: %s', async (_name, cut) => {
    const good = multipartFile('a.png', await samplePicture('png'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: cut ? good.payload.subarray(0, 200) : good.payload,
      headers: { ...(cut ? good.headers : multipartFile('b.png', Buffer.from('x')).headers), ...editor },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UPLOAD_INCOMPLETE');
  });

  it('ignores a text field before the file, and anything after the first file', async () => {
    const picture = await samplePicture('png');
    const boundary = 'matjar-two-parts';
    const part = (name: string, body: Buffer | string, fileName?: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
            (fileName ? `; filename="${fileName}"\r\nContent-Type: image/png` : '') +
            '\r\n\r\n',
        ),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]);
    const send = (...parts: Buffer[]) =>
      upload({
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const withField = await send(part('alt', 'front'), part('file', picture, 'a.png'));
    expect(withField.statusCode).toBe(200);
    // One upload per request: the first file is stored, the rest of the form is not read.
    const twoFiles = await send(part('file', picture, 'a.png'), part('file', Buffer.from('x'), 'b.png'));
    expect(twoFiles.statusCode).toBe(200);
    expect(twoFiles.json().media.type).toBe('png');
  });

  it('refuses a JSON body (415); other routes keep refusing multipart', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: {},
      headers: editor,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const body = multipartFile('a.png', await samplePicture('png'));
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', ...body });
    expect(login.statusCode).toBe(415);
  });

  it('refuses an anonymous caller (401) and a viewer (403) before reading the file', async () => {
    const body = multipartFile('a.png', await samplePicture('png'));
    expect((await upload(body, {})).statusCode).toBe(401);
    const viewer = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const forbidden = await upload(body, bearer(await createSessionToken(ctx.app.db, viewer.id)));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });

  it('writes an activity-log entry for each upload, with who and what', async () => {
    const response = await upload(
      multipartFile('front.png', await samplePicture('png')),
      editor,
      '?purpose=category',
    );
    const { media } = response.json();
    const [entry] = await ctx.app.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, media.key))
      .orderBy(desc(activityLogs.id));
    expect(entry).toMatchObject({
      userId: editorId,
      actionType: 'CREATE',
      entityType: 'media',
      entityName: 'front.png',
      changes: { new: { purpose: 'category', url: media.url, width: 400, height: 300, type: 'png' } },
    });
  });
});
