import { z } from 'zod';
import { latinDigits } from '../../rules/latin-digits.js';
import { EMAIL_MAX, plainText, rawText } from '../common.js';
import { HERO_BANNER_SIZES, LOGO_SIZES, StorefrontSettings } from '../site-settings.js';
import { TRUST_PAGE_FIELDS, TRUST_PAGE_TEXT_MAX, type TrustPageField } from '../../rules/trust-pages.js';
import { ColorHex, ImageAddress, URL_MAX } from './admin-fields.js';
import { RETURN_WINDOW_MAX_DAYS } from '../../rules/returns.js';
import { SEARCH_SYNONYMS_TEXT_MAX, parseStaffSynonyms } from '../../rules/search-staff-synonyms.js';

// The back office's site settings (back-office §2 site settings with its tabs, §3 Site setting, §5 contact
// fields, §9 logo heights and hero sizes). One PUT per key; the storefront follows at once.

export const SOCIAL_LINK_MAX = 300;
export const LOCATION_MAX = 200;

/** WhatsApp number as wa.me wants it: digits only, no plus (§5), 8 to 15 of them; empty for none. */
export const WhatsAppNumber = plainText(20).regex(/^(|\d{8,15})$/, { message: 'INVALID_WHATSAPP' });
/** A profile link: https only, or empty for none. */
export const SocialLink = plainText(SOCIAL_LINK_MAX).regex(/^(|https:\/\/\S+)$/, {
  message: 'INVALID_LINK',
});

/**
 * The commercial registration (CR) number as Qatar's Ministry of Commerce issues it: digits, sometimes with a
 * branch after a slash (12345/1); Arabic-Indic digits are read as Latin. Empty for none (the invoice then
 * leaves the line out).
 */
export const CommercialRegistrationNumber = plainText(20)
  .transform((value) => latinDigits(value).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(|\d{1,10}(\/\d{1,4})?)$/, { message: 'INVALID_CR_NUMBER' }));

export const AdminContactSettingsInput = z.object({
  email: plainText(EMAIL_MAX).pipe(z.union([z.literal(''), z.email({ message: 'INVALID_EMAIL' })])),
  whatsapp: WhatsAppNumber,
  location_ar: plainText(LOCATION_MAX),
  location_en: plainText(LOCATION_MAX),
  facebook: SocialLink,
  instagram: SocialLink,
});
export type AdminContactSettingsInput = z.infer<typeof AdminContactSettingsInput>;

/** One text per trust page and language (decision 031): the rich text core parseRichText reads; '' for built-in. */
const trustPageFields = <T extends z.ZodType>(text: T) =>
  z.object(Object.fromEntries(TRUST_PAGE_FIELDS.map((field) => [field, text])) as Record<TrustPageField, T>);
export const AdminTrustPagesInput = trustPageFields(plainText(TRUST_PAGE_TEXT_MAX));
export type AdminTrustPagesInput = z.infer<typeof AdminTrustPagesInput>;
/** What the back office reads back: each page's stored text ('' = the built-in text shows). */
export const AdminTrustPagesText = trustPageFields(z.string());

/** The shop's return and exchange windows in whole days from delivery (decision 048); the returns page says them. */
const WindowDays = z
  .number({ message: 'NUMBER_OUT_OF_RANGE' })
  .int({ message: 'NUMBER_OUT_OF_RANGE' })
  .min(0, { message: 'NUMBER_OUT_OF_RANGE' })
  .max(RETURN_WINDOW_MAX_DAYS, { message: 'NUMBER_OUT_OF_RANGE' });
export const AdminReturnPolicyInput = z.object({ return_days: WindowDays, exchange_days: WindowDays });

/**
 * The value each editable key takes. Logo and favicon are an uploaded image's url (the shop's own media) or
 * null to remove it (its files are then deleted); homepage_sections and all_brands_icon have their own calls.
 */
/** Staff's search synonyms (decision 055): one rule a line, `words = other words, …`. */
export const AdminSearchSynonymsInput = rawText(SEARCH_SYNONYMS_TEXT_MAX).refine(
  (text) => parseStaffSynonyms(text).badLine === null,
  { message: 'INVALID_SEARCH_SYNONYM' },
);

export const ADMIN_SETTING_VALUES = {
  site_logo: ImageAddress.nullable(),
  site_favicon: ImageAddress.nullable(),
  logo_size: z.enum(LOGO_SIZES, { message: 'VALUE_NOT_ALLOWED' }),
  banner_color: ColorHex,
  hero_banner_size: z.enum(HERO_BANNER_SIZES, { message: 'VALUE_NOT_ALLOWED' }),
  contact_settings: AdminContactSettingsInput,
  commercial_registration: CommercialRegistrationNumber,
  trust_pages: AdminTrustPagesInput,
  return_policy: AdminReturnPolicyInput,
  search_synonyms: AdminSearchSynonymsInput,
} as const;
export type AdminSettingKey = keyof typeof ADMIN_SETTING_VALUES;
export const ADMIN_SETTING_KEYS = Object.keys(ADMIN_SETTING_VALUES) as [
  AdminSettingKey,
  ...AdminSettingKey[],
];

export const AdminSettingParams = z.object({ key: z.enum(ADMIN_SETTING_KEYS) });

/** The value one key takes, as a form sends it (e.g. AdminSettingValue<'logo_size'> is 'h-8' | … | 'h-24'). */
export type AdminSettingValue<K extends AdminSettingKey> = z.input<(typeof ADMIN_SETTING_VALUES)[K]>;

/**
 * PUT /api/admin/settings/{key}: text, the contact fields or null. Only the kind of value and safe text are
 * checked here: the server then checks it as ADMIN_SETTING_VALUES[key], whose messages name each field's own
 * rule (INVALID_WHATSAPP, INVALID_LINK, …) instead of one 'invalid input' for a failed union.
 */
export const AdminSettingBody = z.object({
  value: z.union([
    // First: the text fields' object below has only optional fields and would take (and strip) it.
    AdminReturnPolicyInput,
    z.object({
      email: rawText(URL_MAX).optional(),
      whatsapp: rawText(URL_MAX).optional(),
      location_ar: rawText(URL_MAX).optional(),
      location_en: rawText(URL_MAX).optional(),
      facebook: rawText(URL_MAX).optional(),
      instagram: rawText(URL_MAX).optional(),
      ...trustPageFields(rawText(TRUST_PAGE_TEXT_MAX).optional()).shape,
    }),
    // Every text key's own limit is checked by its rule; the longest of them bounds them all here.
    rawText(Math.max(URL_MAX, SEARCH_SYNONYMS_TEXT_MAX)),
    z.null(),
  ]),
});
export type AdminSettingBody = z.infer<typeof AdminSettingBody>;

/** GET /api/admin/settings and every PUT's answer: what the storefront shows, defaults applied. */
export const AdminSettingsResponse = z.object({
  settings: StorefrontSettings,
  /** The trust pages' stored text (decision 031); absent from the storefront's settings, which every page reads. */
  trust_pages: AdminTrustPagesText,
  /** Staff's search synonyms as typed ('' when none; decision 055): read by search, not by every page. */
  search_synonyms: z.string(),
});
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;
