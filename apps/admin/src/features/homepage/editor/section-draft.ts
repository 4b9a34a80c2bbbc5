import {
  type AdminSectionConfigInput,
  BannerLink,
  DEFAULT_BANNER_HEIGHT,
  DEFAULT_INFO_BG,
  SECTION_CONFIG_FIELDS,
  SIMPLE_BANNER_HEIGHT,
  sectionHeightPx,
  sectionTitleStyle,
  type HomepageSection,
  type HomepageSectionConfig,
  type SectionEditorKind,
} from '@matjar/core';
import { normalizeHexColor } from '../../../ui/color-field-value';

// One edit screen's staged changes (back-office §2 edit screens, §3 config fields, §9 defaults): local until
// 'save changes'. Colours are kept as typed so a half-written one stays in its field.

export interface BannerDraftImage {
  id: string;
  url: string;
  url_tablet: string | null;
  url_desktop: string | null;
  link: string;
  /** The slide's words the storefront draws over the picture (D17); empty for a picture shown bare. */
  title_ar: string;
  title_en: string;
  text_ar: string;
  text_en: string;
}

const CAPTION_FIELDS = ['title_ar', 'title_en', 'text_ar', 'text_en'] as const;

export interface SectionDraft {
  title_ar: string;
  title_en: string;
  title_color: string;
  title_font_size: number;
  title_font_weight: number;
  height: number;
  images: BannerDraftImage[];
  product_ids: number[];
  category_ids: number[];
  text_ar: string;
  text_en: string;
  bg_color: string;
}

/** The height a banner shows at when none is stored: the storefront's, so the preview matches it. */
function defaultBannerHeight(sectionType: string): number {
  return sectionType === 'hero_banner' ? DEFAULT_BANNER_HEIGHT : SIMPLE_BANNER_HEIGHT;
}

export function sectionToDraft(section: Pick<HomepageSection, 'section_type' | 'config'>): SectionDraft {
  const config = section.config;
  const style = sectionTitleStyle(config);
  return {
    title_ar: config.title_ar ?? '',
    title_en: config.title_en ?? '',
    title_color: style.color,
    title_font_size: style.fontSizePx,
    title_font_weight: style.fontWeight,
    height: sectionHeightPx(config, defaultBannerHeight(section.section_type)),
    images: (config.images ?? []).map((image) => ({
      id: image.id,
      url: image.url,
      url_tablet: image.url_tablet ?? null,
      url_desktop: image.url_desktop ?? null,
      link: image.link ?? '',
      title_ar: image.title_ar ?? '',
      title_en: image.title_en ?? '',
      text_ar: image.text_ar ?? '',
      text_en: image.text_en ?? '',
    })),
    product_ids: [...(config.product_ids ?? [])],
    category_ids: [...(config.category_ids ?? [])],
    text_ar: config.text_ar ?? '',
    text_en: config.text_en ?? '',
    bg_color: config.bg_color || DEFAULT_INFO_BG,
  };
}

/**
 * The config an edit screen saves: only its kind's fields (the server refuses others), colours as
 * written (lower-case #rrggbb, or as typed when they are not colours yet: the schema then names them).
 */
export function draftToConfig(kind: SectionEditorKind, draft: SectionDraft): AdminSectionConfigInput {
  const color = (text: string) => normalizeHexColor(text) ?? text.trim();
  const all: Record<string, unknown> = {
    title_ar: draft.title_ar.trim(),
    title_en: draft.title_en.trim(),
    title_color: color(draft.title_color),
    title_font_size: draft.title_font_size,
    title_font_weight: draft.title_font_weight,
    height: draft.height,
    images: draft.images.map((image) => ({
      id: image.id,
      url: image.url,
      url_tablet: image.url_tablet,
      url_desktop: image.url_desktop,
      link: image.link.trim(),
      // Only the words written: a bare picture saves as it was loaded.
      ...Object.fromEntries(
        CAPTION_FIELDS.flatMap((field) => {
          const text = image[field].trim();
          return text ? [[field, text]] : [];
        }),
      ),
    })),
    product_ids: draft.product_ids,
    category_ids: draft.category_ids,
    text_ar: draft.text_ar,
    text_en: draft.text_en,
    bg_color: color(draft.bg_color),
  };
  return Object.fromEntries(
    SECTION_CONFIG_FIELDS[kind].map((field) => [field, all[field]]),
  ) as AdminSectionConfigInput;
}

/** The draft as the storefront would read it, for the live preview. */
export function draftToPreviewConfig(kind: SectionEditorKind, draft: SectionDraft): HomepageSectionConfig {
  return draftToConfig(kind, draft) as HomepageSectionConfig;
}

export function isDraftDirty(kind: SectionEditorKind, initial: SectionDraft, current: SectionDraft): boolean {
  return JSON.stringify(draftToConfig(kind, initial)) !== JSON.stringify(draftToConfig(kind, current));
}

export type DraftProblem = 'title_color' | 'bg_color' | { link: string };

/** What stops a save before it is sent: a colour that is not one, a banner link the server would refuse. */
export function draftProblems(kind: SectionEditorKind, draft: SectionDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (normalizeHexColor(draft.title_color) === null) problems.push('title_color');
  if (kind === 'info' && normalizeHexColor(draft.bg_color) === null) problems.push('bg_color');
  if (kind === 'banner') {
    for (const image of draft.images) {
      if (!isValidBannerLink(image.link)) problems.push({ link: image.id });
    }
  }
  return problems;
}

export function isValidBannerLink(link: string): boolean {
  return BannerLink.safeParse(link.trim()).success;
}

/** A banner image id within its section (letters, digits, '-' as core's BannerImageId allows). */
export function newBannerImageId(random: () => number = Math.random): string {
  return `img-${Date.now().toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}

/** Moves an id list's entry in or out (picker toggles), keeping the chosen order. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
