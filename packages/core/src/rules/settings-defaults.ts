import { resolveReturnPolicy } from './returns.js';
import { DEFAULT_BANNER_COLOR, DEFAULT_HERO_BANNER_SIZE, DEFAULT_LOGO_SIZE } from './limits.js';
import {
  ContactSettings,
  HeroBannerSize,
  HexColor,
  LogoSize,
  type StorefrontSettings,
} from '../schemas/site-settings.js';

/** Footer contact values used when contact_settings is missing or unreadable (storefront §2, §8). */
export const DEFAULT_CONTACT_SETTINGS: ContactSettings = {
  email: 'info@matjar.qa',
  whatsapp: '97450000000',
  location_ar: 'الدوحة، قطر',
  location_en: 'Doha, Qatar',
  facebook: 'https://www.facebook.com/matjar.qa',
  instagram: 'https://www.instagram.com/matjar.qa',
};

// Values were written by older clients both raw (h-12) and JSON-encoded ("h-12"); accept both.
function unquote(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return typeof parsed === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }
  return trimmed;
}

function nonEmpty(value: string | null | undefined): string | null {
  const text = unquote(value);
  return text && text !== 'null' ? text : null;
}

/**
 * contact_settings JSON merged field by field over the defaults: a field that is missing or not text keeps the
 * default; a blank one stays blank (staff cleared it in the back office, and the footer then leaves it out).
 */
export function resolveContactSettings(value: string | null | undefined): ContactSettings {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const result: ContactSettings = { ...DEFAULT_CONTACT_SETTINGS };
  if (parsed && typeof parsed === 'object') {
    for (const key of Object.keys(ContactSettings.shape) as (keyof ContactSettings)[]) {
      const field = (parsed as Record<string, unknown>)[key];
      if (typeof field === 'string') result[key] = field.trim();
    }
  }
  return result;
}

/**
 * The storefront shell's settings from site_settings rows (setting_key → setting_value), with the defaults of
 * both spec documents applied. Never throws: a bad value falls back to its default, as the spec asks.
 */
export function resolveStorefrontSettings(
  rows: Record<string, string | null | undefined>,
): StorefrontSettings {
  const logoSize = LogoSize.safeParse(unquote(rows.logo_size));
  const bannerColor = HexColor.safeParse(unquote(rows.banner_color));
  const heroSize = HeroBannerSize.safeParse(unquote(rows.hero_banner_size));
  return {
    siteLogo: nonEmpty(rows.site_logo),
    logoSize: logoSize.success ? logoSize.data : DEFAULT_LOGO_SIZE,
    bannerColor: bannerColor.success ? bannerColor.data : DEFAULT_BANNER_COLOR,
    siteFavicon: nonEmpty(rows.site_favicon),
    contact: resolveContactSettings(rows.contact_settings),
    heroBannerSize: heroSize.success ? heroSize.data : DEFAULT_HERO_BANNER_SIZE,
    allBrandsIcon: nonEmpty(rows.all_brands_icon),
    commercialRegistration: nonEmpty(rows.commercial_registration),
    returnPolicy: resolveReturnPolicy(rows.return_policy),
  };
}
