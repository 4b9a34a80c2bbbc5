import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { mediaUrl } from '@matjar/core';

/** A multipart/form-data request body with one file part, built by hand as a browser would send it. */
export function multipartFile(
  fileName: string,
  bytes: Buffer,
  options: { contentType?: string; field?: string } = {},
) {
  const boundary = `----matjar-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small picture with some detail, in any format sharp writes. */
export function samplePicture(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  size: { width: number; height: number } = { width: 400, height: 300 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: '#3b82f6' } }).composite([
    {
      input: {
        create: { width: Math.ceil(size.width / 2), height: size.height, channels: 3, background: '#ef4444' },
      },
      left: 0,
      top: 0,
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/**
 * A real PNG whose header claims `width`×`height` pixels: a decompression bomb's header without its megabytes.
 * The IHDR chunk's size fields are rewritten and its checksum recomputed, so the header is valid.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await samplePicture('png', { width: 8, height: 8 }));
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), 5 more bytes, CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * Puts a file in the test app's local storage as if it had been uploaded or seeded, and answers its address:
 * image fields take only files the shop stores (modules/media/shop-images.ts). The bytes are not an image;
 * nothing reads them back.
 */
export async function storedImage(t: { config: { uploadsDir: string } }, key: string): Promise<string> {
  const path = join(t.config.uploadsDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, 'stored');
  return mediaUrl(key);
}
