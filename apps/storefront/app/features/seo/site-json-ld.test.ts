import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/settings/default-settings.js';
import { siteJsonLd } from './site-json-ld.js';

const settings = {
  ...DEFAULT_SETTINGS,
  siteLogo: '/media/site/logo.png',
  contact: {
    email: 'shop@matjar.qa',
    whatsapp: '+974 4400 0000',
    location_ar: 'الدوحة، الخليج الغربي',
    location_en: 'West Bay, Doha',
    facebook: 'matjarqa',
    instagram: 'https://instagram.com/matjar.qa',
  },
};

describe('home page JSON-LD', () => {
  it('describes the shop as an online store with its logo, address in Doha, phone and social pages', () => {
    const [store] = siteJsonLd('https://shop.qa', 'en', settings);
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Matjar',
      alternateName: ['متجر', 'Matjar | متجر'],
      url: 'https://shop.qa/en',
      logo: 'https://shop.qa/media/site/logo.png',
      email: 'shop@matjar.qa',
      telephone: '+974 4400 0000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'West Bay, Doha',
        addressLocality: 'Doha',
        addressCountry: 'QA',
      },
      sameAs: ['https://www.facebook.com/matjarqa', 'https://instagram.com/matjar.qa'],
    });
  });

  it('names the web site with its search, in the page language', () => {
    const [, website] = siteJsonLd('https://shop.qa', 'ar', settings);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Matjar',
      url: 'https://shop.qa/',
      inLanguage: 'ar',
      publisher: { '@id': 'https://shop.qa/#store' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.qa/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('leaves out what the shop has not filled in', () => {
    const [store] = siteJsonLd('https://shop.qa', 'ar', {
      ...settings,
      siteLogo: null,
      contact: { ...settings.contact, email: ' ', whatsapp: '', facebook: '', instagram: '' },
    });
    expect(store).not.toHaveProperty('email');
    expect(store).not.toHaveProperty('telephone');
    expect(store).not.toHaveProperty('sameAs');
    expect(store).toMatchObject({
      logo: 'https://shop.qa/og-image.png',
      address: { addressLocality: 'الدوحة' },
    });
  });
});
