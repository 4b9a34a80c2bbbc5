import { z } from 'zod';
import { EMAIL_MAX, plainText } from '../common.js';
import { HERO_BANNER_SIZES, LOGO_SIZES, StorefrontSettings } from '../site-settings.js';
import { ColorHex, ImageAddress } from './admin-fields.js';

// The back office's site settings (back-office §2 site settings with its tabs, §3 Site setting, §5 contact
// fields, §9 logo heights and hero sizes; issue 14). One PUT per key; the storefront follows at once.

export const SOCIAL_LINK_MAX = 300;
export const LOCATION_MAX = 200;

/** WhatsApp number as wa.me wants it: digits only, no plus (§5), 8 to 15 of them; empty for none. */
export const WhatsAppNumber = plainText(20).regex(/^(|\d{8,15})$/, { message: 'INVALID_WHATSAPP' });
/** A profile link: https only, or empty for none. */
export const SocialLink = plainText(SOCIAL_LINK_MAX).regex(/^(|https:\/\/\S+)$/, {
  message: 'INVALID_LINK',
});

export const AdminContactSettingsInput = z.object({
  email: plainText(EMAIL_MAX).pipe(z.union([z.literal(''), z.email({ message: 'INVALID_EMAIL' })])),
  whatsapp: WhatsAppNumber,
  location_ar: plainText(LOCATION_MAX),
  location_en: plainText(LOCATION_MAX),
  facebook: SocialLink,
  instagram: SocialLink,
});
export type AdminContactSettingsInput = z.infer<typeof AdminContactSettingsInput>;

/**
 * The value each editable key takes. Logo and favicon are an uploaded image's url (the shop's own media) or
 * null to remove it (its files are then deleted); homepage_sections and all_brands_icon have their own calls.
 */
export const ADMIN_SETTING_VALUES = {
  site_logo: ImageAddress.nullable(),
  site_favicon: ImageAddress.nullable(),
  logo_size: z.enum(LOGO_SIZES),
  banner_color: ColorHex,
  hero_banner_size: z.enum(HERO_BANNER_SIZES),
  contact_settings: AdminContactSettingsInput,
} as const;
export type AdminSettingKey = keyof typeof ADMIN_SETTING_VALUES;
export const ADMIN_SETTING_KEYS = Object.keys(ADMIN_SETTING_VALUES) as [AdminSettingKey, ...AdminSettingKey[]];

export const AdminSettingParams = z.object({ key: z.enum(ADMIN_SETTING_KEYS) });

/** PUT /api/admin/settings/{key}: any key's value here; the server then checks it as ADMIN_SETTING_VALUES[key]. */
export const AdminSettingBody = z.object({
  value: z.union([AdminContactSettingsInput, ImageAddress, z.null()]),
});
export type AdminSettingBody = z.infer<typeof AdminSettingBody>;

/** GET /api/admin/settings and every PUT's answer: what the storefront shows, defaults applied. */
export const AdminSettingsResponse = z.object({ settings: StorefrontSettings });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;
