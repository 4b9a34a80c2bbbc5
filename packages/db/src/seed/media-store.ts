import type { MediaStore } from '../client/types.js';

export type { MediaStore };

/**
 * Widths of the responsive product-image variants and the file naming rule `<folder>/<name>-<width>.<ext>`,
 * served as `/media/<folder>/<name>-<width>.<ext>`. These belong in @matjar/core (media.ts); kept here until
 * core exports them, with the same values.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageFormat = 'webp' | 'avif' | 'png';

export function mediaKey(folder: string, name: string, width: number, format: ImageFormat): string {
  return `${folder}/${name}-${width}.${format}`;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};
