// The search rows of `npm run bench` (and `npm run bench:search`, which runs them alone): what shoppers type,
// typos in both scripts and phrases included (decision 055), on the header's suggestions and the results API.

/** Typos, phrases and plain words, as in the search test set (search-relevance.test.ts). */
export const SEARCH_BENCH_QUERIES = [
  'samsng',
  'iphnoe',
  'ipone 16',
  'playstaion card',
  'headfones',
  'macbok',
  'جلكسي',
  'بلاستيشن',
  'كانن',
  'سامسنج',
  'لينفو',
  'ساعة ذكية',
  'smart watch',
  'شاحن ايفون',
  'سماعة بلوتوث',
  'لابتوب العاب',
  'gaming laptop',
  'ايفون 16',
  'galaxy',
  'سماعات',
];

/** Typo words a fresh query starts with (then a model number, so the cache never has it). */
const TYPO_WORDS = ['samsng', 'iphnoe', 'lenvo', 'headfones', 'جلكسي', 'سامسنج', 'لينفو', 'كانن'];

const encode = (q) => encodeURIComponent(q);

export const suggestPaths = () => SEARCH_BENCH_QUERIES.map((q) => `/api/store/search/suggest?q=${encode(q)}`);
export const resultPaths = () => SEARCH_BENCH_QUERIES.map((q) => `/api/store/search?q=${encode(q)}`);
/** Paths the `modelNumber` random query of wrk.mjs completes into a query never asked before. */
export const freshSuggestPaths = () => TYPO_WORDS.map((q) => `/api/store/search/suggest?q=${encode(q)}`);
export const freshResultPaths = () => TYPO_WORDS.map((q) => `/api/store/search?q=${encode(q)}`);

/** The goal of every search row: p95 under 30 ms at 10,000 products. */
export const SEARCH_GOAL = { maxP95: 30, target: 'p95 < 30 ms' };
/** Shoppers searching at once with queries nobody asked yet (each goes to the database). */
export const FRESH_SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 4);

/**
 * Measures the four search rows with `measure(title, paths, clients, randomQuery)`: warm answers (every
 * shopper's query asked before, the cache's steady state) with the bench's connections, and queries nobody
 * asked yet (typo path, database, "did you mean") with FRESH_SEARCH_CONNECTIONS shoppers.
 */
export async function measureSearchRows(measure, productCount, connections) {
  const products = productCount.toLocaleString('en');
  const rows = [];
  rows.push(
    await measure(
      `search suggestions, typos and phrases (${SEARCH_BENCH_QUERIES.length} queries, warm)`,
      suggestPaths(),
      connections,
    ),
  );
  rows.push(
    await measure(
      `search results API, typos and phrases (${SEARCH_BENCH_QUERIES.length} queries, warm)`,
      resultPaths(),
      connections,
    ),
  );
  rows.push(
    await measure(
      `search suggestions, a typo query never asked before, ${products} products (${FRESH_SEARCH_CONNECTIONS} shoppers)`,
      freshSuggestPaths(),
      FRESH_SEARCH_CONNECTIONS,
      'modelNumber',
    ),
  );
  rows.push(
    await measure(
      `search results API, a typo query never asked before, ${products} products (${FRESH_SEARCH_CONNECTIONS} shoppers)`,
      freshResultPaths(),
      FRESH_SEARCH_CONNECTIONS,
      'modelNumber',
    ),
  );
  return rows;
}
