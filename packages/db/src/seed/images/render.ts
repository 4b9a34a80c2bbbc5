import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@matjar/core';
import { CONTENT_TYPES, type ImageFormat, type MediaStore, mediaKey } from '../media-store.js';

export interface RenderTarget {
  folder: string;
  name: string;
}

/**
 * Encoder settings measured on the 2-core machine for one 1280-px picture: AVIF effort 4 (sharp's default)
 * ~1.7 s, effort 2 ~0.27 s, effort 0 ~0.1 s. With ~275 pictures × 3 widths only effort 0 keeps the whole seed
 * near a minute; on flat drawn illustrations it still makes files smaller than WebP. WebP effort 2 likewise.
 */
const AVIF_OPTIONS = { quality: 55, effort: 0 } as const;
const WEBP_OPTIONS = { quality: 82, effort: 2 } as const;

interface Raster {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function encode(raster: Raster, width: number, format: ImageFormat): Promise<Buffer> {
  const resized = sharp(raster.data, { raw: raster.raw }).resize({ width });
  if (format === 'avif') return resized.avif(AVIF_OPTIONS).toBuffer();
  if (format === 'png') return resized.png({ compressionLevel: 9, palette: true }).toBuffer();
  return resized.webp(WEBP_OPTIONS).toBuffer();
}

/**
 * Renders an SVG into `<folder>/<name>-<width>.<format>` files through the media store. Files the store already
 * has are skipped, so a second seed (or the next test run sharing the folder) draws nothing. The SVG is
 * rasterised once at the largest width and every smaller file is resized from that.
 */
export async function renderSvgVariants(
  media: MediaStore,
  svg: string,
  target: RenderTarget,
  options: { widths?: readonly number[]; formats?: readonly ImageFormat[] } = {},
): Promise<void> {
  const widths = options.widths ?? IMAGE_WIDTHS;
  const formats = options.formats ?? (['webp', 'avif'] as const);
  const wanted: { key: string; width: number; format: ImageFormat }[] = [];
  for (const width of widths) {
    for (const format of formats) {
      const key = mediaKey(target.folder, target.name, width, format);
      if (!(await media.exists(key))) wanted.push({ key, width, format });
    }
  }
  if (wanted.length === 0) return;
  const largest = Math.max(...wanted.map((w) => w.width));
  // librsvg draws at 72 dpi for the SVG's own size; scale the density so the raster is sharp at `largest`.
  const size = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 1000);
  // Raw pixels, not an intermediate PNG: no encode/decode between the raster and each variant.
  const { data, info } = await sharp(Buffer.from(svg), { density: Math.ceil((72 * largest) / size) })
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster: Raster = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const { key, width, format } of wanted) {
    await media.put(key, await encode(raster, width, format), CONTENT_TYPES[format]);
  }
}

/** Runs async jobs with at most `limit` in flight: sharp works off the event loop, two cores fit two jobs. */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await job(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
