import { describe, expect, it } from 'vitest';
import {
  imageSrcSet,
  imageVariantUrl,
  isIconEmoji,
  isMediaUrl,
  mediaUrl,
  mediaVariantPath,
  parseMediaUrl,
} from './media.js';

describe('imageVariantUrl', () => {
  it.each([
    ['/media/products/iphone-15-640.webp', 320, 'avif', '/media/products/iphone-15-320.avif'],
    ['/media/products/iphone-15-1280.avif', 640, 'webp', '/media/products/iphone-15-640.webp'],
    ['/media/banners/mobile/summer-640.webp', 1280, 'webp', '/media/banners/mobile/summer-1280.webp'],
    [
      'https://cdn.matjar.qa/media/products/x-320.webp',
      640,
      'avif',
      'https://cdn.matjar.qa/media/products/x-640.avif',
    ],
    // Foreign or unknown: unchanged
    ['https://example.com/photo.jpg', 640, 'webp', 'https://example.com/photo.jpg'],
    ['/media/products/iphone-999.webp', 640, 'webp', '/media/products/iphone-999.webp'],
    ['/media/products/iphone-640.png', 640, 'webp', '/media/products/iphone-640.png'],
    ['/media/iphone-640.webp', 640, 'avif', '/media/iphone-640.webp'],
    ['/media/products/iphone-640.webp?v=2', 320, 'webp', '/media/products/iphone-640.webp?v=2'],
    ['📱', 640, 'webp', '📱'],
  ] as const)('%s at %s %s -> %s', (url, width, format, out) => {
    expect(imageVariantUrl(url, width, format)).toBe(out);
  });
});

describe('imageSrcSet', () => {
  it('lists every width', () => {
    expect(imageSrcSet('/media/products/a-b-640.webp', 'avif')).toBe(
      '/media/products/a-b-320.avif 320w, /media/products/a-b-640.avif 640w, /media/products/a-b-1280.avif 1280w',
    );
  });
  it('returns a foreign URL as it is', () => {
    expect(imageSrcSet('https://example.com/a.jpg', 'webp')).toBe('https://example.com/a.jpg');
  });
});

describe('parseMediaUrl and mediaVariantPath', () => {
  it('round-trips', () => {
    const path = mediaVariantPath('/products/', 'case-blue', 1280, 'avif');
    expect(path).toBe('/media/products/case-blue-1280.avif');
    expect(parseMediaUrl(path)).toEqual({
      base: '/media/products/',
      name: 'case-blue',
      width: 1280,
      format: 'avif',
    });
    expect(isMediaUrl(path)).toBe(true);
    expect(isMediaUrl('/uploads/x.png')).toBe(false);
  });
});

describe('mediaUrl', () => {
  it.each([
    ['products/12/front-640.webp', '/media/products/12/front-640.webp'],
    ['brands/a b/ü.png', '/media/brands/a%20b/%C3%BC.png'],
  ])('%s → %s', (key, url) => expect(mediaUrl(key)).toBe(url));

  it('gives the URLs the variant convention reads', () => {
    expect(isMediaUrl(mediaUrl('products/12/front-640.webp'))).toBe(true);
  });
});

describe('isIconEmoji (departure D17: a category icon may be an emoji)', () => {
  it.each(['📱', ' 🎧 ', '⌚', '⌚️', '🇶🇦', '👩‍💻', '👍🏽', '1️⃣', '📷🎥'])('%j is an emoji', (text) => {
    expect(isIconEmoji(text)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'javascript:alert(1)',
    '/media/categories/x-640.webp',
    'https://evil.test/x.png',
    'abc',
    '12',
    '📱 phone',
    '<svg>',
    '📱📱📱📱📱📱📱📱📱',
  ])('%j is not', (text) => {
    expect(isIconEmoji(text)).toBe(false);
  });
});
