import type { ContactSettings, StorefrontSettings } from '@matjar/core';

// The spec asks for built-in defaults when settings cannot be read (storefront §8): the shell must still
// render. Kept here until @matjar/core exports shared defaults; the host normally applies them already.
export const DEFAULT_CONTACT: ContactSettings = {
  email: 'info@matjar.qa',
  whatsapp: '97444000000',
  location_ar: 'الدوحة، قطر',
  location_en: 'Doha, Qatar',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
};

export const DEFAULT_SETTINGS: StorefrontSettings = {
  siteLogo: null,
  logoSize: 'h-12',
  bannerColor: '#8a1538',
  siteFavicon: null,
  contact: DEFAULT_CONTACT,
  heroBannerSize: 'medium',
  allBrandsIcon: null,
};

/** Contact values with blanks filled from the defaults, so the footer never shows an empty line. */
export function withContactDefaults(contact: Partial<ContactSettings> | undefined): ContactSettings {
  const merged = { ...DEFAULT_CONTACT };
  for (const key of Object.keys(DEFAULT_CONTACT) as (keyof ContactSettings)[]) {
    const value = contact?.[key]?.trim();
    if (value) merged[key] = value;
  }
  return merged;
}
