import { SEED_BRANDS } from '../catalog/brands.js';
import type { DeviceShape } from '../types.js';
import { drawProductSvg } from './draw-product.js';
import { luminance, shade } from './svg-color.js';

/** The finish a product without a colour option is drawn in: how such a device usually comes. */
const USUAL_FINISH: Record<DeviceShape, string> = {
  phone: '#2b2f36',
  tablet: '#5b5e63',
  laptop: '#c0c4cc',
  watch: '#1f2937',
  keyboard: '#41424c',
  mouse: '#41424c',
  card: '#1f2937',
  headphones: '#1f2937',
  earbuds: '#f3f4f6',
  speaker: '#1f2937',
  camera: '#1f2937',
  drone: '#8e8f91',
  charger: '#f3f4f6',
  magsafe: '#e5e7eb',
  'power-bank': '#1f2937',
  'charging-stand': '#1f2937',
  stylus: '#f3f4f6',
  tracker: '#f3f4f6',
  'action-camera': '#1f2937',
  'instant-camera': '#f3f4f6',
};

/**
 * Screen wallpaper taken from the body colour (as makers show their colours), so a picture of the front shows
 * the same colour as the back and no other; very dark and very light bodies get a toned version of it.
 */
function wallpaper(color: string): string {
  const light = luminance(color);
  if (light < 0.25) return shade(color, 0.3);
  if (light > 0.8) return shade(color, -0.3);
  return color;
}

export interface PictureSubject {
  shape: DeviceShape;
  brandId: number;
  isGiftCard: boolean;
  /** The seed entry's own finish, for products without a colour option. */
  finish?: string;
}

/** The one colour every picture of a product without a colour option shows (a gift card wears its brand). */
export function pictureFinish(subject: PictureSubject): string {
  const brand = SEED_BRANDS.find((b) => b.id === subject.brandId)!;
  if (subject.isGiftCard) return brand.color;
  return subject.finish ?? USUAL_FINISH[subject.shape];
}

/** The SVG of picture `index` of a product, drawn in `color`. */
export function productPictureSvg(subject: PictureSubject, index: number, color: string): string {
  const brand = SEED_BRANDS.find((b) => b.id === subject.brandId)!;
  return drawProductSvg({
    shape: subject.shape,
    color,
    brand: brand.en,
    mark: brand.mark,
    index,
    accent: wallpaper(color),
  });
}
