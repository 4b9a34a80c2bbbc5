import { z } from 'zod';

/** Logo height classes of spec §9, smallest first; h-12 is the default. */
export const LOGO_SIZES = ['h-8', 'h-10', 'h-12', 'h-16', 'h-20', 'h-24'] as const;
export const LogoSize = z.enum(LOGO_SIZES);
export type LogoSize = z.infer<typeof LogoSize>;

/** Hero banner size keys of spec §9; medium is the default. */
export const HERO_BANNER_SIZES = ['xs', 'sm', 'medium', 'lg', 'xl'] as const;
export const HeroBannerSize = z.enum(HERO_BANNER_SIZES);
export type HeroBannerSize = z.infer<typeof HeroBannerSize>;

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ContactSettings = z.object({
  email: z.string(),
  whatsapp: z.string(),
  location_ar: z.string(),
  location_en: z.string(),
  facebook: z.string(),
  instagram: z.string(),
});
export type ContactSettings = z.infer<typeof ContactSettings>;

export const BannerImage = z.object({
  id: z.string(),
  url: z.string(),
  url_tablet: z.string().nullish(),
  url_desktop: z.string().nullish(),
  link: z.string().nullish(),
  /** The slide's own words, drawn over the picture by the storefront in the page's language (D17). */
  title_ar: z.string().nullish(),
  title_en: z.string().nullish(),
  text_ar: z.string().nullish(),
  text_en: z.string().nullish(),
});
export type BannerImage = z.infer<typeof BannerImage>;

export const HomepageSectionConfig = z.object({
  title_ar: z.string().optional(),
  title_en: z.string().optional(),
  title_color: z.string().optional(),
  title_font_size: z.union([z.string(), z.number()]).optional(),
  title_font_weight: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  images: z.array(BannerImage).optional(),
  product_ids: z.array(z.number().int()).optional(),
  category_ids: z.array(z.number().int()).optional(),
  text_ar: z.string().optional(),
  text_en: z.string().optional(),
  bg_color: z.string().optional(),
});
export type HomepageSectionConfig = z.infer<typeof HomepageSectionConfig>;

export const HomepageSection = z.object({
  id: z.string(),
  section_type: z.string(),
  display_order: z.number().int(),
  is_enabled: z.boolean(),
  is_permanent: z.boolean().optional(),
  config: HomepageSectionConfig.default({}),
});
export type HomepageSection = z.infer<typeof HomepageSection>;

/** Everything the storefront shell needs from site_settings, with defaults already applied. */
export const StorefrontSettings = z.object({
  siteLogo: z.string().nullable(),
  logoSize: LogoSize,
  bannerColor: HexColor,
  siteFavicon: z.string().nullable(),
  contact: ContactSettings,
  heroBannerSize: HeroBannerSize,
  allBrandsIcon: z.string().nullable(),
  /** The shop's commercial registration (CR) number, printed on invoices when set; null: none. */
  commercialRegistration: z.string().nullable(),
});
export type StorefrontSettings = z.infer<typeof StorefrontSettings>;

/** The site_settings keys of both spec documents. */
export const SETTING_KEYS = [
  'site_logo',
  'logo_size',
  'banner_color',
  'site_favicon',
  'contact_settings',
  'homepage_sections',
  'all_brands_icon',
  'hero_banner_size',
  'commercial_registration',
  'trust_pages',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
