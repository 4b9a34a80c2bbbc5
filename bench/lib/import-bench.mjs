// The shop's health while staff import products (one 2,000-row dry run once held the database for
// 14–20 s, and /api/health, storefront pages, cart quotes and staff sign-in waited with it). A staff member's
// 2,000-row CSV is checked (dry run) back to back for the whole measurement while wrk measures /api/health.
import { csvDocument, parseCsv, PRODUCT_IMPORT_MAX_ROWS } from '@matjar/core';

/** One more QAR on a price cell ("12.50" → "13.50"), so the file changes what it touches. */
const dearer = (cell) => (Number(cell) + 1).toFixed(2);

/**
 * The file staff would import: the shop's own export cut to its first 2,000 rows (products and their
 * variants' rows), every other row's price one QAR dearer.
 */
export async function importFile(baseUrl, headers) {
  const response = await fetch(`${baseUrl}/api/admin/products.csv`, { headers });
  if (!response.ok) throw new Error(`the product export answered ${response.status}`);
  const [header, ...rows] = parseCsv(await response.text()).map((record) => record.fields);
  if (rows.length < PRODUCT_IMPORT_MAX_ROWS) {
    throw new Error(`the shop exports ${rows.length} rows, fewer than ${PRODUCT_IMPORT_MAX_ROWS}`);
  }
  const price = header.indexOf('price');
  const picked = rows
    .slice(0, PRODUCT_IMPORT_MAX_ROWS)
    .map((fields, i) =>
      i % 2 === 0 ? fields.map((cell, c) => (c === price ? dearer(cell) : cell)) : fields,
    );
  return csvDocument([header, ...picked]);
}

/** Sends the file as a dry run; its answer's counts and how long it took. */
async function dryRun(baseUrl, headers, csv) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/products/import?dry_run=true`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`the dry run answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, answer };
}

/**
 * Runs `measureHealth` (run.mjs's wrk runner on /api/health) while the file is checked back to back, after
 * one dry run that is not counted (JIT and database pages warm, as for the other rows). Resolves with the
 * measurement and the dry runs made during it.
 */
export async function healthDuringImport({ baseUrl, headers, csv, measureHealth }) {
  const first = await dryRun(baseUrl, headers, csv);
  const runs = [];
  let measuring = true;
  const importing = (async () => {
    while (measuring) runs.push(await dryRun(baseUrl, headers, csv));
  })();
  let result;
  try {
    result = await measureHealth();
  } finally {
    measuring = false;
    await importing;
  }
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  return { result, answer: first.answer, runs: runs.length, medianMs: times[Math.floor(times.length / 2)] };
}
