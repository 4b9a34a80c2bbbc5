import { z } from 'zod';
import { DETECTED_IMAGE_TYPES, MEDIA_UPLOAD_PURPOSE_NAMES } from '../../rules/media-upload.js';

/** POST /api/admin/media?purpose=…: what the image is for (its folder and accepted types); product by default. */
export const AdminUploadMediaQuery = z.object({
  purpose: z.enum(MEDIA_UPLOAD_PURPOSE_NAMES).default('product'),
});
export type AdminUploadMediaQuery = z.infer<typeof AdminUploadMediaQuery>;

/** One stored upload: `url` is what a product image, category or brand icon, logo or banner keeps. */
export const AdminUploadedMedia = z.object({
  /** The stored image without width and format, e.g. products/up-1767000000000-0123456789abcdef. */
  key: z.string(),
  /** The default variant (640-px WebP); every other width and format follows from it (core media.ts). */
  url: z.string(),
  /** Of the picture as shown (orientation applied), before resizing: for the spec's size advice. */
  width: z.number().int(),
  height: z.number().int(),
  /** The type read from the file's content. */
  type: z.enum(DETECTED_IMAGE_TYPES),
  /** Every stored variant's URL (each width in each format). */
  variants: z.array(z.string()),
});
export type AdminUploadedMedia = z.infer<typeof AdminUploadedMedia>;

export const AdminUploadMediaResponse = z.object({ success: z.literal(true), media: AdminUploadedMedia });
export type AdminUploadMediaResponse = z.infer<typeof AdminUploadMediaResponse>;
