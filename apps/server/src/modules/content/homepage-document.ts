import {
  SECTION_CONFIG_FIELDS,
  isKnownSectionType,
  renumberSections,
  sectionEditorKind,
  type AdminHomepageSectionInput,
  type AdminSectionConfigInput,
  type HomepageSection,
  type HomepageSectionConfig,
  type SectionEditorKind,
  storefrontLinkTarget,
  type StorefrontLinkTarget,
} from '@matjar/core';
import { fieldIssue } from '../../http/field-issue.js';

const KIND_AR: Record<SectionEditorKind, string> = {
  banner: 'بانر',
  products: 'منتجات',
  categories: 'فئات',
  info: 'نص',
};

/** What a document refers to outside itself, checked against the database and the media storage. */
export interface DocumentReferences {
  images: { url: string; path: (string | number)[] }[];
  productIds: { id: number; path: (string | number)[] }[];
  categoryIds: { id: number; path: (string | number)[] }[];
  /** Banner links that lead into the shop, with what they point at (checked on save). */
  links: { link: string; target: StorefrontLinkTarget; path: (string | number)[] }[];
}

/** A section's config as stored: only the fields it set, numbers as numbers. */
export function storedConfig(config: AdminSectionConfigInput): HomepageSectionConfig {
  return Object.fromEntries(
    Object.entries(config).filter(([, value]) => value !== undefined),
  ) as HomepageSectionConfig;
}

/** Refuses a config field that the section's edit screen does not set (a products list on a banner). */
export function checkSectionConfig(
  section: { id: string; section_type: string; config: AdminSectionConfigInput },
  path: (string | number)[],
): void {
  const kind = sectionEditorKind(section.section_type);
  const allowed: readonly string[] = SECTION_CONFIG_FIELDS[kind];
  for (const [field, value] of Object.entries(section.config)) {
    if (value === undefined || allowed.includes(field)) continue;
    throw fieldIssue(
      'SECTION_FIELD_NOT_ALLOWED',
      { kind, kindAr: KIND_AR[kind], field, section: section.id },
      [...path, 'config', field],
    );
  }
  const images = section.config.images ?? [];
  const seen = new Set<string>();
  images.forEach((image, index) => {
    if (seen.has(image.id)) {
      throw fieldIssue('SECTION_ID_DUPLICATE', { id: image.id }, [...path, 'config', 'images', index, 'id']);
    }
    seen.add(image.id);
  });
}

/**
 * The whole list as it will be stored, checked beyond its shape: known types, one id per section, each config
 * holding only its kind's fields, and the permanent categories section kept (back-office §4). The order sent is
 * the order shown: display_order is renumbered from 1, and only the categories section is permanent.
 */
export function prepareDocument(sections: readonly AdminHomepageSectionInput[]): HomepageSection[] {
  const ids = new Set<string>();
  sections.forEach((section, index) => {
    const path = ['sections', index];
    if (ids.has(section.id)) throw fieldIssue('SECTION_ID_DUPLICATE', { id: section.id }, [...path, 'id']);
    ids.add(section.id);
    if (!isKnownSectionType(section.section_type)) {
      throw fieldIssue('SECTION_TYPE_UNKNOWN', { type: section.section_type }, [...path, 'section_type']);
    }
    checkSectionConfig(section, path);
  });
  if (!sections.some((section) => section.section_type === 'categories')) {
    throw fieldIssue('PERMANENT_SECTION', {}, ['sections']);
  }
  return renumberSections(
    sections.map((section) => ({
      id: section.id,
      section_type: section.section_type,
      display_order: 0,
      is_enabled: section.is_enabled,
      is_permanent: section.section_type === 'categories',
      config: storedConfig(section.config),
    })),
  );
}

/**
 * Every image, product and category the list names, each with where it sits in the request; sections whose
 * path is null (left as they were) are not checked again.
 */
export function documentReferences(
  sections: readonly HomepageSection[],
  pathOf: (index: number) => (string | number)[] | null,
): DocumentReferences {
  const refs: DocumentReferences = { images: [], productIds: [], categoryIds: [], links: [] };
  sections.forEach((section, index) => {
    const at = pathOf(index);
    if (!at) return;
    const path = [...at, 'config'];
    (section.config.images ?? []).forEach((image, i) => {
      for (const field of ['url', 'url_tablet', 'url_desktop'] as const) {
        const url = image[field];
        if (url) refs.images.push({ url, path: [...path, 'images', i, field] });
      }
      const target = storefrontLinkTarget(image.link);
      if (target.kind !== 'none' && target.kind !== 'external') {
        refs.links.push({ link: image.link!.trim(), target, path: [...path, 'images', i, 'link'] });
      }
    });
    (section.config.product_ids ?? []).forEach((id, i) =>
      refs.productIds.push({ id, path: [...path, 'product_ids', i] }),
    );
    (section.config.category_ids ?? []).forEach((id, i) =>
      refs.categoryIds.push({ id, path: [...path, 'category_ids', i] }),
    );
  });
  return refs;
}

/** Every banner image address of a list: main, tablet and desktop. */
export function bannerImageUrls(sections: readonly HomepageSection[]): string[] {
  return sections.flatMap((s) =>
    (s.config.images ?? []).flatMap(
      (i) => [i.url, i.url_tablet, i.url_desktop].filter((u) => !!u) as string[],
    ),
  );
}

/** Image addresses a change stops using: their files may go once it is committed. */
export function imagesDropped(
  before: readonly HomepageSection[],
  after: readonly HomepageSection[],
): string[] {
  const kept = new Set(bannerImageUrls(after));
  return [...new Set(bannerImageUrls(before))].filter((url) => !kept.has(url));
}
