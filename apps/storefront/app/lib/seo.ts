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
}

/** Title, description, canonical and hreflang alternates (ar, en, x-default → Arabic) for one page. */
export function pageMeta({
  title,
  description,
  origin,
  pathname,
  locale,
  noindex,
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
    { tagName: 'link', rel: 'canonical', href: addressIn(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: addressIn('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: addressIn('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn('ar') },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
