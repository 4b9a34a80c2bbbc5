import { describe, expect, it } from 'vitest';
import { brandColorFor, DEFAULT_BRAND_COLOR, readableTextColor, relativeLuminance } from './contrast.js';

describe('banner text contrast', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#fef3c7', '#000000'],
    ['#facc15', '#000000'],
    ['#000000', '#ffffff'],
    ['#8a1538', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
  ])('on %s the text is %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it('computes WCAG luminance at the extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
  });

  it('takes the banner colour as the accent only when it carries white text', () => {
    expect(brandColorFor('#0f4c81')).toBe('#0f4c81');
    expect(brandColorFor('#ffffff')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColorFor('#facc15')).toBe(DEFAULT_BRAND_COLOR);
  });
});
