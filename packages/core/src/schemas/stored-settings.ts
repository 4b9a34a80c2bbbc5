import { resolveReturnPolicy } from '../rules/returns.js';
import { DEFAULT_BANNER_COLOR, DEFAULT_HERO_BANNER_SIZE, DEFAULT_LOGO_SIZE } from '../rules/limits.js';
import { DEFAULT_CONTACT_SETTINGS } from '../rules/settings-defaults.js';
import { DEFAULT_DELIVERY_ZONES } from '../rules/delivery-zones.js';
import { DEFAULT_DELIVERY_SCHEDULE } from '../rules/delivery-windows.js';
import { DIRHAMS_PER_QAR } from '../rules/money.js';
import { DeliveryZones } from './delivery-zones.js';
import { DeliverySchedule } from './delivery-windows.js';
import { DEFAULT_HOMEPAGE_SECTIONS, PERMANENT_CATEGORIES_SECTION_ID } from '../rules/homepage-sections.js';
import {
  ContactSettings,
  HeroBannerSize,
  HexColor,
  HomepageSection,
  LogoSize,
  type StorefrontSettings,
} from './site-settings.js';

// Settings read back from their site_settings rows, each checked by its schema and falling back to its default
// (the defaults are rules: rules/settings-defaults.ts, rules/homepage-sections.ts). Only the server reads rows.

/**
 * The homepage_sections setting as a clean, sorted list. Bad JSON, a non-list or an empty list gives the
 * default layout; invalid entries are dropped. The categories section is always present and permanent
 * (back-office §4): marked when present, appended as 'categories_permanent' when missing.
 */
export function resolveHomepageSections(value: string | null | undefined): HomepageSection[] {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const sections = Array.isArray(parsed)
    ? parsed.flatMap((item) => {
        const result = HomepageSection.safeParse(item);
        return result.success ? [result.data] : [];
      })
    : [];
  if (sections.length === 0) return DEFAULT_HOMEPAGE_SECTIONS.map((s) => structuredClone(s));

  const withPermanent = sections.map((s) =>
    s.section_type === 'categories'
      ? { ...s, is_permanent: true }
      : { ...s, is_permanent: s.is_permanent ?? false },
  );
  if (!withPermanent.some((s) => s.section_type === 'categories')) {
    const last = Math.max(...withPermanent.map((s) => s.display_order));
    withPermanent.push({
      id: PERMANENT_CATEGORIES_SECTION_ID,
      section_type: 'categories',
      display_order: last + 1,
      is_enabled: true,
      is_permanent: true,
      config: {},
    });
  }
  return withPermanent.sort((a, b) => a.display_order - b.display_order);
}

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

/**
 * A stored value read back: the zones if they are valid, else the default (a broken row never stops checkout).
 * A threshold saved with dirhams before thresholds were whole riyals is read rounded up to the next riyal, so the
 * shop's zones survive rather than fall back to the default.
 */
export function parseDeliveryZones(stored: unknown): DeliveryZones {
  const parsed = DeliveryZones.safeParse(Array.isArray(stored) ? stored.map(wholeRiyalThreshold) : stored);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_ZONES;
}

function wholeRiyalThreshold(zone: unknown): unknown {
  if (typeof zone !== 'object' || zone === null) return zone;
  const threshold = (zone as { free_above?: unknown }).free_above;
  if (typeof threshold !== 'number' || !Number.isInteger(threshold)) return zone;
  return { ...zone, free_above: Math.ceil(threshold / DIRHAMS_PER_QAR) * DIRHAMS_PER_QAR };
}

/** A stored value read back: the schedule if it is valid, else the default. */
export function parseDeliverySchedule(stored: unknown): DeliverySchedule {
  const parsed = DeliverySchedule.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_SCHEDULE;
}
