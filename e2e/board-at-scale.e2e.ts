// Journey: the board survives a busy day. A flash sale left 10,000 orders to handle; the
// board opens in chromium without error, in Arabic and in English, on a phone and a desktop: each column says how
// many orders it holds and shows its oldest 30, "show more" brings the next 30, and the board's answer stays
// small. The orders go straight into the database of a shop of its own, so the other journeys' shop keeps its
// board as they expect it.
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COLUMN_PAGE, formatNumber, ORDER_STATUS_LABELS } from '@matjar/core';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { submitAdminSignIn } from './support/admin-sign-in.js';
import {
  gotoChecked,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { waitForDocumentLanguage } from './support/page-checks.js';
import { E2E_ADMIN, makeDataDir, startServer, type RunningServer } from './support/server.js';

const ACTIVE = 10_000;
const LANGUAGES = [
  { language: 'ar', messages: ar },
  { language: 'en', messages: en },
] as const;
const WIDTHS: ViewportName[] = ['phone', 'desktop'];

let dataDir: string;
let server: RunningServer | undefined;
let browser: Browser;
/** How many orders each active column holds once the sale is in. */
let counts: Record<'pending' | 'confirmed' | 'shipped', number>;

/** The shop's own database, through the embedded server's socket in its data folder. */
async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ host: join(dataDir, 'postgres'), user: 'postgres', database: 'postgres' });
  client.on('error', () => {}); // a lost connection fails the running query, which reports it
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ dataDir, env: { RATE_LIMIT_EXEMPT: '127.0.0.1' } });
  // Half pending, a third confirmed, the rest shipped; 2 in 5 by card, a fifth of those awaiting payment.
  await query(`
    INSERT INTO orders (order_number, customer_name, customer_email, customer_phone, status, payment_method,
      payment_status, subtotal, shipping_fee, total_amount, shipping_address, shipping_city, locale, created_at)
    SELECT 'ORD-1800000000000-S' || lpad(to_hex(n), 6, '0'), 'Sale shopper ' || n, 'sale' || n || '@example.qa',
      '+974 5' || lpad(n::text, 7, '0'),
      CASE WHEN method = 'online' AND n % 5 = 0 THEN 'pending'
        WHEN n % 6 < 3 THEN 'pending' WHEN n % 6 < 5 THEN 'confirmed' ELSE 'shipped' END,
      method, CASE WHEN method = 'online' THEN (CASE WHEN n % 5 = 0 THEN 'pending' ELSE 'completed' END) END,
      total - 2500, 2500, total, 'Zone ' || (1 + n % 98) || ', Street ' || (1 + n % 900), 'doha', 'ar',
      now() - interval '3 hours' + n * interval '1 second'
    FROM (SELECT n, CASE WHEN n % 5 < 3 THEN 'cash' ELSE 'online' END AS method, 5000 + (n % 400) * 500 AS total
      FROM generate_series(1, ${ACTIVE}) AS n) AS sale`);
  await query(`
    INSERT INTO order_items (order_id, product_name, product_name_en, quantity, unit_price, list_price, total_price)
    SELECT id, 'سماعة ' || (id % 50), 'Headphones ' || (id % 50), 1, total_amount - 2500, total_amount - 2500,
      total_amount - 2500
    FROM orders WHERE order_number LIKE 'ORD-1800000000000-S%'`);
  await query('ANALYZE orders');
  const rows = await query<{ status: keyof typeof counts; n: number }>(`
    SELECT status, count(*)::int AS n FROM orders WHERE archived_at IS NULL
      AND status IN ('pending', 'confirmed', 'shipped')
      AND NOT (payment_method = 'online' AND payment_status IN ('failed', 'cancelled')) GROUP BY status`);
  counts = { pending: 0, confirmed: 0, shipped: 0 };
  for (const row of rows) counts[row.status] = row.n;
  expect(counts.pending + counts.confirmed + counts.shipped).toBeGreaterThanOrEqual(ACTIVE);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs in on this journey's own shop, in the language asked for. */
async function signIn(language: 'ar' | 'en', viewport: ViewportName) {
  const opened = await openPage(browser, viewport);
  await gotoChecked(opened.page, `${server!.baseUrl}/admin/login`);
  if (language === 'en') {
    await opened.page.getByRole('button', { name: ar['language.toggle'] }).click();
    await waitForDocumentLanguage(opened.page, { lang: 'en', dir: 'ltr' });
  }
  await submitAdminSignIn(opened.page, language, E2E_ADMIN);
  return opened;
}

/** Errors the page itself raised (uncaught exceptions, console errors): a dying board shows up here. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe.each(LANGUAGES)('the board with 10,000 active orders in $language', ({ language, messages }) => {
  it.each(WIDTHS)('on a %s: counts in the column headers, 30 cards a column, show more', async (viewport) => {
    const { context, page } = await signIn(language, viewport);
    const errors = pageErrors(page);
    try {
      const boardAnswer = page.waitForResponse((response) =>
        response.url().endsWith('/api/admin/orders/board'),
      );
      await gotoChecked(page, `${server!.baseUrl}/admin/orders`);
      const answer = await boardAnswer;
      expect(answer.status()).toBe(200);
      // Bounded whatever the backlog: 90 cards and the history, not 10,000 orders (3 MB before).
      expect((await answer.body()).length).toBeLessThan(150_000);

      const column = (status: 'pending' | 'confirmed' | 'shipped') =>
        page.getByRole('region', { name: ORDER_STATUS_LABELS[status][language], exact: true });
      for (const status of ['pending', 'confirmed', 'shipped'] as const) {
        await column(status)
          .getByText(
            fillMessage(messages['orders.board.count'], { count: formatNumber(counts[status], language) }),
          )
          .waitFor({ state: 'attached' });
        expect(await column(status).getByRole('article').count()).toBe(BOARD_COLUMN_PAGE);
      }
      await saveScreenshot(page, `board-at-scale-${language}-${viewport}`);

      const pending = column('pending');
      const more = pending.getByRole('button', {
        name: fillMessage(messages['orders.board.showMore'], {
          count: formatNumber(counts.pending - BOARD_COLUMN_PAGE, language),
        }),
      });
      await more.click();
      await pending
        .getByRole('button', {
          name: fillMessage(messages['orders.board.showMore'], {
            count: formatNumber(counts.pending - 2 * BOARD_COLUMN_PAGE, language),
          }),
        })
        .waitFor();
      expect(await pending.getByRole('article').count()).toBe(2 * BOARD_COLUMN_PAGE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
