import { describe, expect, it } from 'vitest';
import { descriptionFromText, pageMeta, PRODUCT_PREVIEW_SIZE, productPreviewImage } from './seo.js';

describe('page meta', () => {
  it('points canonical at the page and alternates at both languages', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      origin: 'https://shop.qa',
      pathname: '/en/cart',
      locale: 'en',
    });
    expect(meta).toContainEqual({ title: 'T' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.qa/en/cart' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ar',
      href: 'https://shop.qa/cart',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.qa/cart',
    });
  });

  it('maps the English home page to the Arabic root', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      origin: 'http://x',
      pathname: '/en',
      locale: 'en',
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'http://x/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://x/en' });
  });

  it('gives link previews the site name, a large card, the picture size and alt, and a product price', () => {
    const shop = pageMeta({
      title: 'T',
      description: 'D',
      origin: 'https://shop.qa',
      pathname: '/',
      locale: 'ar',
    });
    expect(shop).toContainEqual({ property: 'og:site_name', content: 'Matjar | متجر' });
    expect(shop).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(shop).toContainEqual({ property: 'og:image', content: 'https://shop.qa/og-image.png' });
    expect(shop).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(shop).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(shop).toContainEqual({ property: 'og:image:alt', content: 'T' });
    expect(shop.some((tag) => 'property' in tag && tag.property === 'product:price:amount')).toBe(false);

    const product = pageMeta({
      title: 'P',
      description: 'D',
      origin: 'https://shop.qa',
      pathname: '/product/12',
      locale: 'ar',
      image: '/media/p.webp',
      ogType: 'product',
      sharedUrl: 'https://shop.qa/product/12?variant=3',
      price: { amount: '5899.00', currency: 'QAR' },
    });
    expect(product).toContainEqual({ property: 'og:url', content: 'https://shop.qa/product/12?variant=3' });
    expect(product).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.qa/product/12' });
    expect(product).toContainEqual({ property: 'product:price:amount', content: '5899.00' });
    expect(product).toContainEqual({ property: 'product:price:currency', content: 'QAR' });
    expect(product.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false);
    const sized = pageMeta({
      title: 'P',
      description: 'D',
      origin: 'https://shop.qa',
      pathname: '/product/12',
      locale: 'en',
      image: productPreviewImage({ id: 12, updated_at: '2025-01-01T00:00:00.000Z' }),
      imageSize: PRODUCT_PREVIEW_SIZE,
    });
    expect(sized).toContainEqual({
      property: 'og:image',
      content: `https://shop.qa/preview/product/12.jpg?v=${Date.parse('2025-01-01T00:00:00.000Z').toString(36)}`,
    });
    expect(sized).toContainEqual({ property: 'og:image:width', content: '1200' });
  });

  it('writes titles and descriptions without invisible direction marks', () => {
    const meta = pageMeta({
      title: 'بطاقات \u2068App Store\u2069 و\u2068Google Play\u2069\u200F',
      description: '\u202Bوصف\u202C',
      origin: 'https://shop.qa',
      pathname: '/gift-cards',
      locale: 'ar',
    });
    expect(meta).toContainEqual({ title: 'بطاقات App Store وGoogle Play' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'بطاقات App Store وGoogle Play' });
    expect(meta).toContainEqual({ name: 'description', content: 'وصف' });
  });
});

describe('a description from a page of its own text', () => {
  it('takes the first paragraph that is not a heading, without markdown', () => {
    expect(
      descriptionFromText('## Returns\nYou may return **most** goods within [14 days](/x).\n\nMore.'),
    ).toBe('You may return most goods within 14 days.');
    expect(descriptionFromText('# Only a heading')).toBe('');
  });

  it('cuts a long paragraph at a word with an ellipsis', () => {
    const text = descriptionFromText(`${'word '.repeat(60)}end`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});
