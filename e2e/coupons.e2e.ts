// Journey: staff create a coupon in /admin/coupons with a use limit, a shopper applies it in the
// cart and places a cash order with it, and the coupon's use count in the back office rises from 0 to 1 —
// in Arabic and in English. A coupon not started yet and a used-up one are refused in the cart with the
// catalogue's message in the shopper's language. Screenshots of the list and the form at 1366 and 390 px.
import { dohaDate, errorMessage, formatNumber, type Locale } from '@matjar/core';
import type { BrowserContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { ar as storeAr } from '../apps/storefront/app/i18n/ar.js';
import { en as storeEn } from '../apps/storefront/app/i18n/en.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { fillDeliveryAddress, qatarOrderData } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 6).toUpperCase();
type Messages = Record<MessageKey, string>;
const CASES = [
  { language: 'ar', admin: ar as Messages, shop: storeAr, prefix: '' },
  { language: 'en', admin: en as Messages, shop: storeEn, prefix: '/en' },
] as const;

/** A product anyone can buy in one click: active, no variants, not a gift card, plenty of stock. */
const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20,
)!;

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_STARTED = `E2E-LATER-${RUN}`;
const USED_UP = `E2E-FULL-${RUN}`;

/** A coupon made through the API the screen uses (the screen itself is driven in the journey). */
async function createCouponThroughApi(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/api/admin/coupons`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      type: 'percentage',
      value: 5,
      min_order: 0,
      starts_on: null,
      expires_on: dohaDate(new Date(Date.now() + 30 * DAY_MS)),
      usage_limit: null,
      per_customer_limit: null,
      description_ar: 'خصم',
      description_en: 'Discount',
      is_active: true,
      ...body,
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST coupon answered ${response.status}: ${await response.text()}`);
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  await createCouponThroughApi(token, {
    code: NOT_STARTED,
    starts_on: dohaDate(new Date(Date.now() + 2 * DAY_MS)),
  });
  await createCouponThroughApi(token, { code: USED_UP, usage_limit: 1 });
  // Its one use, taken by another shopper's cash order.
  const order = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: { name: 'First', email: `first-${RUN}@matjar.test`.toLowerCase(), phone: '+974 5555 0188' },
      items: [{ product_id: product.id, quantity: 1 }],
      orderData: qatarOrderData(`Coupon lane ${RUN}`),
      paymentMethod: 'cash',
      couponCode: USED_UP,
    }),
  });
  if (order.status !== 201) throw new Error(`create-order answered ${order.status}: ${await order.text()}`);
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Closes once no toast is moving (closing checks the page with axe; a fading toast has half its contrast). */
async function closeSettled(context: BrowserContext, page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations({ subtree: true }).length === 0,
    ),
  );
  await context.close();
}

/** The table row (or phone card) of one coupon. */
const couponRow = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

/** The uses cell as the screen writes it: "1 / 5" in English, "1 من 5" in Arabic (Latin digits, D15). */
const usesText = (messages: Messages, language: Locale, uses: number, limit: number) =>
  fillMessage(messages['coupons.usesOf'], {
    uses: formatNumber(uses, language),
    limit: formatNumber(limit, language),
  });

async function createCoupon(page: Page, messages: Messages, code: string, language: Locale) {
  await page.getByRole('button', { name: messages['coupons.add'], exact: true }).click();
  const dialog: Locator = page.getByRole('dialog', { name: messages['coupons.addTitle'] });
  await dialog.getByLabel(messages['coupons.field.code']).fill(code.toLowerCase());
  await dialog.getByLabel(messages['coupons.field.percent']).fill(language === 'ar' ? '١٠' : '10');
  const inThirtyDays = dohaDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  await dialog.getByLabel(messages['coupons.field.expiresOn']).fill(inThirtyDays);
  await dialog.getByLabel(messages['coupons.field.usageLimit']).fill('5');
  const description = messages['coupons.field.description'];
  await dialog
    .getByRole('textbox', { name: `${description} ${messages['kit.bilingual.arabic']}` })
    .fill('خصم التجربة');
  await dialog
    .getByRole('textbox', { name: `${description} ${messages['kit.bilingual.english']}` })
    .fill('Trial discount');
  await shoot(page, `coupons-form-${language}`);
  await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
  await page.getByText(fillMessage(messages['coupons.created'], { code }), { exact: true }).waitFor();
}

