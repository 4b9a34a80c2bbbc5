import {
  DEFAULT_BANNER_COLOR,
  DEFAULT_CONTACT_SETTINGS,
  DEFAULT_HERO_BANNER_SIZE,
  DEFAULT_LOGO_SIZE,
  DEFAULT_RETURN_POLICY,
  type ContactSettings,
  type StorefrontSettings,
} from '@matjar/core';

/** What the shell shows when settings cannot be read (storefront §8): it must still render. */
export const DEFAULT_SETTINGS: StorefrontSettings = {
  siteLogo: null,
  logoSize: DEFAULT_LOGO_SIZE,
  bannerColor: DEFAULT_BANNER_COLOR,
  siteFavicon: null,
  contact: DEFAULT_CONTACT_SETTINGS,
  heroBannerSize: DEFAULT_HERO_BANNER_SIZE,
  allBrandsIcon: null,
  commercialRegistration: null,
  returnPolicy: DEFAULT_RETURN_POLICY,
};

/** Contact values with blanks filled from the defaults, so the footer never shows an empty line. */
export function withContactDefaults(contact: Partial<ContactSettings> | undefined): ContactSettings {
  const merged = { ...DEFAULT_CONTACT_SETTINGS };
  for (const key of Object.keys(DEFAULT_CONTACT_SETTINGS) as (keyof ContactSettings)[]) {
    const value = contact?.[key]?.trim();
    if (value) merged[key] = value;
  }
  return merged;
}
