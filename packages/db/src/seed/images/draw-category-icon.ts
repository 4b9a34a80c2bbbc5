import type { DeviceShape } from '../types.js';
import { drawProductSvg } from './draw-product.js';
import { shade } from './svg-color.js';

/**
 * A category icon: the category's device drawn like the product pictures, on a disc tinted with the
 * category's colour and a transparent corner, so it sits on any tile. An image, unlike an emoji, looks the
 * same on devices without an emoji font.
 */
export function drawCategoryIconSvg(category: { shape: DeviceShape; color: string }): string {
  const picture = drawProductSvg({
    shape: category.shape,
    color: category.shape === 'card' ? category.color : shade(category.color, -0.1),
    brand: '',
    mark: '',
    index: 0,
    accent: category.color,
    bare: true,
  });
  const href = `data:image/svg+xml;base64,${Buffer.from(picture).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="124" fill="${shade(category.color, 0.86)}"/>
  <image x="20" y="20" width="216" height="216" href="${href}"/>
</svg>`;
}
