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
  /** 'product' on product pages. */
  ogType?: 'website' | 'product';
}

/** Link previews of pages without a picture of their own (public/og-image.png, 1200 × 630). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

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
  ogType = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const base = basePathOf(pathname);
  const addressIn = (target: Locale) => `${origin}${localizePath(base, target)}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: addressIn(locale) },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_QA' : 'en_QA' },
    { property: 'og:locale:alternate', content: locale === 'ar' ? 'en_QA' : 'ar_QA' },
    { property: 'og:image', content: absoluteUrl(origin, image || DEFAULT_OG_IMAGE) },
    { property: 'og:type', content: ogType },
    { tagName: 'link', rel: 'canonical', href: addressIn(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: addressIn('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: addressIn('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn('ar') },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
