import {
  brandSlugOfPath,
  CATEGORY_SHORTCUTS,
  pageQueryString,
  parseIdText,
  storefrontPageParameterNames,
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
  /** The list's last page, when the page number written was past it (set by withoutImpossibleValues). */
  lastPage?: number;
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

/** A brand page's brand, from its path (/brand/apple), or null when no listed brand has that slug. */
async function brandOfPath(path: string, catalog: StorefrontContext['services']['catalog']) {
  const slug = brandSlugOfPath(path);
  if (slug === null) return null;
  return (await catalog.listBrands()).find((brand) => brand.slug === slug) ?? null;
}

/** What the list of a page holds (its brand and category), or null for a page that lists nothing. */
async function listOfPage(
  path: string,
  values: ReadonlyMap<string, string>,
  catalog: StorefrontContext['services']['catalog'],
): Promise<{ brand?: number; category?: number } | null> {
  if (path === '/products')
    return { brand: idOf(values.get('brand')), category: idOf(values.get('category')) };
  if (path === '/categories') {
    const category = idOf(values.get('category'));
    return category === undefined ? null : { brand: idOf(values.get('brand')), category };
  }
  const brand = await brandOfPath(path, catalog);
  if (brand) return { brand: brand.id };
  const category = categoryOfPath(path);
  return category === null ? null : { category };
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
  let lastPage: number | undefined;
  if (page !== undefined) {
    const known = await listOfPage(path, values, catalog);
    const pageCount = known ? (await catalog.listProducts({ ...known, page: 1 })).pageCount : 0;
    if (page > pageCount) {
      values.delete('page');
      lastPage = pageCount;
    }
  }

  if (values.size === address.query.length) return address;
  const query = address.query.filter(([name]) => values.has(name));
  const url = address.path + pageQueryString(query);
  return lastPage === undefined
    ? { path: address.path, query, url }
    : { path: address.path, query, url, lastPage };
}

/** Where a list page's number, as written, sends the visitor; null when it is the page's own spelling. */
export interface PageNumberRedirect {
  /**
   * 302 for a page past the list's last (the list grows: that page may exist tomorrow, and a browser keeps a
   * 301 for good); 301 for a spelling that is never a page (0, -1, abc, 1, 02, a repeated parameter).
   */
  status: 301 | 302;
  location: string;
}

/** A whole number of any length: past the last page when it is above 1, whatever the list. */
const WHOLE_NUMBER = /^[1-9][0-9]*$/;

/**
 * Whether the address as written carries a page number the page would not read as written. Synchronous and
 * cheap (nothing is parsed without 'page' in the query), so the cache's first hook can leave such a request
 * to the route, which redirects it, rather than answer it the canonical page's copy.
 */
export function writesOtherPageNumber(requestUrl: string, address: PageAddress): boolean {
  const mark = requestUrl.indexOf('?');
  if (mark === -1 || !requestUrl.includes('page', mark) || requestUrl.startsWith(FRAMEWORK_PREFIX))
    return false;
  // React Router's data requests follow a redirect of their own kind; they are answered the canonical data.
  if (address.path.endsWith('.data')) return false;
  if (!storefrontPageParameterNames(address.path).includes('page')) return false;
  const written = new URLSearchParams(requestUrl.slice(mark + 1)).getAll('page');
  if (written.length === 0) return false;
  const kept = address.query.find(([name]) => name === 'page')?.[1];
  return written.length > 1 || written[0] !== kept;
}

/**
 * A list's page number that names no page of it answers a redirect, never a render: a number past the last
 * page goes to the last page (to the first past the largest list the shop can have), any other spelling to
 * the page the list reads from it (the first; with the parameter repeated, the first value's page).
 * `address` is the written address after withoutImpossibleValues. The visitor's other parameters (campaign
 * tags) are kept; the page's own parameters are the canonical ones.
 */
export function pageNumberRedirect(requestUrl: string, address: PageAddress): PageNumberRedirect | null {
  if (!writesOtherPageNumber(requestUrl, address)) return null;
  const search = new URLSearchParams(requestUrl.slice(requestUrl.indexOf('?') + 1));
  const written = search.getAll('page');
  const pastTheLast = written.length === 1 && WHOLE_NUMBER.test(written[0]!) && written[0] !== '1';
  const query = address.query.filter(([name]) => name !== 'page');
  if (pastTheLast && address.lastPage !== undefined && address.lastPage > 1) {
    query.push(['page', String(address.lastPage)]);
    query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  } else if (!pastTheLast) {
    const kept = address.query.find(([name]) => name === 'page');
    if (kept) query.push(kept);
    query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  for (const name of storefrontPageParameterNames(address.path)) search.delete(name);
  const extra = search.toString();
  const canonical = address.path + pageQueryString(query);
  const location = extra === '' ? canonical : `${canonical}${query.length ? '&' : '?'}${extra}`;
  return { status: pastTheLast ? 302 : 301, location };
}
