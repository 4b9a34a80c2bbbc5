// Journey: the cart while the shop cannot answer (its database restarting: the API says 503
// DATABASE_UNAVAILABLE). The summary says its prices are an estimate and offers Try again instead of
// "Checking prices…" for ever; a valid code typed meanwhile is not called invalid: the shopper is told the
// shop could not be reached, with Try again, and the same code applies once the shop answers. Arabic and
// English, with screenshots at both widths. The outage is made at the network's edge (route interception
// answering what the server answers during one); the server's side is database-outage.test.ts.
import { apiErrorBody, DATABASE_RETRY_AFTER_SECONDS, type Locale } from '@matjar/core';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
/** Waits for what the shopper waits for, on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false &&
    !plan.isGiftCard &&
    plan.variants.length === 0 &&
    plan.stock >= 5 &&
    plan.discountType === null &&
    // Over MATJAR10's minimum order of 100 QAR (prices are in dirhams).
    plan.price >= 15_000 &&
    plan.price < 100_000,
)!;

/** The requests the cart page prices with: the quote and the listed coupons. */
const isPricing = (url: URL) =>
  url.pathname === '/api/store/cart/quote' || url.pathname === '/api/store/coupons';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe.each([
  { language: 'ar' as Locale, messages: ar, prefix: '' },
  { language: 'en' as Locale, messages: en, prefix: '/en' },
])('the cart while the shop cannot be reached ($language)', ({ language, messages, prefix }) => {
  it('says so with Try again, never calls a valid code invalid, and recovers', async () => {
    expect(product, 'the seed needs a simple product in stock over 150 QAR').toBeDefined();
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
      await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
      await poll(() =>
        page.getByRole('button', { name: messages['product.addToCart'], exact: true }).count(),
      ).toBe(0);

      let outage = true;
      await page.route(isPricing, (route: Route) =>
        outage
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
              body: JSON.stringify(apiErrorBody('DATABASE_UNAVAILABLE')),
            })
          : route.fallback(),
      );
      await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
      const summary = page.getByRole('complementary');

      // The price check ends in words and a button, not a spinner.
      const pricesUnconfirmed = summary
        .getByRole('status')
        .filter({ hasText: messages['cart.summary.unreachable'] });
      await poll(() => pricesUnconfirmed.isVisible()).toBe(true);
      expect(await summary.getByText(messages['cart.summary.preview']).count()).toBe(0);

      // MATJAR10 is a valid code: the shop's silence is not a verdict on it.
      await page.getByLabel(messages['cart.coupon.label'], { exact: true }).fill('MATJAR10');
      await page.getByRole('button', { name: messages['cart.coupon.apply'], exact: true }).click();
      const codeUnchecked = summary
        .getByRole('status')
        .filter({ hasText: messages['cart.coupon.unreachable'] });
      await poll(() => codeUnchecked.isVisible()).toBe(true);
      expect(await summary.getByRole('alert').count()).toBe(0);
      expect(await page.getByLabel(messages['cart.coupon.label'], { exact: true }).inputValue()).toBe(
        'MATJAR10',
      );
      await shoot(page, `shop-unreachable-cart-${language}`);

      // The shop answers again: Try again confirms the prices, and the same code applies.
      outage = false;
      await pricesUnconfirmed
        .getByRole('button', { name: messages['cart.summary.retry'], exact: true })
        .click();
      await poll(() => pricesUnconfirmed.count()).toBe(0);
      await codeUnchecked.getByRole('button', { name: messages['cart.coupon.retry'], exact: true }).click();
      await poll(() =>
        summary.getByText(messages['cart.coupon.applied'].replace('{code}', 'MATJAR10')).isVisible(),
      ).toBe(true);
      expect(await codeUnchecked.count()).toBe(0);
      expect(await summary.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
