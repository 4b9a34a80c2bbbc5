import type { MetaDescriptor } from 'react-router';
import type { Locale } from '@matjar/core';
import { basePathOf, localizePath } from '../i18n/locale.js';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Scheme and host of the request, for absolute canonical and hreflang addresses. */
  origin: string;
  pathname: string;
  locale: Locale;
  noindex?: boolean;
  /** Picture for link previews (og:image): an absolute URL or a site path; the shop's default otherwise. */
  image?: string | null;
  /** The picture's size when known (a product's 1200 × 630 preview picture). */
  imageSize?: { width: number; height: number };
  /** 'product' on product pages. */
  ogType?: 'website' | 'product';
  /**
   * The address a link preview names (og:url) when it is not the canonical one: a variant's own link
   * (?variant=) shows that variant's price when shared, while search engines index the product's page.
   */
  sharedUrl?: string;
  /** A product's shown price, for link previews (product:price:amount/currency). */
  price?: { amount: string; currency: string };
  /**
   * The query that makes this page a page of its own ('?brand=2&page=3'), already canonical: a list's page 3
   * or a brand's products name themselves, with the same query in both languages.
   */
  query?: string;
}

/** The shop's name in link previews (og:site_name): the same in both languages. */
export const SITE_NAME = 'Matjar | متجر';

/** Link previews of pages without a picture of their own (public/og-image.png, 1200 × 630). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/** A product's link-preview picture, made by the server from its first picture (1200 × 630 JPEG). */
export const PRODUCT_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * The address of a product's preview picture, versioned by the product's last change: chat apps keep a
 * preview picture for days, and a new picture must be a new address.
 */
export function productPreviewImage(product: { id: number; updated_at: string }): string {
  return `/preview/product/${product.id}.jpg?v=${Date.parse(product.updated_at).toString(36)}`;
}

/**
 * Directional marks and isolates (LRM, RLM, embeddings, overrides, FSI … PDI). They order mixed Arabic and
 * Latin text on the page, but a title or description shown by a search engine or a chat app carries them
 * as invisible characters (copied with the text, counted in lengths): meta text goes without them.
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * A page's description from its own text (a trust page's body as staff wrote it): the first paragraph that is
 * not a heading, without markdown marks, cut at a word near `max` characters.
 */
export function descriptionFromText(markdown: string, max = 160): string {
  const paragraph =
    markdown
      .split(/\n\s*\n|\n(?=#)/)
      .map((block) =>
        block
          .split('\n')
          .filter((line) => !/^\s*#/.test(line))
          .join(' ')
          .replace(/^\s*[-*]\s+/gm, '')
          .replace(/\*\*|__|[*_`]/g, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .find((block) => block.length > 0) ?? '';
  if (paragraph.length <= max) return paragraph;
  const cut = paragraph.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** An address as crawlers need it: site paths are prefixed with the origin, absolute URLs kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * Title, description, canonical, hreflang alternates (ar, en, x-default → Arabic) and Open Graph tags for one
 * page.
 */
export function pageMeta({
  title,
  description,
  origin,
  pathname,
  locale,
  noindex,
  image,
  imageSize,
  ogType = 'website',
  sharedUrl,
  price,
  query = '',
}: PageMetaInput): MetaDescriptor[] {
  title = withoutBidiControls(title);
  description = withoutBidiControls(description);
  const base = basePathOf(pathname);
  const addressIn = (target: Locale) => `${origin}${localizePath(base, target)}${query}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: sharedUrl ?? addressIn(locale) },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_QA' : 'en_QA' },
    { property: 'og:locale:alternate', content: locale === 'ar' ? 'en_QA' : 'ar_QA' },
    { property: 'og:image', content: absoluteUrl(origin, image || DEFAULT_OG_IMAGE) },
    // The shop's own preview picture is 1200 × 630; another picture's size is said when it is known.
    ...(!image || imageSize
      ? [
          { property: 'og:image:width', content: String(imageSize?.width ?? 1200) },
          { property: 'og:image:height', content: String(imageSize?.height ?? 630) },
        ]
      : []),
    { property: 'og:image:alt', content: title },
    { property: 'og:type', content: ogType },
    ...(price
      ? [
          { property: 'product:price:amount', content: price.amount },
          { property: 'product:price:currency', content: price.currency },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: addressIn(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: addressIn('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: addressIn('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn('ar') },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
