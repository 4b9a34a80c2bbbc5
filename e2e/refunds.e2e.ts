// Journey (money both ways): a shopper pays a card order on the sandbox's page; staff open the order and refund
// part of it with a reason. The refund goes through the sandbox's refund API, the order's refunds list it as
// refunded, and the payment reads "partly refunded". A second click on the same dialog never refunds twice
// (the API test covers it); here the dialog closes after one refund. Arabic and English, desktop and phone.
import {
  PAYMENT_STATE_LABELS,
  REFUND_STATUS_LABELS,
  formatMoney,
  type AdminOrderRefundsResponse,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, saveScreenshot, launchBrowser } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { payOnSandbox, placeCardOrder, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;
/** The part refunded: 10 riyals, in dirhams. */
const PART = 1_000;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(LANGUAGES)('refund part of a card order in $language', ({ language, messages }) => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`on the ${viewport}: pays by card, then refunds part of it with a reason`, async () => {
      const suffix = `${language}${viewport}${uniqueSuffix()}`;
      const placed = await placeCardOrder(baseUrl, token, {
        name: `Refund ${suffix}`,
        email: `refund-${suffix}@example.qa`,
        localPhone: uniqueLocalPhone(),
      });
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      // The dashboard counts the unpaid card attempt apart, not as an order (yet).
      await page.getByText(messages['dashboard.awaitingPayment'], { exact: true }).waitFor();
      await page.getByText(messages['dashboard.ordersRule'], { exact: true }).waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `dashboard-attempts-${language}-${viewport === 'phone' ? 390 : 1366}`);
      await payOnSandbox(page, baseUrl, token, placed);

      await gotoChecked(page, `${baseUrl}/admin/orders/${placed.id}`);
      const refunds = page.getByRole('region', { name: messages['orderPage.refunds.title'] });
      await refunds.getByRole('button', { name: messages['orderPage.refunds.refund'], exact: true }).click();
      const dialog = page.getByRole('dialog', {
        name: fillMessage(messages['orderPage.refunds.dialogTitle'], { number: placed.number }),
      });
      await dialog
        .getByRole('textbox', { name: messages['orderPage.refunds.amount'] })
        .fill(String(PART / 100));
      // No reason, no refund.
      await dialog.getByRole('button', { name: messages['orderPage.refunds.submit'], exact: true }).click();
      await dialog.getByText(messages['orderPage.refunds.reasonRequired'], { exact: true }).waitFor();
      const reason = language === 'ar' ? 'الشاحن المرفق لا يعمل' : 'The charger in the box does not work';
      await dialog.getByRole('textbox', { name: messages['orderPage.refunds.reason'] }).fill(reason);
      await fontsReady(page);
      await saveScreenshot(page, `refund-dialog-${language}-${viewport === 'phone' ? 390 : 1366}`);
      await dialog.getByRole('button', { name: messages['orderPage.refunds.submit'], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await refunds.getByText(REFUND_STATUS_LABELS.succeeded[language], { exact: true }).waitFor();
      await refunds.getByText(reason, { exact: true }).waitFor();
      const payment = page.getByRole('region', { name: messages['orderPage.payment.title'] });
      await payment.getByText(PAYMENT_STATE_LABELS.partly_refunded[language], { exact: true }).waitFor();
      const summary = (await adminJson(
        baseUrl,
        token,
        'GET',
        `/orders/${placed.id}/refunds`,
      )) as AdminOrderRefundsResponse;
      expect(summary).toMatchObject({ refunded: PART, pending: 0 });
      expect(summary.refunds).toHaveLength(1);
      await refunds.getByText(formatMoney(summary.refundable, language), { exact: true }).waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `refund-order-${language}-${viewport === 'phone' ? 390 : 1366}`);
      await context.close();
    });
  }
});
