import { TRUST_PAGE_SLUGS, brandLink, type StoreSitemapEntry } from '@matjar/core';
import type { AppLoadContext } from 'react-router';
import { sectionView } from '../../lib/section-view.js';
import { sitemapEntries, sitemapFiles, type SitemapFile } from './sitemap.js';

/**
 * The sitemap's files, from the catalogue's cached entries (categories and products with their lastmod),
 * the brands' pages, the fixed pages, the trust pages and the home sections that have a page of their own (/section/{id}).
 * `source` is the catalogue's cached answer they were made from: the same until the catalogue changes.
 */
export async function loadSitemapFiles(
  context: AppLoadContext,
): Promise<{ files: SitemapFile[]; source: object }> {
  const { catalog } = context.services;
  const [catalogue, homepage, brands] = await Promise.all([
    catalog.sitemapEntries(),
    // The sections are pages of their own only while the home page shows them; their titles do not matter here.
    catalog.homepage('ar'),
    // Every brand with products on show has a page of its own.
    catalog.listBrands(),
  ]);
  const brandPages = brands.map((brand): StoreSitemapEntry => ({
    kind: 'brand',
    path: brandLink(brand.slug),
    lastModified: null,
  }));
  const sections = homepage.sections.flatMap((section) => {
    const view = sectionView(section);
    return view?.type === 'products' && view.viewAll.startsWith('/section/') ? [view.viewAll] : [];
  });
  const trustPages = TRUST_PAGE_SLUGS.map((slug) => `/pages/${slug}`);
  return {
    files: sitemapFiles(sitemapEntries([...catalogue, ...brandPages], [...trustPages, ...sections])),
    source: catalogue,
  };
}
