import { mediaVariantKey, STORED_IMAGE_CONTENT_TYPES, type StoredImageFormat } from '@matjar/core';
import type { MediaStore } from '../client/types.js';

export type { MediaStore };

/**
 * Product pictures follow @matjar/core's media convention (`/media/<folder>/<name>-<width>.<avif|webp>` at
 * IMAGE_WIDTHS). Site assets (logo and favicon as PNG, brand tiles, banners per device) use the same naming
 * with their own single width; core treats such URLs as plain ones and uses them as they are.
 */
export type ImageFormat = StoredImageFormat;

export function mediaKey(folder: string, name: string, width: number, format: ImageFormat): string {
  return mediaVariantKey(`${folder}/${name}`, width, format);
}

export const CONTENT_TYPES = STORED_IMAGE_CONTENT_TYPES;
