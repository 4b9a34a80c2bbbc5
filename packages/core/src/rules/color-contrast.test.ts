import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER_COLOR } from './limits.js';
import { readableTextColor, relativeLuminance } from './color-contrast.js';

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

  it('keeps the spec’s black text on the default white banner', () => {
    expect(readableTextColor(DEFAULT_BANNER_COLOR)).toBe('#000000');
  });

  it('computes WCAG luminance at the extremes, and reads an unreadable value as white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(relativeLuminance('red')).toBe(1);
  });
});
