// Journey (decision 032): staff give Dukhan a delivery zone of its own (40 QAR, never free, 1–2 working days)
// in the back office's settings; a shopper in each language picks Dukhan at checkout, sees that fee and promise
// before ordering, and the success screen keeps the promise. Dukhan is used by no other journey, so the suite's
// other orders keep the default zones' prices. Screenshots of the settings tab and the checkout at both widths.
import { DEFAULT_DELIVERY_ZONES, formatMoney, type DeliveryZone, type Locale } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { orderableProduct } from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8);
const MESSAGES = { ar, en } as const;
const DUKHAN: DeliveryZone = {
  name_ar: 'دخان',
  name_en: 'Dukhan',
  cities: ['dukhan'],
  zone_numbers: [],
  delivered: true,
  fee: 4_000,
  free_above: null,
  days_min: 1,
  days_max: 2,
};
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  const saved = await fetch(`${baseUrl}/api/admin/delivery-zones`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: baseUrl },
    body: JSON.stringify({ zones: [DUKHAN, ...DEFAULT_DELIVERY_ZONES] }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

async function shootBothWidths(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('delivery zones', () => {
  it('staff see the zones in the settings tab', async () => {
    const { context, page } = await signInToAdmin(browser, 'ar');
    await page.goto(`${baseUrl}/admin/settings?tab=delivery`);
    await page.getByRole('heading', { name: adminAr['settings.delivery.title'] }).waitFor();
    await page.getByRole('checkbox', { name: 'دخان', checked: true }).first().waitFor();
    await shootBothWidths(page, 'delivery-zones-settings-ar');
    await context.close();
  });

  it.each(['ar', 'en'] as const)(
    '%s: a shopper picks Dukhan, sees its fee and promise, and the success screen keeps the promise',
    async (locale: Locale) => {
      const messages = MESSAGES[locale];
      const prefix = locale === 'en' ? '/en' : '';
      const product = orderableProduct;
      const { context, page } = await openPage(browser, 'desktop');
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
      await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
      await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
      await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
      await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
      await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'سارة' : 'Sara');
      await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'الكواري' : 'Al-Kuwari');
      // A phone of this journey's own: the checkout journey's orders hold the shop's cap of open orders per phone.
      await page
        .getByLabel(messages['checkout.phone'])
        .fill(locale === 'ar' ? '+974 5556 1001' : '+974 5556 1002');
      await page.getByLabel(messages['checkout.email']).fill(`zones-${locale}-${RUN}@matjar.test`);
      await fillDeliveryAddress(page, messages, { city: 'dukhan' });
      const promise = fill(messages['checkout.success.deliveryDays'], { min: 1, max: 2 });
      const summary = page.getByRole('region', { name: messages['checkout.summary'] });
      await summary.getByText(promise, { exact: true }).waitFor();
      await summary.getByText(formatMoney(4_000, locale), { exact: true }).waitFor();
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
      await shootBothWidths(page, `delivery-zones-checkout-${locale}`);
      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
      await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
      await page.getByText(promise, { exact: true }).waitFor();
      await context.close();
    },
  );
});
