// Journey: the dashboard as today's cockpit, in Arabic and in English, on a phone and a desktop. A
// shopper places a cash order; the staff member signs in and sees today's orders against the same hours
// yesterday and last week, the line saying what revenue counts, the order among those awaiting confirmation
// (the figure leads to the board, where its card is), cash on delivery, and low stock grouped by product,
// each product leading to the products list searched for it.
import { AdminDashboardResponse, formatNumber } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot, type ViewportName } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { placeCashOrder, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { revealCard } from './support/board.js';
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
});
afterAll(async () => {
  await browser?.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure's link, found by its label (the count follows it in the accessible name). */
const figureLink = (page: Page, label: string) =>
  page.getByRole('link', { name: new RegExp(`^${escape(label)}`) });

describe.each(LANGUAGES)("today's cockpit in $language", ({ language, messages }) => {
  it.each(WIDTHS)('on a %s: today against earlier, what to act on, cash and low stock', async (viewport) => {
    const order = await placeCashOrder(baseUrl, token, {
      name: `Cockpit ${uniqueSuffix()}`,
      email: `cockpit-${uniqueSuffix()}@example.com`,
      localPhone: uniqueLocalPhone(),
    });
    const figures = AdminDashboardResponse.parse(await adminJson(baseUrl, token, 'GET', '/dashboard'));
    expect(figures.today.today.orders).toBeGreaterThan(0);
    expect(figures.to_act_on.to_confirm).toBeGreaterThan(0);

    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
    try {
      // Today, said as "so far today against the same hours", with what revenue counts.
      const today = page.getByRole('region', {
        name: new RegExp(escape(messages['dashboard.today'].split('{')[0]!)),
      });
      await today.waitFor();
      await today.getByText(messages['dashboard.ordersToday'], { exact: true }).waitFor();
      await today.getByText(messages['dashboard.revenueToday'], { exact: true }).waitFor();
      await today.getByText(messages['dashboard.vsYesterday'], { exact: true }).first().waitFor();
      await today.getByText(messages['dashboard.revenueRule'], { exact: true }).waitFor();
      const ordersCard = today.getByText(formatNumber(figures.today.today.orders, language), { exact: true });
      expect(await ordersCard.count()).toBeGreaterThan(0);

      // Cash on delivery and low stock, grouped by product.
      await page.getByRole('heading', { name: messages['dashboard.cash'], exact: true }).waitFor();
      await page.getByText(messages['dashboard.cashToCollect'], { exact: true }).waitFor();
      const lowStock = page.getByRole('region', { name: messages['dashboard.lowStock'], exact: true });
      await lowStock.waitFor();
      await page
        .getByRole('img', { name: new RegExp(escape(messages['dashboard.ordersPerDay'].split('(')[0]!)) })
        .waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `dashboard-cockpit-${language}-${viewport}`);

      // A low product leads to the products list searched for it.
      if (figures.low_stock.length > 0) {
        const first = figures.low_stock[0]!;
        const name = language === 'en' && first.name_en ? first.name_en : first.name;
        await lowStock.getByRole('link').first().click();
        await page.waitForURL(
          (url) => url.pathname === '/admin/products' && url.searchParams.get('q') === name,
        );
        await page.goBack();
      }

      // The orders awaiting confirmation lead to the board, where the new order's card is.
      await figureLink(page, messages['dashboard.toConfirm']).click();
      await page.waitForURL(`${baseUrl}/admin/orders`);
      // 30 cards a column, oldest first: in the journeys' shared shop a new order may be past "show more".
      const card = page.getByRole('article', {
        name: fillMessage(messages['orders.card'], { name: order.customerName, number: order.number }),
        exact: true,
      });
      await revealCard(page, card, messages['orders.board.showMore']);

      // Orders to ship lead to all orders filtered to confirmed ones.
      await gotoChecked(page, `${baseUrl}/admin/dashboard`);
      await figureLink(page, messages['dashboard.toShip']).click();
      await page.waitForURL(
        (url) => url.pathname === '/admin/all-orders' && url.searchParams.get('status') === 'confirmed',
      );
    } finally {
      await context.close();
    }
  });
});
