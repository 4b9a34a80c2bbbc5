import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import {
  AppError,
  IMAGE_TYPE_LABELS,
  MEDIA_MAX_INPUT_PIXELS,
  acceptedTypesLabel,
  type DetectedImageType,
  type MediaUploadProfile,
  type StoredImageFormat,
} from '@matjar/core';
import { decodeIco } from './ico-decode.js';
import { detectImageType } from './image-type.js';

export interface ImageVariant {
  width: number;
  format: StoredImageFormat;
}

/**
 * Stores one variant: `encodeTo(path)` writes the encoded file at the path the storage hands it
 * (MediaStorage.putWritten), so the encoded bytes never become a JavaScript Buffer.
 */
export type WriteVariant = (
  variant: ImageVariant,
  encodeTo: (path: string) => Promise<unknown>,
) => Promise<void>;

export interface ProcessedImage {
  type: DetectedImageType;
  /** Of the picture as shown (orientation applied), before resizing. */
  width: number;
  height: number;
}

/** Every variant a profile stores, in the order they are written: each width in each format. */
export function profileVariants(profile: MediaUploadProfile): ImageVariant[] {
  return profile.widths.flatMap((width) => profile.formats.map((format) => ({ width, format })));
}

// The decoder never reads more pixels than the limit, even if the header check below were bypassed; 'error'
// refuses damaged data (a truncated file) instead of storing a half-grey picture.
const INPUT: SharpOptions = { limitInputPixels: MEDIA_MAX_INPUT_PIXELS, failOn: 'error' };
/** What sharp calls each accepted type once it has parsed the file: the content must agree with its magic. */
const SHARP_FORMATS: Partial<Record<DetectedImageType, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};
/**
 * Measured on this 2-core machine for a 2000×2000 photograph at 1280 px: AVIF effort 0 takes ~0.1 s of CPU,
 * effort 2 ~0.4 s (and made a 10 % larger file at the same quality), so effort 0, as the seed. WebP effort 4
 * (its default) takes ~0.13 s against effort 2's ~0.06 s and saves ~5 %: a picture is encoded once and
 * downloaded many times.
 */
const AVIF_OPTIONS = { quality: 55, effort: 0 } as const;
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

// libvips keeps recent operations and their pixels (50 MB by default) to reuse them; each upload is a picture of
// its own, decoded once, so nothing would be reused and the cache only held memory after a burst of uploads.
sharp.cache(false);

const unreadable = (cause?: unknown) => new AppError('IMAGE_UNREADABLE', {}, { cause });

function checkType(bytes: Buffer, profile: MediaUploadProfile): DetectedImageType {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('FILE_NOT_IMAGE');
  if (!profile.accept.includes(type)) {
    throw new AppError('IMAGE_TYPE_NOT_ACCEPTED', {
      type: IMAGE_TYPE_LABELS[type],
      accepted: acceptedTypesLabel(profile),
    });
  }
  return type;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** One variant from the decoded picture (a clone shares its input), encoded straight into the file at `path`. */
function encodeTo(raster: Sharp, { width, format }: ImageVariant, square: boolean, path: string) {
  const resized = raster
    .clone()
    .resize(
      square
        ? { width, height: width, fit: 'contain', background: TRANSPARENT }
        : { width, withoutEnlargement: true },
    );
  if (format === 'png') return resized.png({ compressionLevel: 9 }).toFile(path);
  return (format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS)).toFile(path);
}

/**
 * What sharp reads: the file itself, or for an icon the picture inside it nearest the largest stored width,
 * as PNG (an .ico holds PNG or bitmap pictures, and libvips reads neither container).
 */
async function decodable(bytes: Buffer, type: DetectedImageType, profile: MediaUploadProfile) {
  if (type !== 'ico') return { bytes, format: SHARP_FORMATS[type] };
  const picture = decodeIco(bytes, Math.max(...profile.widths));
  if ('png' in picture) return { bytes: picture.png, format: 'png' };
  const { rgba, width, height } = picture;
  return {
    bytes: await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
    format: 'png',
  };
}

/**
 * Validates an uploaded file and re-encodes it into the profile's variants, each handed to `writeVariant`. The
 * type comes from the content; the declared size is checked against the pixel limit before anything is decoded
 * (decompression bombs). The picture is turned upright from its EXIF orientation and decoded once at the
 * largest width needed; every variant is encoded from those pixels, so no metadata (EXIF, GPS, XMP, ICC)
 * survives into a stored file. Smaller pictures are not enlarged: a 500-px upload stores 500-px files under the
 * wider names.
 *
 * No pixel reaches JavaScript (decision 038). The decoded picture (4.9 MB for a 1280-px photograph, 11 MB for a 1920-px
 * banner) is written as an uncompressed libvips file in a private temporary folder, which each variant's clone
 * reads back (mapped from the page cache, no second decode), and each variant is encoded straight into its
 * stored file. As Buffers, the raster and the encoded files were V8's external memory, freed only at its next
 * full collection. A clone per variant from the compressed upload would need no temporary file, but decodes
 * the picture six times (about 10 % more CPU per upload, measured) and its resized pixels would differ from
 * the stored ones; through the temporary file every stored file is byte for byte what it was.
 */
export async function processImage(
  upload: Buffer,
  profile: MediaUploadProfile,
  writeVariant: WriteVariant,
): Promise<ProcessedImage> {
  const type = checkType(upload, profile);
  const { bytes, format: expected } = await decodable(upload, type, profile);
  // Reading the header decodes no pixels; without sharp's own limit here, a bomb is named with its size below.
  const metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (metadata.format !== expected || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MEDIA_MAX_INPUT_PIXELS) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', {
      width: metadata.width,
      height: metadata.height,
      maxMegapixels: MEDIA_MAX_INPUT_PIXELS / 1_000_000,
    });
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const square = profile.square ?? false;
  const decoded = sharp(bytes, INPUT)
    .rotate()
    .resize({ width: Math.min(Math.max(...profile.widths), width), withoutEnlargement: true });
  const scratch = await mkdtemp(join(tmpdir(), 'matjar-image-'));
  try {
    // libvips' own format (.v): the raw pixels behind a short header, read back without decoding.
    const rasterPath = join(scratch, 'picture.v');
    // An icon keeps (or gains) transparency: it is fitted on a transparent square.
    await (square ? decoded.ensureAlpha() : decoded).toFile(rasterPath).catch((error: unknown) => {
      // libvips names the file it failed to write (a full disk): that is ours, not the picture's.
      if (error instanceof Error && error.message.includes(rasterPath)) throw error;
      throw unreadable(error);
    });
    const raster = sharp(rasterPath);
    await Promise.all(
      profileVariants(profile).map((variant) =>
        writeVariant(variant, (path) => encodeTo(raster, variant, square, path)),
      ),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { type, width, height };
}
