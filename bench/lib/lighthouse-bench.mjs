// Lighthouse (the npm package, Google's own) on the store pages a shopper lands on, in both languages, with the
// chromium the journeys use: mobile, simulated slow 4G and a 4× slower CPU (Lighthouse's defaults). Each page is
// measured LIGHTHOUSE_RUNS times and the median run by performance score is kept, as Lighthouse advises.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's whole report in (JSON), to read what the time went on; none by default. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;

/** The goals of a page: what a shopper on a phone feels, and nothing left for a screen reader to stumble on. */
export const LIGHTHOUSE_GOALS = { performance: 97, fcpMs: 1800, lcpMs: 2000, cls: 0.05, accessibility: 100 };

/** The six pages: home, the products list and a product page, in Arabic (the default) and English. */
export const lighthousePages = (productPath) => [
  ['home', '/'],
  ['products', '/products'],
  ['product', productPath],
  ['home (en)', '/en/'],
  ['products (en)', '/en/products'],
  ['product (en)', `/en${productPath}`],
];

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** One Lighthouse run's figures. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** Whether a page's figures meet every goal. */
export function meetsLighthouseGoals(page) {
  const goals = LIGHTHOUSE_GOALS;
  return (
    page.performance >= goals.performance &&
    page.fcpMs < goals.fcpMs &&
    page.lcpMs < goals.lcpMs &&
    page.cls < goals.cls &&
    page.accessibility >= goals.accessibility
  );
}

/**
 * Runs Lighthouse on `pages` ([name, path] pairs) of the shop at `baseUrl`. Answers null (and says why) when
 * the machine has no chromium: the journeys install it (`npm test`), the bench does not.
 */
export async function measureLighthouse(baseUrl, pages) {
  if (!existsSync(CHROMIUM)) {
    console.log(`Lighthouse rows skipped: ${CHROMIUM} is missing (Debian's chromium; npm test installs it).`);
    return null;
  }
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results = [];
    for (const [name, path] of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const answer = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        // A run Lighthouse could not finish (no paint seen in time on a busy machine) is said, not counted.
        if (answer.lhr.runtimeError) {
          console.log(`Lighthouse could not measure ${path}: ${answer.lhr.runtimeError.message}`);
          continue;
        }
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const file = `${name.replace(/[^a-z]+/g, '-').replace(/-$/, '')}-${run + 1}.json`;
          writeFileSync(join(REPORTS_DIR, file), JSON.stringify(answer.lhr));
        }
        runs.push(figures(answer.lhr));
      }
      if (runs.length > 0) results.push({ name, path, ...median(runs) });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The pages' figures as rows of a console table. */
export function lighthouseTable(results) {
  const goals = LIGHTHOUSE_GOALS;
  return results.map((page) => ({
    page: `${page.name} ${page.path}`,
    performance: page.performance,
    'FCP s': Math.round(page.fcpMs / 100) / 10,
    'LCP s': Math.round(page.lcpMs / 100) / 10,
    'TBT ms': Math.round(page.tbtMs),
    CLS: Math.round(page.cls * 1000) / 1000,
    accessibility: page.accessibility,
    goal: `≥ ${goals.performance}, FCP < ${goals.fcpMs / 1000} s, LCP < ${goals.lcpMs / 1000} s, CLS < ${goals.cls}, a11y ${goals.accessibility}`,
    met: meetsLighthouseGoals(page) ? 'yes' : 'NO',
  }));
}

// Alone, against a running shop: `npm run bench:lighthouse -- http://localhost:3000 /product/1`, optionally
// followed by the names of the pages to measure (`home products`; all six by default).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://localhost:3000', productPath = '/product/1', ...only] = process.argv.slice(2);
  const pages = lighthousePages(productPath).filter(([name]) => only.length === 0 || only.includes(name));
  const results = await measureLighthouse(baseUrl, pages);
  if (results) console.table(lighthouseTable(results));
}
