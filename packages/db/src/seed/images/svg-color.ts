/** Small colour helpers for the drawn pictures: shading a device colour without a colour library. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Moves a colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t) as [number, number, number]);
}

/** Relative luminance 0..1, to pick text and detail colours that stay visible on the body colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function contrastInk(hex: string): string {
  return luminance(hex) > 0.6 ? '#1f2937' : '#ffffff';
}

/** Soft backdrop pairs; picture n of a product takes pair n so its gallery does not look copied. */
export const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f8fafc', '#e2e8f0'],
  ['#eff6ff', '#dbeafe'],
  ['#fdf4ff', '#f5d0fe'],
  ['#f0fdf4', '#bbf7d0'],
  ['#fff7ed', '#fed7aa'],
  ['#f5f3ff', '#ddd6fe'],
];

/** Escapes text placed inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The fonts the machine has for Latin and Arabic; librsvg falls back along the list. */
export const FONT_STACK = "'DejaVu Sans', 'Noto Sans Arabic', 'Noto Sans', Arial, sans-serif";
