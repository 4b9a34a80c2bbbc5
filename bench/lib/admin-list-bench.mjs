// The back office's product list at the bench's 10,000 products: what staff do on /admin/products — search
// (Arabic and English, over both names and SKUs), filter (category, brand, active, offer, stock state),
// sort and page. Admin answers are never cached, so every request runs its queries. A few staff work at once,
// not fifty: BENCH_ADMIN_CONNECTIONS (4) connections, so the percentiles are a request's time, not a queue's.

/** The list requests of each kind, 20 each: searches, filtered pages, plain pages deep into the list. */
export function adminListPaths(searchTerms) {
  const search = searchTerms.map((q) => `/api/admin/products?q=${encodeURIComponent(q)}&page_size=20`);
  const filter = [];
  const filters = [
    'category_id=1',
    'category_id=3&sort=price_asc',
    'brand_id=2&is_active=true',
    'stock_state=low',
    'stock_state=out&sort=name',
    'is_special_offer=false&sort=stock_desc',
    'category_id=2&stock_state=in&sort=price_desc',
    'is_active=false',
    'category_id=5&q=pro',
    'brand_id=1&sort=oldest',
  ];
  for (const [i, query] of filters.entries()) {
    filter.push(`/api/admin/products?${query}&page=1&page_size=20`);
    filter.push(`/api/admin/products?${query}&page=${2 + i}&page_size=20`);
  }
  const page = Array.from({ length: 20 }, (_, i) => `/api/admin/products?page=${(i + 1) * 25}&page_size=20`);
  return { search, filter, page };
}

/** Fetches every path once (JIT and database pages warm, as for the other rows); every one must answer 200. */
export async function warmAdminList(baseUrl, paths, headers) {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} during warm-up`);
  }
}
