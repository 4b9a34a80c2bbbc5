/**
 * Every storefront address is lower-case (paths, category shortcuts, section ids, trust-page slugs), and a page
 * has one address: /Products, /PRODUCT/1 or /EN/products answer a 301 to their lower-case spelling rather than
 * rendering a second copy of the page (or, for /EN/…, the Arabic page under an English-looking address).
 * The query is kept as written: search text and campaign tags are the visitor's.
 */
export function lowerCaseLocation(requestUrl: string): string | null {
  const mark = requestUrl.indexOf('?');
  const path = mark === -1 ? requestUrl : requestUrl.slice(0, mark);
  // Percent escapes (%D8%A7) are upper-case by convention and mean the same in either case: not a capital.
  const letters = path.replace(/%[0-9A-Fa-f]{2}/g, '');
  if (!/[A-Z]/.test(letters)) return null;
  // '//Evil.example/x' lower-cased is still a path here, but as a Location it would leave the shop.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const lower = path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  );
  return mark === -1 ? lower : lower + requestUrl.slice(mark);
}
