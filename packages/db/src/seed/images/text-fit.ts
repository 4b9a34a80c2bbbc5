/**
 * Text sizing for drawn pictures. librsvg cannot be asked how wide a text will be before drawing it, so widths
 * are estimated from DejaVu Sans Bold's advance widths (the first font of FONT_STACK), rounded up so that an
 * estimate is never narrower than the drawn text: a mark sized with it stays inside its box.
 */

const NARROW = new Set([..."iIjlft.,:;'|!()[] "]);
const WIDE = new Set([...'MWmw@%&']);

/** Advance width of one character in em. */
function advance(char: string): number {
  if (char === ' ') return 0.36;
  if (NARROW.has(char)) return 0.44;
  if (WIDE.has(char)) return 1.08;
  if (/[A-Z]/.test(char)) return 0.82;
  if (/[0-9a-z]/.test(char)) return 0.72;
  // Symbols (+, ▶) and other scripts: wide enough for any of them.
  return 0.9;
}

/** Estimated drawn width of `text` at `fontSize`, including `letterSpacing` between characters. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const chars = [...text];
  return chars.reduce((sum, c) => sum + advance(c) * fontSize, 0) + letterSpacing * chars.length;
}

/** The largest font size up to `maxSize` (whole pixels) at which `text` fits in `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, maxSize: number, letterSpacing = 0): number {
  const atOne = textWidth(text, 1);
  const size = (maxWidth - letterSpacing * [...text].length) / Math.max(atOne, 0.01);
  return Math.max(1, Math.floor(Math.min(maxSize, size)));
}
