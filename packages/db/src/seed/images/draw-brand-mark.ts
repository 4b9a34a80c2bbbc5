import { contrastInk, escapeXml, FONT_STACK } from './svg-color.js';
import { fitFontSize } from './text-fit.js';

const SIZE = 256;
const RADIUS = 116;

/**
 * A brand tile: the brand's mark (a letter or two) in a disc of its colour. Every place that shows the tile
 * (brand lists, category tiles, gift-card shelves, the back office) writes the brand's name beside it at 32–48
 * px, where a name drawn inside the tile could not be read; the mark is sized to the disc's inner square, so
 * no letter spills out of it.
 */
export function drawBrandMarkSvg(brand: { mark: string; color: string }): string {
  const inner = RADIUS * Math.SQRT2 * 0.9;
  const markSize = Math.min(fitFontSize(brand.mark, inner, 150), Math.round(inner * 0.9));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT_STACK}">
  <rect width="${SIZE}" height="${SIZE}" rx="48" fill="#ffffff"/>
  <circle cx="128" cy="128" r="${RADIUS}" fill="${brand.color}"/>
  <text x="128" y="${128 + markSize * 0.36}" font-size="${markSize}" font-weight="700" text-anchor="middle" fill="${contrastInk(brand.color)}">${escapeXml(brand.mark)}</text>
</svg>`;
}
