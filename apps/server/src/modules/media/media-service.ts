import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_WIDTH,
  MEDIA_PREFIX,
  MEDIA_UPLOAD_PURPOSES,
  mediaUrl,
  STORED_IMAGE_CONTENT_TYPES,
  UNUSED_UPLOAD_GRACE_MS,
  type AdminUploadedMedia,
  type MediaUploadProfile,
  type MediaUploadPurpose,
  type StoredImageFormat,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import type { MediaStorage } from '../../storage/media-storage.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { collectGarbageNow } from './collect-after-uploads.js';
import { processImage, profileVariants } from './image-pipeline.js';
import {
  newUploadKey,
  uploadedAt,
  uploadOfUrl,
  uploadOfVariantKey,
  variantKey,
  type UploadKey,
} from './media-names.js';
import { referencedUploads } from './media-references.js';

const FOLDERS = [...new Set(Object.values(MEDIA_UPLOAD_PURPOSES).map((purpose) => purpose.folder))];

/** The variant a row stores: the storefront's plain `src` when the profile has it, else its first. */
function defaultVariant(profile: MediaUploadProfile): { width: number; format: StoredImageFormat } {
  const width = profile.widths.includes(DEFAULT_IMAGE_WIDTH) ? DEFAULT_IMAGE_WIDTH : profile.widths[0]!;
  const format = profile.formats.includes(DEFAULT_IMAGE_FORMAT) ? DEFAULT_IMAGE_FORMAT : profile.formats[0]!;
  return { width, format };
}

/** A client's file name as the activity log may keep it: well-formed, no control characters, bounded. */
function cleanFileName(name: string | undefined): string | null {
  // Cut first, then drop control characters and unpaired surrogates (PostgreSQL refuses those in text; the
  // cut may halve an emoji): with the u flag the surrogate class matches only a lone half, never a pair.
  const cleaned = (name ?? '')
    .slice(0, 200)
    .replace(/[\p{Cc}\uD800-\uDFFF]/gu, '')
    .trim();
  return cleaned || null;
}

export interface UploadInput {
  purpose: MediaUploadPurpose;
  bytes: Buffer;
  fileName?: string | undefined;
}

export interface MediaService {
  /** Validates, re-encodes and stores one image, and logs the upload. */
  upload(actor: ActivityActor, input: UploadInput): Promise<AdminUploadedMedia>;
  /**
   * Deletes the stored variants of each uploaded image among `urls` that no row refers to any more. Call it
   * AFTER the transaction that removed or replaced the references has committed (a rollback must not lose the
   * files), with the old values: `releaseMedia([oldIcon])`, `releaseMedia(removedImages.map((i) => i.url))`.
   * Seeded, foreign and null URLs are ignored; a URL still used elsewhere is kept. Returns the deleted uploads.
   */
  releaseMedia(urls: Iterable<string | null | undefined>): Promise<UploadKey[]>;
  /**
   * Whether `url` is the address of a file this shop stores (uploaded or seeded), as the storage writes its
   * addresses: a foreign or made-up address, or one whose file is gone, is not.
   */
  isShopImage(url: string): Promise<boolean>;
  /** The bytes of a picture the shop stores, by its URL; null for any other URL or a missing file. */
  readShopImage(url: string): Promise<Buffer | null>;
  /** Deletes uploads older than the grace period that nothing refers to (uploaded, never saved). */
  sweepUnusedUploads(options?: { now?: number; graceMs?: number }): Promise<UploadKey[]>;
}

