import type { Locale, StorefrontSettings } from '@matjar/core';
import { absoluteUrl } from '../../lib/seo.js';
import { socialUrl, whatsappUrl } from '../../lib/social-links.js';
import { localizePath } from '../../i18n/locale.js';

/** The shop's names: search engines show "Matjar"; "متجر" alone is the common word for a shop. */
export const SHOP_NAMES = { name: 'Matjar', alternateName: ['متجر', 'Matjar | متجر'] } as const;

/**
 * The home page's schema.org data: the shop as an OnlineStore (an Organization) with its logo, its address in
 * Doha, its phone and e-mail and the social pages the footer links to; and the WebSite with its search.
 */
export function siteJsonLd(origin: string, locale: Locale, settings: StorefrontSettings) {
  const home = `${origin}${localizePath('/', locale)}`;
  const { contact } = settings;
  const sameAs = [socialUrl(contact.facebook, 'facebook'), socialUrl(contact.instagram, 'instagram')].filter(
    (link): link is string => link !== null,
  );
  const phone = contact.whatsapp.trim();
  const location = (locale === 'en' ? contact.location_en : contact.location_ar).trim();
  const store = {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': `${origin}/#store`,
    ...SHOP_NAMES,
    url: home,
    logo: absoluteUrl(origin, settings.siteLogo || '/og-image.png'),
    ...(contact.email.trim() ? { email: contact.email.trim() } : {}),
    ...(phone ? { telephone: phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(location ? { streetAddress: location } : {}),
      addressLocality: locale === 'en' ? 'Doha' : 'الدوحة',
      addressCountry: 'QA',
    },
    ...(phone && whatsappUrl(phone)
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: phone,
            availableLanguage: ['ar', 'en'],
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    ...SHOP_NAMES,
    url: home,
    inLanguage: locale,
    publisher: { '@id': `${origin}/#store` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${localizePath('/search', locale)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return [store, website];
}
