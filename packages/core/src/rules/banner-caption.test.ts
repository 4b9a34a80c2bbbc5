import { describe, expect, it } from 'vitest';
import { BANNER_SCRIM_OPACITY, bannerCaption, lightestUnderScrim } from './banner-caption.js';
import { relativeLuminance } from './color-contrast.js';

describe('bannerCaption', () => {
  const both = {
    title_ar: 'عروض الجمعة البيضاء',
    title_en: 'White Friday deals',
    text_ar: 'خصم',
    text_en: 'Off',
  };

  it('gives the page language’s title and text', () => {
    expect(bannerCaption(both, 'ar')).toEqual({ title: 'عروض الجمعة البيضاء', text: 'خصم' });
    expect(bannerCaption(both, 'en')).toEqual({ title: 'White Friday deals', text: 'Off' });
  });

  it('falls back to the other language for a field written in one only', () => {
    expect(bannerCaption({ title_ar: 'التقط كل لحظة', text_en: 'Cameras' }, 'en')).toEqual({
      title: 'التقط كل لحظة',
      text: 'Cameras',
    });
  });

  it('is null for a slide without words, blanks included', () => {
    expect(bannerCaption({}, 'ar')).toBeNull();
    expect(bannerCaption({ title_ar: '  ', title_en: null, text_en: '' }, 'en')).toBeNull();
  });
});

describe('the scrim under a caption', () => {
  it('keeps white text at WCAG AA contrast over the lightest picture', () => {
    const under = lightestUnderScrim(BANNER_SCRIM_OPACITY);
    expect(under).toMatch(/^#([0-9a-f]{2})\1\1$/);
    const ratio = (1 + 0.05) / (relativeLuminance(under) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('is the picture itself without a scrim', () => {
    expect(lightestUnderScrim(0)).toBe('#ffffff');
  });
});
