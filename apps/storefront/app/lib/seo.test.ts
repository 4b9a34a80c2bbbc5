import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo.js';

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
});