export function createMediaService(deps: {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}): MediaService {
  const { db, storage, log } = deps;

  // Addresses are a prefix plus the key's URL-encoded segments: the storage's own (/media/…, or a CDN's
  // https://…/media/… when one serves the bucket) and the shop's /media/, which serves every storage: pictures
  // saved before a CDN was set keep their /media/ address and stay the shop's.
  const urlPrefixes = [...new Set([storage.url('a/b').slice(0, -'a/b'.length), MEDIA_PREFIX])];
  const ownUrls = (key: string) => [storage.url(key), mediaUrl(key)];
  function storedKeyOf(url: string): string | null {
    if (/[?#]/.test(url)) return null;
    const prefix = urlPrefixes.find((candidate) => url.startsWith(candidate));
    if (!prefix) return null;
    try {
      const key = url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      // The storage's own rule for keys: a key it would refuse (.., an empty segment) is no file of ours.
      return ownUrls(key).includes(url) ? key : null;
    } catch {
      return null;
    }
  }

  async function removeUpload(upload: UploadKey): Promise<void> {
    const keys = await storage.list(`${upload}-`);
    await Promise.all(keys.map((key) => storage.remove(key)));
  }

  async function removeUnreferenced(candidates: UploadKey[]): Promise<UploadKey[]> {
    if (candidates.length === 0) return [];
    const referenced = await referencedUploads(db, candidates);
    const unused = candidates.filter((upload) => !referenced.has(upload));
    for (const upload of unused) await removeUpload(upload);
    if (unused.length > 0) log.info({ uploads: unused }, 'deleted uploaded images nothing refers to');
    return unused;
  }

  /** Uploads in progress: when the last one ends, its garbage is collected (collect-after-uploads.ts). */
  let uploading = 0;
  return {
    async upload(actor, input) {
      const { folder, profile } = MEDIA_UPLOAD_PURPOSES[input.purpose];
      const upload = newUploadKey(folder);
      const keys = profileVariants(profile).map((variant) =>
        variantKey(upload, variant.width, variant.format),
      );
      const shown = defaultVariant(profile);
      const fileName = cleanFileName(input.fileName);
      uploading += 1;
      try {
        // Each variant is encoded straight into its stored file (image-pipeline.ts: no pixels in JavaScript).
        const image = await processImage(input.bytes, profile, (variant, encodeTo) =>
          storage.putWritten(
            variantKey(upload, variant.width, variant.format),
            STORED_IMAGE_CONTENT_TYPES[variant.format],
            encodeTo,
          ),
        );
        const media: AdminUploadedMedia = {
          key: upload,
          url: storage.url(variantKey(upload, shown.width, shown.format)),
          width: image.width,
          height: image.height,
          type: image.type,
          variants: keys.map((key) => storage.url(key)),
        };
        await db.transaction((tx) =>
          recordActivity(tx, actor, {
            action: 'CREATE',
            entityType: 'media',
            entityId: upload,
            entityName: fileName,
            new: {
              purpose: input.purpose,
              url: media.url,
              width: media.width,
              height: media.height,
              type: media.type,
            },
            description: `Uploaded image ${fileName ?? upload} (${image.type}, ${image.width}×${image.height}) for ${input.purpose}`,
          }),
        );
        return media;
      } catch (error) {
        // No stored file without its log entry, and no half-stored set of variants (one encoder may fail
        // after others have stored theirs).
        await Promise.allSettled(keys.map((key) => storage.remove(key)));
        throw error;
      } finally {
        uploading -= 1;
        if (uploading === 0) collectGarbageNow();
      }
    },

    async releaseMedia(urls) {
      const uploads = new Set<UploadKey>();
      for (const url of urls) {
        const upload = url ? uploadOfUrl(url) : null;
        if (upload) uploads.add(upload);
      }
      return removeUnreferenced([...uploads]);
    },

    async isShopImage(url) {
      const key = storedKeyOf(url);
      return key !== null && (await storage.exists(key));
    },

    async readShopImage(url) {
      const key = storedKeyOf(url);
      return key === null ? null : storage.read(key);
    },

    async sweepUnusedUploads(options = {}) {
      const before = (options.now ?? Date.now()) - (options.graceMs ?? UNUSED_UPLOAD_GRACE_MS);
      const old = new Set<UploadKey>();
      for (const folder of FOLDERS) {
        for (const key of await storage.list(`${folder}/up-`)) {
          const upload = uploadOfVariantKey(key);
          const at = upload ? uploadedAt(upload) : null;
          if (upload && at !== null && at < before) old.add(upload);
        }
      }
      return removeUnreferenced([...old]);
    },
  };
}
