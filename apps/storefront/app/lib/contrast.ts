import { readableTextColor } from '@matjar/core';

/** Qatar maroon: the accent when the owner's banner colour is too light to carry white text. */
export const DEFAULT_BRAND_COLOR = '#8a1538';

/** The accent of buttons and links: the banner colour when white text reads on it, so the shop looks one piece. */
export function brandColorFor(bannerHex: string): string {
  return readableTextColor(bannerHex) === '#ffffff' ? bannerHex : DEFAULT_BRAND_COLOR;
}
