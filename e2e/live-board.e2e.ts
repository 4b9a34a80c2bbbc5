// Journey: the board and the order page follow the shop live, in Arabic and in English, on a
// phone and a desktop. A card order waits for its payment on the open board; the shopper pays on the sandbox's
// page and, without a reload, the card leaves "awaiting payment" for the confirmed column and can be shipped at
// once — no "changed by someone else". Then, on an open order page, a colleague confirms the order from a
// session of their own: the page shows it confirmed, in place, and Ship works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from '@matjar/core';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { awaitingPaymentText, revealCard } from './support/board.js';
import {
  gotoChecked,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import {
  moveOrderThroughApi,
  payOnSandbox,
  placeCardOrder,
  placeCashOrder,
  uniqueLocalPhone,
} from './support/order-setup.js';
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
});
afterAll(async () => {
  await browser?.close();
});

const shopper = (label: string) => ({
  name: `${label} ${uniqueSuffix()}`,
  email: `live-${uniqueSuffix()}@example.com`,
  localPhone: uniqueLocalPhone(),
});

/** Marks the page, so the journey can tell it was updated where it stood rather than reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { liveJourneyMark: true }));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as Window & { liveJourneyMark?: boolean }).liveJourneyMark === true);

describe.each(LANGUAGES)('the live board and order page in $language', ({ language, messages }) => {
  const moveButton = (page: Page, action: string, number: string) =>
    page.getByRole('button', {
      name: fillMessage(messages['orders.move.named'], { action, number }),
      exact: true,
    });
  const awaiting = awaitingPaymentText(messages);
  const column = (page: Page, status: 'pending' | 'confirmed') =>
    page.getByRole('region', { name: ORDER_STATUS_LABELS[status][language], exact: true });
  const cardIn = (
    page: Page,
    status: 'pending' | 'confirmed',
    order: { customerName: string; number: string },
  ) =>
    column(page, status).getByRole('article', {
      name: fillMessage(messages['orders.card'], { name: order.customerName, number: order.number }),
      exact: true,
    });

  it.each(WIDTHS)(
    'on a %s: a card paid while the board is open moves in place and ships',
    async (viewport) => {
      const order = await placeCardOrder(baseUrl, token, shopper('Live'));
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      try {
        await gotoChecked(page, `${baseUrl}/admin/orders`);
        const waiting = cardIn(page, 'pending', order);
        await revealCard(page, waiting, messages['orders.board.showMore']);
        await waiting.getByText(awaiting).waitFor();
        await markPage(page);

        const shopperPage = await openPage(browser, viewport);
        await payOnSandbox(shopperPage.page, baseUrl, token, order);
        await shopperPage.context.close();

        // No reload: the card leaves the pending column and is confirmed, paid, with Ship offered.
        await waiting.waitFor({ state: 'detached' });
        const confirmed = cardIn(page, 'confirmed', order);
        await revealCard(page, confirmed, messages['orders.board.showMore']);
        expect(await confirmed.getByText(awaiting).count()).toBe(0);
        await confirmed.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `live-board-paid-${language}-${viewport}`);
        await moveButton(page, messages['orders.move.shipped'], order.number).click();
        await moveButton(page, messages['orders.move.delivered'], order.number).waitFor();
        expect(await page.getByText(messages['orders.move.changed']).count()).toBe(0);
        expect(await stillMarked(page)).toBe(true);
      } finally {
        await context.close();
      }
    },
  );

  it.each(WIDTHS)('on a %s: a colleague’s move shows on the open order page', async (viewport) => {
    const order = await placeCashOrder(baseUrl, token, shopper('Colleague'));
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
    try {
      await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: order.number }).waitFor();
      await moveButton(page, messages['orders.move.confirmed'], order.number).waitFor();
      await markPage(page);

      // The colleague works from a session of their own, through the API their screen would call.
      const colleague = await signInThroughApi(baseUrl, E2E_ADMIN);
      await moveOrderThroughApi(baseUrl, colleague, order.id, 'pending', 'confirmed');

      await moveButton(page, messages['orders.move.shipped'], order.number).waitFor();
      expect(await moveButton(page, messages['orders.move.confirmed'], order.number).count()).toBe(0);
      await saveScreenshot(page, `live-order-page-${language}-${viewport}`);
      await moveButton(page, messages['orders.move.shipped'], order.number).click();
      await moveButton(page, messages['orders.move.delivered'], order.number).waitFor();
      expect(await stillMarked(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
