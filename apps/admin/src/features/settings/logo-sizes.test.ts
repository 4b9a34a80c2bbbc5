import { DEFAULT_LOGO_SIZE } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { LOGO_SIZE_CHOICES, heightClassPx, logoSizeChoice } from './logo-sizes';

describe('logo sizes', () => {
  it('reads a Tailwind height class as pixels', () => {
    expect(heightClassPx('h-20')).toBe(80);
    expect(heightClassPx('h-8')).toBe(32);
    expect(() => heightClassPx('h-auto')).toThrow();
  });

  it('offers the six sizes of the spec with their header heights', () => {
    expect(LOGO_SIZE_CHOICES.map(({ size, logoPx, headerPx }) => [size, logoPx, headerPx])).toEqual([
      ['h-8', 32, 56],
      ['h-10', 40, 64],
      ['h-12', 48, 80],
      ['h-16', 64, 96],
      ['h-20', 80, 112],
      ['h-24', 96, 128],
    ]);
  });

  it('marks h-12 as the default', () => {
    expect(LOGO_SIZE_CHOICES.filter((choice) => choice.isDefault).map((choice) => choice.size)).toEqual([
      DEFAULT_LOGO_SIZE,
    ]);
    expect(logoSizeChoice('h-16').logoPx).toBe(64);
  });
});
