import { randomBytes } from 'node:crypto';
import { MEDIA_PREFIX, mediaVariantKey, type StoredImageFormat } from '@matjar/core';

/**
 * Every upload is stored as `<folder>/up-<milliseconds>-<16 hex>-<width>.<format>` (the spec's "timestamp and
 * random string"; core's variant naming after it). The `up-` name tells uploads from seeded files, which the
 * clean-up never touches, and its timestamp dates an upload without asking the storage for file times.
 */
const UPLOAD_NAME = /^up-(\d{13})-[0-9a-f]{16}$/;
/** An uploaded variant anywhere in a stored value (a URL, a JSON list of banners): its folder and name. */
const UPLOAD_IN_TEXT = /\/([a-z0-9-]+)\/(up-\d{13}-[0-9a-f]{16})-\d+\.[a-z0-9]+/g;

/** `products/up-1767000000000-0123456789abcdef`: one uploaded image, all its variants. */
export type UploadKey = string;

export function newUploadKey(folder: string, now = Date.now()): UploadKey {
  return `${folder}/up-${now}-${randomBytes(8).toString('hex')}`;
}

export function variantKey(upload: UploadKey, width: number, format: StoredImageFormat): string {
  return mediaVariantKey(upload, width, format);
}

/** When an upload was made, from its name; null for a name that is not an upload's. */
export function uploadedAt(upload: UploadKey): number | null {
  const match = UPLOAD_NAME.exec(upload.slice(upload.lastIndexOf('/') + 1));
  return match ? Number(match[1]) : null;
}

/** The upload a stored variant's key belongs to (`products/up-…-640.webp` → `products/up-…`), else null. */
export function uploadOfVariantKey(key: string): UploadKey | null {
  const match = /^(.+\/up-\d{13}-[0-9a-f]{16})-\d+\.[a-z0-9]+$/.exec(key);
  return match ? match[1]! : null;
}

// After /media/: the folder, the upload's name, then any stored variant (-640.webp, a banner's -1920.webp, a
// favicon's -32.png); no query or fragment.
const UPLOAD_URL = new RegExp(
  `${MEDIA_PREFIX.replace(/[/]/g, '\\/')}([a-z0-9-]+\\/)(up-\\d{13}-[0-9a-f]{16})-\\d+\\.[a-z0-9]+$`,
);

/** The upload a stored URL names (`/media/products/up-…-640.webp`), else null: seeded and foreign URLs. */
export function uploadOfUrl(url: string): UploadKey | null {
  const match = UPLOAD_URL.exec(url);
  return match ? `${match[1]}${match[2]}` : null;
}

/** Every upload a stored value mentions: a URL column, or a JSON setting holding several. */
export function uploadsIn(value: string): UploadKey[] {
  return [...value.matchAll(UPLOAD_IN_TEXT)].map((match) => `${match[1]}/${match[2]}`);
}
