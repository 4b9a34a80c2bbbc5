import sharp from 'sharp';
import { MEDIA_MAX_INPUT_PIXELS } from '@matjar/core';

/** The picture size link previews show large (Facebook, WhatsApp, LinkedIn, X): 1.91 : 1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * A product's link-preview picture: its photograph whole on a white 1200 × 630 canvas, as a JPEG, which every
 * preview client reads (older WhatsApp and LinkedIn clients show no WebP or AVIF). Encoded from the stored
 * (already upright, metadata-free) picture; the decoder is held to the upload limit like every decode.
 */
export function previewJpeg(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: MEDIA_MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The stored files to make a preview from, best first: the widest stored width of the picture the page
 * shows (its URL names one width: `…-640.webp`), then that file itself.
 */
export function previewSources(pictureUrl: string): string[] {
  const widest = pictureUrl.replace(/-\d+\.(?:webp|avif|png|jpe?g)$/, '-1280.webp');
  return widest === pictureUrl ? [pictureUrl] : [widest, pictureUrl];
}
