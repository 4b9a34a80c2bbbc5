import { CATEGORY_SHORTCUTS } from './limits.js';
import { languageNeutralPath } from './locale.js';
import { LIST_PAGE_MAX, PRODUCT_SORTS, SEARCH_QUERY_MAX } from './catalog-limits.js';
import { parseIdText, SAFE_TEXT_PATTERN } from './safe-input.js';

/**
 * The query parameters each storefront page reads when it is rendered on the server, and their one canonical
 * spelling. A page is rendered and cached once per canonical query: campaign tags (utm_*, fbclid, gclid …),
 * parameters no page reads and values a page would ignore make no new page, and the page itself is rendered
 * from the canonical address, so nothing a visitor appended reaches the copy every other shopper is sent.
 * Parameters a page reads only in the browser (the signed ?t= of a tracking or reset link) are not here: they
 * stay in the address bar and never reach a render or a cache key.
 */

type Canonical = (value: string) => string | null;

/** '2' … LIST_PAGE_MAX as written without leading zeros; page 1 is the page without the parameter. */
const pageNumber: Canonical = (value) => {
  const page = parseIdText(value);
  return page !== null && page > 1 && page <= LIST_PAGE_MAX ? String(page) : null;
};
const id: Canonical = (value) => {
  const parsed = parseIdText(value);
  return parsed === null ? null : String(parsed);
};
/** The default order ('newest') is the page without the parameter. */
const sort: Canonical = (value) =>
  value !== 'newest' && (PRODUCT_SORTS as readonly string[]).includes(value) ? value : null;
const idOrAll: Canonical = (value) => (value === 'all' ? value : id(value));

/**
 * The search text as the results page reads it: trimmed, cut to what the search takes (never through an
 * emoji), and nothing when the search would refuse it (NUL, unpaired surrogates).
 */
export function searchText(value: string): string {
  const query = value
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .replace(/[\uD800-\uDBFF]$/, '');
  return SAFE_TEXT_PATTERN.test(query) ? query : '';
}
const searchQuery: Canonical = (value) => searchText(value) || null;

const LIST_FILTERS = { brand: id, category: id, sort, page: pageNumber };
const CATEGORY_PAGE = { sort, page: pageNumber };
const PRODUCT_PAGE = { variant: id };
const CATEGORIES_BROWSER = { category: id, brand: idOrAll, page: pageNumber };
const SHORTCUT_PATHS = new Set(Object.values(CATEGORY_SHORTCUTS).map((slug) => `/${slug}`));

/** What each page reads, found by its language-neutral path; pages not named here read no parameter. */
function parametersOf(path: string): Readonly<Record<string, Canonical>> | null {
  if (path === '/products') return LIST_FILTERS;
  if (path === '/categories') return CATEGORIES_BROWSER;
  if (path === '/search') return { q: searchQuery, brand: id };
  // The gift-card shop is category 7's shortcut but a page of its own that reads nothing.
  if (path === '/gift-cards') return null;
  // A brand's page reads what a category's does: its order and page number.
  if (SHORTCUT_PATHS.has(path) || /^\/(category|brand)\/[^/]+$/.test(path)) return CATEGORY_PAGE;
  // ?variant= opens the product with that variant chosen (the restock e-mail's link).
  if (/^\/product\/[^/]+$/.test(path)) return PRODUCT_PAGE;
  return null;
}

/** The names of the parameters a page reads (none for a page not in the table). */
export function storefrontPageParameterNames(pathname: string): readonly string[] {
  const parameters = parametersOf(storefrontPagePath(pathname));
  return parameters ? Object.keys(parameters) : [];
}

/** A page's canonical query: the parameters it reads, each once (the first), canonical, sorted by name. */
export type PageQuery = [name: string, value: string][];

/**
 * React Router's data requests: a client-side navigation to a page asks for `<page>.data` (the home page's
 * `/_root.data`), naming the loaders it wants in `_routes`. Its loaders read the page's parameters.
 */
const DATA_SUFFIX = '.data';
const ROUTE_IDS = /^[\w,/.-]{1,500}$/;

/** The page a request is for, in both languages: '/en/products' and '/products.data' are '/products'. */
export function storefrontPagePath(pathname: string): string {
  if (!pathname.endsWith(DATA_SUFFIX)) return languageNeutralPath(pathname);
  const page = pathname.slice(0, -DATA_SUFFIX.length);
  return page === '/_root' ? '/' : languageNeutralPath(page);
}

export function storefrontPageQuery(pathname: string, search: URLSearchParams | string): PageQuery {
  const isData = pathname.endsWith(DATA_SUFFIX);
  const parameters = parametersOf(storefrontPagePath(pathname));
  if (typeof search === 'string') {
    // Most queries carry only campaign tags: one that names none of the page's parameters is not parsed.
    const text = search;
    const named = (name: string) => text.includes(`${name}=`);
    if (!(isData && named('_routes')) && !(parameters && Object.keys(parameters).some(named))) return [];
    search = new URLSearchParams(search);
  }
  const routes = isData ? search.get('_routes') : null;
  const query = parameters ? pageQuery(parameters, search) : [];
  if (routes !== null && ROUTE_IDS.test(routes)) query.unshift(['_routes', routes]);
  return query;
}

function pageQuery(parameters: Readonly<Record<string, Canonical>>, search: URLSearchParams): PageQuery {
  let kept: PageQuery = [];
  for (const [name, canonical] of Object.entries(parameters)) {
    const value = search.get(name);
    const spelled = value === null ? null : canonical(value);
    if (spelled !== null) kept.push([name, spelled]);
  }
  // The categories browser reads a brand only once a category is chosen, and pages only once a brand is.
  if (parameters === CATEGORIES_BROWSER) {
    const names = new Set(kept.map(([name]) => name));
    const dropped = names.has('category') ? (names.has('brand') ? [] : ['page']) : ['brand', 'page'];
    if (dropped.length) kept = kept.filter(([name]) => !dropped.includes(name));
  }
  return kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** '?a=1&b=2', or '' for no parameter. */
export function pageQueryString(query: PageQuery): string {
  return query.length === 0 ? '' : `?${new URLSearchParams(query).toString()}`;
}
