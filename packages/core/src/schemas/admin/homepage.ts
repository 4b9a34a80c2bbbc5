import { z } from 'zod';
import { BANNER_HEIGHTS, TITLE_FONT_SIZES, TITLE_FONT_WEIGHTS } from '../../rules/limits.js';
import { EntityId, filledText, plainText, rawText } from '../common.js';
import { MAX_DB_INT } from '../../rules/safe-input.js';
import { HomepageSection } from '../site-settings.js';
import { ColorHex, ImageAddress } from './admin-fields.js';

// The back office's homepage manager (back-office §2 homepage manager and its four edit screens, §3 Homepage
// section, §4, §5, §9). The storefront reads the same stored list through resolveHomepageSections.
// The server checks the whole document here and, beyond the shape, that every image is the shop's own media
// or https, that every product and category exists, and that the permanent categories section stays.

export const MAX_HOMEPAGE_SECTIONS = 30;
export const MAX_BANNER_IMAGES = 20;
export const MAX_SECTION_PRODUCTS = 48;
export const MAX_SECTION_CATEGORIES = 48;
export const SECTION_TITLE_MAX = 120;
export const SECTION_TEXT_MAX = 2000;
export const SECTION_ID_MAX = 64;
export const BANNER_LINK_MAX = 500;
/** A slide's caption stays a headline and a line: longer would cover the picture on a phone. */
export const BANNER_CAPTION_TITLE_MAX = 80;
export const BANNER_CAPTION_TEXT_MAX = 160;

/** Section ids and types as stored: lower-case letters, digits and underscores (the identifier rule, §5). */
export const SectionIdentifier = rawText(SECTION_ID_MAX).regex(/^[a-z0-9_]+$/, {
  message: 'INVALID_SECTION_IDENTIFIER',
});

/** A banner image's id within its section: letters, digits, '-' and '_' (seeded banners are named so). */
export const BannerImageId = rawText(SECTION_ID_MAX).regex(/^[A-Za-z0-9_-]+$/, {
  message: 'INVALID_SECTION_IDENTIFIER',
});

/**
 * Where a banner leads: a path of the shop ("/phones") or an https address; empty for none. No whitespace or
 * backslash anywhere: browsers read "/\\host" as another site, as they do "//host".
 */
export const BannerLink = plainText(BANNER_LINK_MAX).regex(/^(|\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\]+)$/, {
  message: 'INVALID_LINK',
});

/**
 * One of the spec's listed values (§9), e.g. a banner height. Older documents (and the seed) store some as
 * "24px" or "24": those are read as the number, so a loaded document saves back unchanged.
 */
const numberIn = (values: readonly number[]) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{1,4}(px)?$/.test(value) ? Number.parseInt(value, 10) : value,
    // The listed values themselves (an enum in the OpenAPI document), not a range and a check it cannot show.
    z.literal(values, { message: 'VALUE_NOT_ALLOWED' }),
  );

export const AdminBannerImageInput = z.object({
  id: BannerImageId,
  url: ImageAddress,
  url_tablet: ImageAddress.nullish(),
  url_desktop: ImageAddress.nullish(),
  link: BannerLink.nullish(),
  // Banners carry no words in the picture (D17): the slide's title and line are text the storefront draws.
  title_ar: plainText(BANNER_CAPTION_TITLE_MAX).nullish(),
  title_en: plainText(BANNER_CAPTION_TITLE_MAX).nullish(),
  text_ar: plainText(BANNER_CAPTION_TEXT_MAX).nullish(),
  text_en: plainText(BANNER_CAPTION_TEXT_MAX).nullish(),
});
export type AdminBannerImageInput = z.infer<typeof AdminBannerImageInput>;

/**
 * One section's settings as staff save them. Every field is optional (a type uses only its own, §3); the
 * server refuses fields that do not belong to the section's editor kind (SECTION_CONFIG_FIELDS), and this
 * schema any field it does not know (a misspelt key is an error, not silently dropped).
 */
