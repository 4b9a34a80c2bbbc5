import type { StoreFeedItem } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { buildGoogleFeed, buildMetaFeed, feedEntry, isFeedFileName } from './product-feeds.js';

const item = (overrides: Partial<StoreFeedItem> = {}): StoreFeedItem => ({
  product_id: 12,
  variant_id: 34,
  name: 'آيفون 16 برو',
  name_en: 'iPhone 16 Pro',
  description: 'شاشة 6.3 بوصة',
  description_en: 'A 6.3-inch display',
  variant_name: '1 تيرابايت',
  variant_name_en: '1TB',
  sku: 'IP16-1TB',
  gtin: null,
  mpn: null,
  price: 589_900,
  stock: 3,
  discount_type: null,
  discount_value: 0,
  image: '/media/products/iphone-640.webp',
  brand: 'أبل',
  brand_en: 'Apple',
  category: 'هواتف',
  category_en: 'Phones',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('product feed items', () => {
  it("links a variant to its own address, named in the feed's language, grouped by its product", () => {
    expect(feedEntry(item(), 'https://shop.qa', 'en')).toEqual({
      id: 'IP16-1TB',
      groupId: '12',
      title: 'iPhone 16 Pro — 1TB',
      description: 'A 6.3-inch display',
      link: 'https://shop.qa/en/product/12?variant=34',
      imageLink: 'https://shop.qa/media/products/iphone-640.webp',
      price: '5899.00 QAR',
      salePrice: null,
      inStock: true,
      brand: 'Apple',
      productType: 'Phones',
      gtin: null,
      mpn: null,
    });
    expect(feedEntry(item(), 'https://shop.qa', 'ar')).toMatchObject({
      title: 'آيفون 16 برو — 1 تيرابايت',
      link: 'https://shop.qa/product/12?variant=34',
      brand: 'Apple',
      productType: 'هواتف',
    });
  });

  it('gives a product without variants its own id, no group, and a discount as the sale price', () => {
    const entry = feedEntry(
      item({ variant_id: null, sku: null, discount_type: 'percentage', discount_value: 10, stock: 0 }),
      'https://shop.qa',
      'en',
    );
    expect(entry).toMatchObject({
      id: '12',
      groupId: null,
      title: 'iPhone 16 Pro',
      link: 'https://shop.qa/en/product/12',
      price: '5899.00 QAR',
      salePrice: '5309.00 QAR',
      inStock: false,
    });
    expect(feedEntry(item({ sku: null }), 'https://shop.qa', 'en').id).toBe('12-34');
  });

  it('writes Google RSS 2.0 with the g: namespace, escaped and without control characters', () => {
    const xml = buildGoogleFeed('https://shop.qa', 'en', 'Matjar', [
      item({ description_en: 'Fast & <bright>\u0007' }),
      item({ variant_id: 35, sku: null, stock: 0 }),
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    const items = xml.match(/<item>.*?<\/item>/g)!;
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<description>Fast &amp; &lt;bright&gt;</description>');
    expect(items[0]).toContain('<g:availability>in_stock</g:availability><g:price>5899.00 QAR</g:price>');
    expect(items[0]).toContain('<g:item_group_id>12</g:item_group_id>');
    expect(items[1]).toContain('<g:id>12-35</g:id>');
    expect(items[1]).toContain('<g:availability>out_of_stock</g:availability>');
    expect(xml).not.toContain('\u0007');
    // Neither number recorded: Google is told so rather than left to refuse the item.
    expect(items[0]).toContain('<g:identifier_exists>no</g:identifier_exists>');
    expect(items[0]).not.toContain('<g:gtin>');
  });

  it('gives Google the GTIN and MPN recorded, and no identifier_exists then', () => {
    const xml = buildGoogleFeed('https://shop.qa', 'en', 'Matjar', [
      item({ gtin: '4006381333931', mpn: 'MU773AH/A' }),
      item({ variant_id: 35, sku: null, mpn: 'MU774AH/A' }),
    ]);
    const items = xml.match(/<item>.*?<\/item>/g)!;
    expect(items[0]).toContain('<g:gtin>4006381333931</g:gtin><g:mpn>MU773AH/A</g:mpn>');
    expect(items[1]).toContain('<g:mpn>MU774AH/A</g:mpn>');
    expect(items[1]).not.toContain('<g:gtin>');
    expect(xml).not.toContain('identifier_exists');
  });

  it("writes Meta's CSV with its column names, quoted, and never a spreadsheet formula", () => {
    const csv = buildMetaFeed('https://shop.qa', 'en', [
      item({ name_en: '=HYPERLINK("x")', variant_id: null, gtin: '036000291452' }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'id,title,description,availability,condition,price,sale_price,link,image_link,brand,item_group_id,product_type,gtin,mpn',
    );
    expect(row).toBe(
      [
        '"IP16-1TB"',
        `"'=HYPERLINK(""x"")"`,
        '"A 6.3-inch display"',
        '"in stock"',
        '"new"',
        '"5899.00 QAR"',
        '""',
        '"https://shop.qa/en/product/12"',
        '"https://shop.qa/media/products/iphone-640.webp"',
        '"Apple"',
        '""',
        '"Phones"',
        '"036000291452"',
        '""',
      ].join(','),
    );
  });

  it('knows only its four files', () => {
    expect(['google-ar.xml', 'google-en.xml', 'meta-ar.csv', 'meta-en.csv'].every(isFeedFileName)).toBe(true);
    expect(isFeedFileName('toString')).toBe(false);
    expect(isFeedFileName('google.xml')).toBe(false);
  });
});
