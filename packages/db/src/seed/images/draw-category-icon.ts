import type { DeviceShape } from '../types.js';
import { drawProductSvg } from './draw-product.js';
import { shade } from './svg-color.js';

/**
 * A category icon: the category's device drawn like the product pictures, in the category's colour, on a
 * transparent ground so it sits on any tile. An image, unlike an emoji, looks the same on devices without an
 * emoji font.
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
  // The drawings keep to the middle 76 % of their box (120–880); enlarge so the device fills the icon.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <image x="-32" y="-32" width="320" height="320" href="${href}"/>
</svg>`;
}