describe.each(CASES)('coupons ($language)', ({ language, admin, shop, prefix }) => {
  it('staff create a coupon, a shopper uses it at checkout, and its use count rises', async () => {
    const code = `E2E-${language.toUpperCase()}-${RUN}`;
    const staff = await signInToAdmin(browser, language);
    await gotoChecked(staff.page, `${baseUrl}/admin/coupons`);
    await staff.page.getByRole('heading', { name: admin['coupons.title'], exact: true, level: 1 }).waitFor();
    await createCoupon(staff.page, admin, code, language);
    const row = couponRow(staff.page, code);
    await row.getByText(admin['coupons.state.active'], { exact: true }).waitFor();
    expect(await row.textContent()).toContain(usesText(admin, language, 0, 5));
    await shoot(staff.page, `coupons-list-${language}`);

    // The shopper: the new coupon is listed in the cart at once, applied, and used in a cash order.
    const shopper = await openPage(browser, 'desktop');
    const { page } = shopper;
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
    await page.getByRole('button', { name: shop['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: shop['product.added'] }).waitFor();
    await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
    await page.getByText(code, { exact: true }).first().waitFor();
    // Only coupons in state 'active' are listed.
    expect(await page.getByText(USED_UP, { exact: true }).count()).toBe(0);
    expect(await page.getByText(NOT_STARTED, { exact: true }).count()).toBe(0);
    const field = page.getByLabel(shop['cart.coupon.label'], { exact: true });
    for (const [refused, reason] of [
      [NOT_STARTED, 'COUPON_NOT_STARTED'],
      [USED_UP, 'COUPON_USED_UP'],
    ] as const) {
      await field.fill(refused);
      await page.getByRole('button', { name: shop['cart.coupon.apply'], exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: errorMessage(reason, language) })
        .waitFor();
    }
    await saveScreenshot(page, `coupons-cart-used-up-${language}`);
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: shop['cart.coupon.apply'], exact: true }).click();
    await page.getByText(shop['cart.coupon.applied'].replace('{code}', code)).first().waitFor();
    await page.getByRole('link', { name: shop['cart.checkout'] }).click();
    await page.getByRole('heading', { name: shop['checkout.details'] }).waitFor();
    await page.getByLabel(shop['checkout.firstName']).fill(language === 'ar' ? 'سارة' : 'Sara');
    await page.getByLabel(shop['checkout.lastName']).fill(language === 'ar' ? 'الكواري' : 'Al-Kuwari');
    await page.getByLabel(shop['checkout.phone']).fill('+974 5555 0199');
    await page.getByLabel(shop['checkout.email']).fill(`coupon-${language}-${RUN}@matjar.test`.toLowerCase());
    await fillDeliveryAddress(page, shop);
    await page.getByRole('radio', { name: new RegExp(shop['checkout.method.cash']) }).check();
    await page.getByRole('button', { name: shop['checkout.submit.cash'] }).click();
    await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
    await page.getByRole('heading', { name: shop['checkout.success.placed'] }).waitFor();
    await shopper.context.close();

    // Back in the back office: the list, loaded again, counts the order.
    await gotoChecked(staff.page, `${baseUrl}/admin/coupons?q=${code}`);
    const counted = couponRow(staff.page, code);
    await counted.getByText(usesText(admin, language, 1, 5), { exact: true }).waitFor();
    await closeSettled(staff.context, staff.page);
  });
});

describe('coupons for a viewer', () => {
  it('lists the coupons with their states but offers no add, edit, switch or delete', async () => {
    const viewer = {
      username: `viewer-coupons-${uniqueSuffix()}`,
      password: 'viewer-password-2024',
      email: `viewer-coupons-${uniqueSuffix()}@matjar.local`,
      fullName: 'مشاهد الكوبونات',
      role: 'viewer' as const,
    };
    await createStaffThroughApi(baseUrl, token, viewer);
    const { context, page } = await signInToAdmin(browser, 'en', viewer);
    await gotoChecked(page, `${baseUrl}/admin/coupons?state=scheduled`);
    await page.getByText(en['coupons.readOnly'], { exact: true }).waitFor();
    const row = couponRow(page, NOT_STARTED);
    await row.getByText(en['coupons.state.scheduled'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: en['coupons.add'] }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    await closeSettled(context, page);
  });
});
