import { describe, expect, it } from 'vitest';
import { brandColorFor, DEFAULT_BRAND_COLOR } from './contrast.js';

// The banner's text colour itself is core's readableTextColor (color-contrast.test.ts).
describe('storefront accent', () => {
  it('takes the banner colour as the accent only when it carries white text', () => {
    expect(brandColorFor('#0f4c81')).toBe('#0f4c81');
    expect(brandColorFor('#ffffff')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColorFor('#facc15')).toBe(DEFAULT_BRAND_COLOR);
  });
});
