// Journey (the shop's own gift card spent at checkout): the demo shop's store card (a GIFT card) is set to
// QAR 50 by staff; a shopper checks its balance on the storefront's balance page, then buys a product, types the
// card's code at checkout and pays the rest in cash. The order keeps the card's part, the card is left at 0.
// Arabic and English, at 390 and 1366 px, with screenshots of the balance page and the checkout's gift-card field.
import {
  formatMoney,
  formatSignedMoney,
  type AdminGiftCardFindResponse,
  type AdminGiftCardLedgerResponse,
  type AdminOrderDetail,
  type Locale,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_CARD_CODE } from '../packages/db/src/seed/demo-store-card.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { adminJson, signInThroughApi } from './support/admin-api.js';
import {
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { uniqueLocalPhone } from './support/order-setup.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const MESSAGES = { ar, en } as const;
/** What the card holds before each journey: QAR 50, less than the product, so the rest is paid in cash. */
const CARD_BALANCE = 5_000;
const RUN = Math.random().toString(36).slice(2, 8);

/** A product without options costing more than the card holds, with stock for every journey. */
const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false &&
    !plan.isGiftCard &&
    plan.variants.length === 0 &&
    plan.stock >= 10 &&
    plan.price > CARD_BALANCE * 2,
)!;

let browser: Browser;
let token: string;
let cardId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  const found = (await adminJson(baseUrl, token, 'POST', '/gift-cards/find', {
    code: DEMO_STORE_CARD_CODE,
  })) as AdminGiftCardFindResponse;
  cardId = found.gift_card.id;
});
afterAll(async () => {
  await browser?.close();
});

/** Staff set the card to CARD_BALANCE with an audited adjustment (whatever earlier journeys left on it). */
async function setCardBalance() {
  const ledger = (await adminJson(
    baseUrl,
    token,
    'GET',
    `/gift-cards/${cardId}/ledger`,
  )) as AdminGiftCardLedgerResponse;
  const change = CARD_BALANCE - ledger.gift_card.balance;
  if (change !== 0) {
    await adminJson(baseUrl, token, 'POST', `/gift-cards/${cardId}/adjust`, {
      amount: change,
      reason: 'Journey: the demo store card set to QAR 50',
    });
  }
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');
const width = (viewport: ViewportName) => (viewport === 'phone' ? 390 : 1366);

describe.each(['ar', 'en'] as const)('the store card pays part of an order in %s', (locale) => {
  const messages = MESSAGES[locale];
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`at ${width(viewport)} px: balance checked, part paid by the card, the rest in cash`, async () => {
      await setCardBalance();
      const { context, page } = await openPage(browser, viewport);

      // The balance page: a wrong code gets the generic answer, the card's code its balance.
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/gift-cards/balance`);
      await page.getByRole('heading', { name: messages['giftBalance.title'] }).waitFor();
      const codeField = page.getByLabel(messages['giftBalance.code']);
      await codeField.fill(DEMO_STORE_CARD_CODE.toLowerCase());
      await page.getByRole('button', { name: messages['giftBalance.submit'] }).click();
      await page.getByTestId('gift-balance').getByText(formatMoney(CARD_BALANCE, locale)).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await noSidewaysScroll(page);
      await saveScreenshot(page, `gift-balance-${locale}-${width(viewport)}`);

      // Checkout: the product in the cart, the details, the card's code applied.
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/product/${product.id}`);
      await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
      await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/cart`);
      await page.getByRole('link', { name: messages['cart.checkout'] }).click();
      await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
      await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'مريم' : 'Maryam');
      await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'النعيمي' : 'Al-Naimi');
      await page.getByLabel(messages['checkout.phone']).fill(uniqueLocalPhone());
      await page
        .getByLabel(messages['checkout.email'])
        .fill(`store-card-${locale}-${viewport}-${RUN}@matjar.test`);
      await fillDeliveryAddress(page, messages);

      await page.getByLabel(messages['checkout.giftCard.label']).fill(DEMO_STORE_CARD_CODE);
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, `checkout-gift-card-field-${locale}-${width(viewport)}`);
      await page.getByRole('button', { name: messages['checkout.giftCard.apply'], exact: true }).click();
      const pays = messages['checkout.giftCard.applied'].replace(
        '{amount}',
        formatMoney(CARD_BALANCE, locale),
      );
      await page.getByText(pays).waitFor();
      const summary = page.getByRole('region', { name: messages['checkout.summary'] });
      await summary.getByText(messages['checkout.giftCard.due'], { exact: true }).waitFor();
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
      await page.evaluate(() => document.fonts.ready);
      await noSidewaysScroll(page);
      await saveScreenshot(page, `checkout-gift-card-${locale}-${width(viewport)}`);

      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
      await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
      await context.close();

      // On the server: the card paid QAR 50, the rest is cash due, and the card is spent.
      const list = (await adminJson(
        baseUrl,
        token,
        'GET',
        `/orders?q=${encodeURIComponent(orderNumber)}`,
      )) as {
        orders: { id: number }[];
      };
      const order = (await adminJson(
        baseUrl,
        token,
        'GET',
        `/orders/${list.orders[0]!.id}`,
      )) as AdminOrderDetail;
      expect(order).toMatchObject({ payment_method: 'cash', gift_card_amount: CARD_BALANCE });
      expect(order.total_amount).toBeGreaterThan(CARD_BALANCE);
      const ledger = (await adminJson(
        baseUrl,
        token,
        'GET',
        `/gift-cards/${cardId}/ledger`,
      )) as AdminGiftCardLedgerResponse;
      expect(ledger.gift_card.balance).toBe(0);
      expect(ledger.entries[0]).toMatchObject({
        kind: 'spend',
        amount: -CARD_BALANCE,
        order_number: orderNumber,
      });

      // Staff find the card by its code and open its balance and history: the spend is there, the card at 0.
      const admin = (locale === 'ar' ? adminAr : adminEn) as Record<string, string>;
      const staff = await signInToAdmin(browser, locale, E2E_ADMIN, viewport);
      await staff.page.goto(`${baseUrl}/admin/gift-cards`);
      await staff.page.getByLabel(admin['giftCards.find.label']!).fill(DEMO_STORE_CARD_CODE);
      await staff.page.getByRole('button', { name: admin['giftCards.find.submit']!, exact: true }).click();
      await staff.page
        .getByRole('button', { name: admin['giftCards.balance.openNamed']!.replace('{id}', String(cardId)) })
        .first()
        .click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByTestId('gift-card-balance').getByText(formatMoney(0, locale)).waitFor();
      await dialog.getByText(formatSignedMoney(-CARD_BALANCE, locale)).first().waitFor();
      await staff.page.evaluate(() => document.fonts.ready);
      await saveScreenshot(staff.page, `admin-gift-card-balance-${locale}-${width(viewport)}`);
      await staff.context.close();
    });
  }
});
