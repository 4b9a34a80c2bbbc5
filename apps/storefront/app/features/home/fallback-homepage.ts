import {
  DEFAULT_HOMEPAGE_SECTIONS,
  sectionRenderKind,
  sectionTitle,
  type Locale,
  type StoreHomepage,
} from '@matjar/core';

/**
 * The default layout with no products or categories: what home shows when the homepage cannot be read
 * (storefront §8 "homepage falls back to the default layout"). Empty sections are left out when drawn.
 */
export function fallbackHomepage(locale: Locale): StoreHomepage {
  return {
    sections: DEFAULT_HOMEPAGE_SECTIONS.map((section) => ({
      section,
      kind: sectionRenderKind(section.section_type),
      title: sectionTitle(section, locale),
      products: [],
      categories: [],
    })),
  };
}
