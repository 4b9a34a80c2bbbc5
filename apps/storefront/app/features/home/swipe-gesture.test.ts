import { describe, expect, it } from 'vitest';
import { bannerLink, classifyBannerGesture } from './swipe-gesture.js';

describe('classifyBannerGesture', () => {
  it('treats a press that moved under 10 px as a click', () => {
    expect(classifyBannerGesture(0, 0, 'ltr')).toBe('click');
    expect(classifyBannerGesture(9, -9, 'rtl')).toBe('click');
  });

  it('does nothing between the click tolerance and the 50 px swipe threshold', () => {
    expect(classifyBannerGesture(10, 0, 'ltr')).toBe('none');
    expect(classifyBannerGesture(-50, 0, 'ltr')).toBe('none');
  });

  it('changes slide after more than 50 px, following the reading direction', () => {
    expect(classifyBannerGesture(-51, 4, 'ltr')).toBe('next');
    expect(classifyBannerGesture(51, 4, 'ltr')).toBe('previous');
    expect(classifyBannerGesture(51, 4, 'rtl')).toBe('next');
    expect(classifyBannerGesture(-120, 0, 'rtl')).toBe('previous');
  });

  it('leaves mostly vertical drags (page scrolling) alone', () => {
    expect(classifyBannerGesture(60, 200, 'ltr')).toBe('none');
  });
});

describe('bannerLink', () => {
  const toEnglish = (path: string) => `/en${path}`;
  it('sends http links out of the site as they are', () => {
    expect(bannerLink('https://example.com/sale', toEnglish)).toEqual({
      kind: 'external',
      href: 'https://example.com/sale',
    });
  });
  it('navigates inside for other links, in the page language', () => {
    expect(bannerLink('/products?brand=2', toEnglish)).toEqual({
      kind: 'internal',
      to: '/en/products?brand=2',
    });
    expect(bannerLink('phones', toEnglish)).toEqual({ kind: 'internal', to: '/en/phones' });
    expect(bannerLink('/en/brands', toEnglish)).toEqual({ kind: 'internal', to: '/en/brands' });
  });
  it('links a category stored by id at its one address, not through the redirect', () => {
    expect(bannerLink('/category/1', toEnglish)).toEqual({ kind: 'internal', to: '/en/phones' });
    expect(bannerLink('/category/7?x=1', toEnglish)).toEqual({ kind: 'internal', to: '/en/gift-cards?x=1' });
    expect(bannerLink('/en/category/5', toEnglish)).toEqual({ kind: 'internal', to: '/en/audio' });
    expect(bannerLink('/category/42', toEnglish)).toEqual({ kind: 'internal', to: '/en/category/42' });
    expect(bannerLink('/category/12x', toEnglish)).toEqual({ kind: 'internal', to: '/en/category/12x' });
  });
  it('has no link for a blank value', () => {
    expect(bannerLink('  ', toEnglish)).toBeNull();
    expect(bannerLink(undefined, toEnglish)).toBeNull();
  });
});
