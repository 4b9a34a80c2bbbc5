import { describe, expect, it } from 'vitest';
import { resolveContactSettings, resolveStorefrontSettings } from '../schemas/stored-settings.js';
import { DEFAULT_CONTACT_SETTINGS } from './settings-defaults.js';

describe('contact details of a shop that saved none', () => {
  it('has a WhatsApp number with the 974 country code and no plus, and Doha in both languages', () => {
    const contact = resolveContactSettings(null);
    expect(contact.whatsapp).toMatch(/^974\d{8}$/);
    expect(contact.location_en).toBe('Doha, Qatar');
    expect(contact.location_ar).toBe('الدوحة، قطر');
    expect(contact.email).toMatch(/@/);
  });
});

describe('resolveContactSettings', () => {
  it.each([
    [null, DEFAULT_CONTACT_SETTINGS],
    ['{bad json', DEFAULT_CONTACT_SETTINGS],
    ['"text"', DEFAULT_CONTACT_SETTINGS],
    [
      JSON.stringify({ email: 'shop@example.qa', whatsapp: '', facebook: 42 }),
      { ...DEFAULT_CONTACT_SETTINGS, email: 'shop@example.qa', whatsapp: '' },
    ],
  ])('%j', (value, expected) => {
    expect(resolveContactSettings(value)).toEqual(expected);
  });
});

describe('resolveStorefrontSettings', () => {
  it('applies every default to no rows', () => {
    expect(resolveStorefrontSettings({})).toEqual({
      siteLogo: null,
      logoSize: 'h-12',
      bannerColor: '#ffffff',
      siteFavicon: null,
      contact: DEFAULT_CONTACT_SETTINGS,
      heroBannerSize: 'medium',
      allBrandsIcon: null,
      commercialRegistration: null,
      returnPolicy: { return_days: 14, exchange_days: 7 },
    });
  });

  it('reads stored values, raw or JSON-encoded', () => {
    expect(
      resolveStorefrontSettings({
        site_logo: '/media/site/logo-640.webp',
        logo_size: '"h-16"',
        banner_color: '#1e40af',
        site_favicon: null,
        contact_settings: JSON.stringify({
          ...DEFAULT_CONTACT_SETTINGS,
          instagram: 'https://instagram.com/x',
        }),
        hero_banner_size: 'xl',
        all_brands_icon: '',
        commercial_registration: '12345/1',
        return_policy: JSON.stringify({ return_days: 30, exchange_days: 10 }),
      }),
    ).toEqual({
      siteLogo: '/media/site/logo-640.webp',
      logoSize: 'h-16',
      bannerColor: '#1e40af',
      siteFavicon: null,
      contact: { ...DEFAULT_CONTACT_SETTINGS, instagram: 'https://instagram.com/x' },
      heroBannerSize: 'xl',
      allBrandsIcon: null,
      commercialRegistration: '12345/1',
      returnPolicy: { return_days: 30, exchange_days: 10 },
    });
  });

  it.each([
    ['logo_size', 'h-99', 'logoSize', 'h-12'],
    ['banner_color', 'blue', 'bannerColor', '#ffffff'],
    ['hero_banner_size', 'huge', 'heroBannerSize', 'medium'],
    ['site_logo', 'null', 'siteLogo', null],
  ] as const)('bad %s %j falls back', (key, value, field, fallback) => {
    expect(resolveStorefrontSettings({ [key]: value })[field]).toBe(fallback);
  });
});
