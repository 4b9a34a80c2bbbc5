import { contrastInk, escapeXml, FONT_STACK } from './svg-color.js';
import { balancedLines, fitFontSize } from './text-fit.js';

const SIZE = 256;
const CIRCLE = { cx: 128, cy: 100, r: 72 };
/** Widest a line may be: the tile less a margin on each side. */
const NAME_WIDTH = 216;
const NAME_MAX_SIZE = 28;

/**
 * A brand tile: the brand's mark in a disc of its colour, its name under it. The mark is sized to the disc's
 * inner square and the name to the tile (on two lines when that draws it larger), so no letter spills out.
 */
export function drawBrandMarkSvg(brand: { en: string; mark: string; color: string }): string {
  const inner = CIRCLE.r * Math.SQRT2 * 0.92;
  const markSize = Math.min(fitFontSize(brand.mark, inner, 96), Math.round(inner * 0.95));
  const oneLine = fitFontSize(brand.en, NAME_WIDTH, NAME_MAX_SIZE);
  const split = balancedLines(brand.en);
  const twoLines = Math.min(...split.map((line) => fitFontSize(line, NAME_WIDTH, NAME_MAX_SIZE)));
  const lines = split.length > 1 && twoLines > oneLine + 3 ? split : [brand.en];
  const nameSize = lines.length > 1 ? twoLines : oneLine;
  const firstBaseline = lines.length > 1 ? 206 : 222;
  const name = lines
    .map(
      (line, i) =>
        `<text x="128" y="${firstBaseline + i * Math.round(nameSize * 1.15)}" font-size="${nameSize}" font-weight="700" text-anchor="middle" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT_STACK}">
  <rect width="${SIZE}" height="${SIZE}" rx="40" fill="#ffffff"/>
  <circle cx="${CIRCLE.cx}" cy="${CIRCLE.cy}" r="${CIRCLE.r}" fill="${brand.color}"/>
  <text x="${CIRCLE.cx}" y="${CIRCLE.cy + markSize * 0.36}" font-size="${markSize}" font-weight="700" text-anchor="middle" fill="${contrastInk(brand.color)}">${escapeXml(brand.mark)}</text>
  ${name}
</svg>`;
}
