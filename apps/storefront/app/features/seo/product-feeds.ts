import { CURRENCY, applyDiscount, type Locale, type StoreFeedItem } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { absoluteUrl } from '../../lib/seo.js';
import { riyalsDecimal, variantUrl } from './product-json-ld.js';

/**
 * The product feeds a merchant connects to Google Merchant Center and Meta (Facebook and Instagram) catalogues,
 * one per language: one item per variant (or per product without variants), variants of one product tied by
 * item_group_id, each linking to its own address (?variant=) where that variant is chosen. Built from the
 * catalogue's cached items, which every product change drops, so prices and stock are those of the shop now.
 */
export const FEED_FILES = {
  'google-ar.xml': { kind: 'google', locale: 'ar' },
  'google-en.xml': { kind: 'google', locale: 'en' },
  'meta-ar.csv': { kind: 'meta', locale: 'ar' },
  'meta-en.csv': { kind: 'meta', locale: 'en' },
} as const satisfies Record<string, { kind: 'google' | 'meta'; locale: Locale }>;
export type FeedFileName = keyof typeof FEED_FILES;

export const isFeedFileName = (name: string): name is FeedFileName => Object.hasOwn(FEED_FILES, name);

/** Google's and Meta's limits for a title and a description, in characters. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5_000;

/** What one item says, in one language, ready for either format. */
export interface FeedEntry {
  id: string;
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  /** "4299.00 QAR": the price before the product's discount. */
  price: string;
  /** The price after it, when there is a discount. */
  salePrice: string | null;
  inStock: boolean;
  brand: string | null;
  productType: string | null;
  /** The barcode number (GTIN digits) and the maker's part number, when the shop recorded them. */
  gtin: string | null;
  mpn: string | null;
}

const local = (arabic: string | null, english: string | null, locale: Locale) =>
  (locale === 'en' && english?.trim() ? english : arabic) ?? '';

/** Cut to a limit at a whole character (never half an emoji), with an ellipsis. */
function cut(text: string, max: number): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}

const money = (dirhams: number) => `${riyalsDecimal(dirhams)} ${CURRENCY}`;

export function feedEntry(item: StoreFeedItem, origin: string, locale: Locale): FeedEntry {
  const productUrl = `${origin}${localizePath(`/product/${item.product_id}`, locale)}`;
  const name = local(item.name, item.name_en, locale);
  const variant = item.variant_id === null ? '' : local(item.variant_name, item.variant_name_en, locale);
  const final = applyDiscount(item.price, item.discount_type, item.discount_value);
  // A brand is known by its Latin name in both languages, as in the structured data.
  const brand = item.brand_en?.trim() || item.brand;
  return {
    // The item's SKU when it has one (what the shop's orders name), else product-variant ids.
    id:
      item.sku ??
      (item.variant_id === null ? String(item.product_id) : `${item.product_id}-${item.variant_id}`),
    groupId: item.variant_id === null ? null : String(item.product_id),
    title: cut(variant ? `${name} — ${variant}` : name, TITLE_MAX),
    description: cut(local(item.description, item.description_en, locale) || name, DESCRIPTION_MAX),
    link: item.variant_id === null ? productUrl : variantUrl(productUrl, item.variant_id),
    imageLink: item.image ? absoluteUrl(origin, item.image) : null,
    price: money(item.price),
    salePrice: final < item.price ? money(final) : null,
    inStock: item.stock > 0,
    brand: brand || null,
    productType: item.category ? local(item.category, item.category_en, locale) : null,
    gtin: item.gtin,
    mpn: item.mpn,
  };
}

function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 cannot carry at all (a pasted control character would make the feed unreadable).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Google Merchant Center: RSS 2.0 with the g: namespace, one <item> per variant. */
export function buildGoogleFeed(
  origin: string,
  locale: Locale,
  title: string,
  items: readonly StoreFeedItem[],
): string {
  const tag = (name: string, value: string | null) =>
    value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : '';
  const entries = items.map((item) => {
    const entry = feedEntry(item, origin, locale);
    return [
      '<item>',
      tag('id', entry.id),
      `<title>${escapeXml(entry.title)}</title>`,
      `<description>${escapeXml(entry.description)}</description>`,
      `<link>${escapeXml(entry.link)}</link>`,
      tag('image_link', entry.imageLink),
      tag('availability', entry.inStock ? 'in_stock' : 'out_of_stock'),
      tag('price', entry.price),
      tag('sale_price', entry.salePrice),
      tag('condition', 'new'),
      tag('brand', entry.brand),
      tag('gtin', entry.gtin),
      tag('mpn', entry.mpn),
      // An item with neither number says so, rather than leave Google to refuse it for a missing GTIN.
      tag('identifier_exists', entry.gtin || entry.mpn ? null : 'no'),
      tag('item_group_id', entry.groupId),
      tag('product_type', entry.productType),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(title)}</title>`,
    `<link>${escapeXml(`${origin}${localizePath('/', locale)}`)}</link>`,
    `<description>${escapeXml(title)}</description>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** One CSV field: quoted, quotes doubled; a leading =, +, - or @ cannot start a formula in a spreadsheet. */
function csvField(value: string | null): string {
  const text = (value ?? '').replace(/\r?\n|\r/g, ' ');
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'product_type',
  'gtin',
  'mpn',
] as const;

/** Meta catalogues (Commerce Manager's data feed): CSV with Meta's column names, one row per variant. */
export function buildMetaFeed(origin: string, locale: Locale, items: readonly StoreFeedItem[]): string {
  const rows = items.map((item) => {
    const entry = feedEntry(item, origin, locale);
    return [
      entry.id,
      entry.title,
      entry.description,
      entry.inStock ? 'in stock' : 'out of stock',
      'new',
      entry.price,
      entry.salePrice,
      entry.link,
      entry.imageLink,
      entry.brand,
      entry.groupId,
      entry.productType,
      entry.gtin,
      entry.mpn,
    ]
      .map(csvField)
      .join(',');
  });
  return `${[META_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
