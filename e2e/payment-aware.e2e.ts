// Journey: a card order is not an order to fulfil until it is paid, in Arabic and in English, on a
// phone and a desktop. A shopper leaves checkout for the card gateway and never pays: on the board the order
// shows as awaiting payment with how long it has waited, and offers no Confirm; its page says why and offers
// only Cancel. Another shopper pays on the sandbox's page: that order is confirmed and can be shipped.
import { errorMessage } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { payOnSandbox, placeCardOrder, uniqueLocalPhone } from './support/order-setup.js';
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
  email: `card-${uniqueSuffix()}@example.com`,
  localPhone: uniqueLocalPhone(),
});

describe.each(LANGUAGES)('card orders and their payment in $language', ({ language, messages }) => {
  it.each(WIDTHS)(
    'on a %s: an unpaid card order cannot be confirmed or shipped; a paid one can',
    async (viewport) => {
      const unpaid = await placeCardOrder(baseUrl, token, shopper('Unpaid'));
      const paid = await placeCardOrder(baseUrl, token, shopper('Paid'));
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      try {
        const cardOf = (order: { customerName: string; number: string }) =>
          page.getByRole('article', {
            name: fillMessage(messages['orders.card'], {
              name: order.customerName,
              number: order.number,
            }),
            exact: true,
          });
        const moveButton = (p: Page, action: string, number: string) =>
          p.getByRole('button', {
            name: fillMessage(messages['orders.move.named'], { action, number }),
            exact: true,
          });
        const awaiting = awaitingPaymentText(messages);

        // The board: the unpaid order is marked awaiting payment, with how long it has waited; no Confirm.
        await gotoChecked(page, `${baseUrl}/admin/orders`);
        const unpaidCard = cardOf(unpaid);
        // 30 cards a column, oldest first: a new order may be past "show more".
        await revealCard(page, unpaidCard, messages['orders.board.showMore']);
        await unpaidCard.getByText(awaiting).waitFor();
        await moveButton(page, messages['orders.move.canceled'], unpaid.number).waitFor();
        expect(await moveButton(page, messages['orders.move.confirmed'], unpaid.number).count()).toBe(0);
        await unpaidCard.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `payment-aware-board-${language}-${viewport}`);

        // Its page says why Confirm is missing, in the staff member's language; Cancel stays.
        await unpaidCard
          .getByRole('link', { name: fillMessage(messages['orders.open'], { number: unpaid.number }) })
          .click();
        await page.getByRole('heading', { level: 1 }).filter({ hasText: unpaid.number }).waitFor();
        await page.getByText(errorMessage('ORDER_AWAITING_PAYMENT', language), { exact: true }).waitFor();
        await moveButton(page, messages['orders.move.canceled'], unpaid.number).waitFor();
        expect(await moveButton(page, messages['orders.move.confirmed'], unpaid.number).count()).toBe(0);
        expect(await moveButton(page, messages['orders.move.shipped'], unpaid.number).count()).toBe(0);
        await saveScreenshot(page, `payment-aware-order-${language}-${viewport}`);

        // The other shopper pays on the gateway's page: that order is confirmed and can be shipped.
        const shopperPage = await openPage(browser, viewport);
        await payOnSandbox(shopperPage.page, baseUrl, token, paid);
        await shopperPage.context.close();
        await gotoChecked(page, `${baseUrl}/admin/orders`);
        const paidCard = cardOf(paid);
        await revealCard(page, paidCard, messages['orders.board.showMore']);
        expect(await paidCard.getByText(awaiting).count()).toBe(0);
        await moveButton(page, messages['orders.move.shipped'], paid.number).click();
        await moveButton(page, messages['orders.move.delivered'], paid.number).waitFor();

        // The unpaid one is still waiting, still without Confirm.
        await revealCard(page, unpaidCard, messages['orders.board.showMore']);
        await unpaidCard.getByText(awaiting).waitFor();
        expect(await moveButton(page, messages['orders.move.confirmed'], unpaid.number).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
