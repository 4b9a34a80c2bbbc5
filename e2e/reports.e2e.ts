// Journey: the reports in Arabic and in English, on a phone and a desktop. A shopper places a cash
// order; an admin opens /admin/reports on today, reads the sales figures, the chart and the table beside it,
// downloads the sales CSV in the screen's language, then opens the products report (the order's product among
// the best sellers), the cash on delivery, coupons and customers reports, and the stock report (the order's
// reservation among the day's movements) with its CSV.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot, type ViewportName } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { placeCashOrder, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const LANGUAGES = [
  { language: 'ar', messages: ar },
  { language: 'en', messages: en },
] as const;
const WIDTHS: ViewportName[] = ['phone', 'desktop'];

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  await placeCashOrder(baseUrl, token, {
    name: `Reports ${uniqueSuffix()}`,
    email: `reports-${uniqueSuffix()}@example.com`,
    localPhone: uniqueLocalPhone(),
  });
});
afterAll(async () => {
  await browser?.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGUAGES)('the reports in $language', ({ language, messages }) => {
  it.each(WIDTHS)(
    'on a %s: sales, products, cash, coupons, customers and stock, with CSVs',
    async (viewport) => {
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      try {
        await gotoChecked(page, `${baseUrl}/admin/reports?preset=today`);
        await page.getByRole('heading', { name: messages['nav.reports'], level: 1 }).waitFor();
        await page.getByText(messages['reports.salesRule'], { exact: true }).waitFor();
        const sales = page.getByRole('region', { name: messages['reports.tab.sales'], exact: true });
        await sales.getByText(messages['reports.netSales'], { exact: true }).waitFor();
        const chartTitle = fillMessage(messages['reports.netSalesOver'], {
          group: messages['reports.per.day'],
        });
        await page.getByRole('img', { name: new RegExp(`^${escape(chartTitle)}`) }).waitFor();
        await page.getByRole('table', { name: messages['reports.seriesTable'] }).waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `reports-sales-${language}-${viewport}`);

        // The CSV is in the screen's language, Arabic intact behind its byte-order mark.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: messages['reports.exportCsv'] }).click(),
        ]);
        const csv = await readFile((await download.path()) ?? '', 'utf8');
        expect(csv.startsWith('\uFEFF')).toBe(true);
        expect(csv).toContain(messages['reports.netSales']);

        // Products: the day's order put at least one product among the best sellers, linked to it.
        await page.getByRole('tab', { name: messages['reports.tab.products'] }).click();
        const table = page.getByRole('table', {
          name: fillMessage(messages['reports.productsTable'], { by: messages['reports.by.product'] }),
        });
        await table.waitFor();
        await table.getByRole('link').first().waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `reports-products-${language}-${viewport}`);

        // Cash on delivery: cash still out by age (the order is not delivered, so nothing recorded today).
        await page.getByRole('tab', { name: messages['reports.tab.cash'] }).click();
        await page.getByRole('heading', { name: messages['reports.outstanding'] }).waitFor();
        await page.getByText(messages['reports.age.over7Days'], { exact: true }).waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `reports-cash-${language}-${viewport}`);

        // Coupons and customers: each opens with its own table or empty state.
        await page.getByRole('tab', { name: messages['reports.tab.coupons'] }).click();
        await page.getByText(messages['reports.couponsRule'], { exact: true }).waitFor();
        await page.getByRole('tab', { name: messages['reports.tab.customers'] }).click();
        await page.getByText(messages['reports.newBuyers'], { exact: true }).waitFor();
        await page.getByRole('table', { name: messages['reports.topCustomers'] }).waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `reports-customers-${language}-${viewport}`);

        // Stock: units and value at cost and at price now, by category and brand, and the day's movements (the
        // order reserved its units); the CSV in the screen's language.
        await page.getByRole('tab', { name: messages['reports.tab.stock'] }).click();
        await page.getByText(messages['reports.stockRule'], { exact: true }).waitFor();
        await page.getByRole('table', { name: messages['reports.stock.byCategory'] }).waitFor();
        const movements = page.getByRole('table', { name: messages['reports.stock.movementsTitle'] });
        await movements.getByText(messages['stockHistory.reason.order_reserved'], { exact: true }).waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `reports-stock-${language}-${viewport}`);
        const [stockDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: messages['reports.exportCsv'] }).click(),
        ]);
        const stockCsv = await readFile((await stockDownload.path()) ?? '', 'utf8');
        expect(stockCsv.startsWith('\uFEFF')).toBe(true);
        expect(stockCsv).toContain(messages['reports.stock.atCost']);
      } finally {
        await context.close();
      }
    },
  );
});