export const AdminSectionConfigInput = z.strictObject({
  title_ar: plainText(SECTION_TITLE_MAX).optional(),
  title_en: plainText(SECTION_TITLE_MAX).optional(),
  title_color: ColorHex.optional(),
  title_font_size: numberIn(TITLE_FONT_SIZES).optional(),
  title_font_weight: numberIn(TITLE_FONT_WEIGHTS).optional(),
  height: numberIn(BANNER_HEIGHTS).optional(),
  images: z.array(AdminBannerImageInput).max(MAX_BANNER_IMAGES).optional(),
  product_ids: z.array(EntityId).max(MAX_SECTION_PRODUCTS).optional(),
  category_ids: z.array(EntityId).max(MAX_SECTION_CATEGORIES).optional(),
  text_ar: plainText(SECTION_TEXT_MAX).optional(),
  text_en: plainText(SECTION_TEXT_MAX).optional(),
  bg_color: ColorHex.optional(),
});
export type AdminSectionConfigInput = z.infer<typeof AdminSectionConfigInput>;

export const AdminHomepageSectionInput = z.object({
  id: SectionIdentifier,
  section_type: SectionIdentifier,
  /** Ignored on save: the server renumbers from 1 in the order sent. */
  display_order: z.number().int().min(0).max(MAX_DB_INT).optional(),
  is_enabled: z.boolean(),
  /** Ignored on save: only the categories section is permanent, and the server says which that is. */
  is_permanent: z.boolean().optional(),
  config: AdminSectionConfigInput.default({}),
});
export type AdminHomepageSectionInput = z.infer<typeof AdminHomepageSectionInput>;

/**
 * The version of the stored document (its updated_at, ISO), null when nothing is stored yet. A save sends the
 * version it was loaded at; a different stored version answers 409 HOMEPAGE_CHANGED (reload), so two staff
 * saving at once cannot silently overwrite each other.
 */
export const DocumentVersion = rawText(40).nullable();

/** PUT /api/admin/homepage-sections: the whole list, in the order to show it. */
export const AdminHomepageSectionsBody = z.object({
  sections: z.array(AdminHomepageSectionInput).min(1).max(MAX_HOMEPAGE_SECTIONS),
  version: DocumentVersion,
});
export type AdminHomepageSectionsBody = z.infer<typeof AdminHomepageSectionsBody>;

/** GET/PUT answer: the resolved list (permanent section present, sorted, numbered from 1) and its version. */
export const AdminHomepageDocument = z.object({
  sections: z.array(HomepageSection),
  version: z.string().nullable(),
});
export type AdminHomepageDocument = z.infer<typeof AdminHomepageDocument>;

export const SECTION_EDITOR_KINDS = ['banner', 'products', 'categories', 'info'] as const;

/** The longest name typed for a new section: its type (the kind's prefix, '_', the name) fits SECTION_ID_MAX. */
export const SECTION_NAME_MAX =
  SECTION_ID_MAX - Math.max(...SECTION_EDITOR_KINDS.map((kind) => kind.length)) - 1;

/** POST /api/admin/homepage-sections: add a section (appended enabled at the end and saved at once, §4). */
export const AdminCreateSectionBody = z.object({
  kind: z.enum(SECTION_EDITOR_KINDS),
  /**
   * The name typed by staff; the type is the kind's prefix plus it, lowercased, spaces as underscores (§5,
   * makeSectionType). So: English letters, digits, underscores and spaces, short enough that any kind's prefix
   * still fits the identifier's limit.
   */
  identifier: filledText(SECTION_NAME_MAX, 'SECTION_NAME_REQUIRED').regex(/^[A-Za-z0-9_\s]*$/, {
    message: 'INVALID_SECTION_IDENTIFIER',
  }),
  /** The dialog's Arabic and English titles (§2 add-section dialog); empty for none. */
  title_ar: plainText(SECTION_TITLE_MAX).optional(),
  title_en: plainText(SECTION_TITLE_MAX).optional(),
  version: DocumentVersion,
});
export type AdminCreateSectionBody = z.infer<typeof AdminCreateSectionBody>;

export const AdminCreateSectionResponse = AdminHomepageDocument.extend({ section: HomepageSection });
export type AdminCreateSectionResponse = z.infer<typeof AdminCreateSectionResponse>;

/** GET and PUT of one section answer the same: the whole document, its version, and that section. */
export const AdminSectionResponse = AdminCreateSectionResponse;
export type AdminSectionResponse = AdminCreateSectionResponse;

export const AdminSectionParams = z.object({ sectionId: SectionIdentifier });

/** PUT /api/admin/homepage-sections/{sectionId}: one edit screen's 'save changes'. */
export const AdminSectionBody = z.object({
  is_enabled: z.boolean().optional(),
  config: AdminSectionConfigInput,
  version: DocumentVersion,
});
export type AdminSectionBody = z.infer<typeof AdminSectionBody>;
