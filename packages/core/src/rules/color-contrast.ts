// The storefront's rule for text on the owner's banner colour (back-office §2 banner colour tab: black text on
// white, otherwise white), generalised to any colour by WCAG contrast so a pale yellow keeps black text too.
// The storefront draws its top banner with it and the back office's preview does the same, so they agree.

/** WCAG relative luminance of a #rrggbb colour; anything else counts as white (the default banner). */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return 1;
  const value = Number.parseInt(match[1], 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever contrasts more with the background (owners pick any banner colour). */
export function readableTextColor(backgroundHex: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(backgroundHex);
  const contrastWithBlack = (l + 0.05) / 0.05;
  const contrastWithWhite = 1.05 / (l + 0.05);
  return contrastWithBlack >= contrastWithWhite ? '#000000' : '#ffffff';
}
