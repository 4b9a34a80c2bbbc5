import {
  CATEGORY_SHORTCUTS,
  pageQueryString,
  parseIdText,
  storefrontPagePath,
  storefrontPageQuery,
  type PageQuery,
} from '@matjar/core';
import type { StorefrontContext } from './storefront-handler.js';

/**
 * The address a storefront page is rendered from and cached under: its path and the canonical query of the
 * parameters it reads (core's storefrontPageQuery). Whatever else the visitor's address carries (campaign
 * tags, random parameters) stays in their address bar only.
 */
export interface PageAddress {
  path: string;
  query: PageQuery;
  /** path + canonical query: the render's URL and the cache key (with the language cookie, page-cache.ts). */
  url: string;
}

/**
 * React Router's own endpoints (`/__manifest?paths=…&version=…`, its lazy route discovery) read their query
 * themselves and answer no page: they are passed on as written.
 */
const FRAMEWORK_PREFIX = '/__';

/** Synchronous and cheap: a request without a query string builds nothing. */
export function pageAddress(requestUrl: string): PageAddress {
  const mark = requestUrl.indexOf('?');
  if (mark === -1 || requestUrl.startsWith(FRAMEWORK_PREFIX)) {
    return { path: mark === -1 ? requestUrl : requestUrl.slice(0, mark), query: [], url: requestUrl };
  }
  const path = requestUrl.slice(0, mark);
  const query = storefrontPageQuery(path, requestUrl.slice(mark + 1));
  return { path, query, url: path + pageQueryString(query) };
}

const SHORTCUT_IDS = new Map(
  Object.entries(CATEGORY_SHORTCUTS).map(([id, slug]) => [`/${slug}`, Number(id)]),
);

/** The category a category page shows, from its path (/phones or /category/12), or null. */
function categoryOfPath(path: string): number | null {
  const shortcut = SHORTCUT_IDS.get(path);
  if (shortcut !== undefined) return shortcut;
  const match = /^\/category\/([^/]+)$/.exec(path);
  return match ? parseIdText(match[1]) : null;
}

/** An id parameter's number; 'all' (every brand, in the categories browser) is no id. */
const idOf = (value: string | undefined) =>
  value === undefined || value === 'all' ? undefined : Number(value);

/**
 * The address without the values that name nothing the shop has: a brand or category that does not exist, a
 * brand absent from a search's results, a page past the last, a variant of another product. Their pages would show the canonical page's
 * content (the loaders ignore such values) under an address of their own; answering the canonical page
 * instead means a loop of page=1…10000 or brand=<random> renders once, not once per value. Every check reads
 * the catalogue's cached answers, as the render itself would.
 */
export async function withoutImpossibleValues(
  address: PageAddress,
  services: StorefrontContext['services'],
): Promise<PageAddress> {
  if (address.query.length === 0) return address;
  const { catalog, search } = services;
  const path = storefrontPagePath(address.path);
  const values = new Map(address.query);
  const brand = idOf(values.get('brand'));
  const category = idOf(values.get('category'));

  if (category !== undefined && !(await catalog.getCategory(category))) {
    values.delete('category');
    // The categories browser steps back to the choice of a category: brand and page mean nothing there.
    if (path === '/categories') values.clear();
  }
  if (brand !== undefined) {
    const known =
      path === '/search'
        ? (await search.search(values.get('q') ?? '')).items.some((item) => item.brand?.id === brand)
        : (await catalog.listBrands()).some((each) => each.id === brand);
    if (!known) values.delete('brand');
  }
  // A variant of another product (or none) would open the product with nothing chosen.
  const variant = idOf(values.get('variant'));
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (variant !== undefined && product) {
    const id = parseIdText(product[1]);
    const shown = id === null ? null : await catalog.getProduct(id);
    if (!shown?.variants.some((each) => each.id === variant)) values.delete('variant');
  }

  const page = idOf(values.get('page'));
  if (page !== undefined) {
    const filters =
      path === '/products' || path === '/categories'
        ? { brand: idOf(values.get('brand')), category: idOf(values.get('category')) }
        : { category: categoryOfPath(path) ?? undefined };
    const known = filters.category === undefined && path !== '/products' ? null : filters;
    const pageCount = known ? (await catalog.listProducts({ ...known, page: 1 })).pageCount : 0;
    if (page > pageCount) values.delete('page');
  }

  if (values.size === address.query.length) return address;
  const query = address.query.filter(([name]) => values.has(name));
  return { path: address.path, query, url: address.path + pageQueryString(query) };
}
