// Journey "one promise" (decision 054): three delivery zones of the shop's own — Al Wakrah (a fee, free from a
// threshold), Al Khor (a 40 QAR fee, never free, ordered with the FREEDELIVERY coupon) and Lusail (a day and a
// time window) — ordered at checkout in both languages. The charges the server quotes (subtotal, discount
// lines, delivery fee, total) read the same on the cart, checkout, the confirmation before and after a
// reload (the tracking view), the confirmation e-mail, the back office's order page and invoice, and the
// delivery page's table; the promise reads the same on checkout, the confirmation and the e-mail. The zones
// the suite had before are put back afterwards, so later journeys price as they did.
import {
  chargeRows,
  DEFAULT_DELIVERY_SCHEDULE,
  deliveryZoneRows,
  formatDeliveryWindow,
  formatMoney,
  quoteChargesOf,
  type DeliveryZone,
  type Locale,
  type StoreCartQuoteResponse,
} from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { adminJson, signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { waitForMail } from './support/mail-catcher.js';
import { orderableProduct } from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8);
const MESSAGES = { ar, en } as const;
const ADMIN_MESSAGES = { ar: adminAr, en: adminEn } as const;
const price = orderableProduct.plan.price;
const zone = (over: Partial<DeliveryZone> & Pick<DeliveryZone, 'name_ar' | 'name_en' | 'cities'>) =>
  ({
    zone_numbers: [],
    delivered: true,
    fee: 2_500,
    free_above: null,
    days_min: 1,
    days_max: 2,
    ...over,
  }) as DeliveryZone;
// Free from a whole riyal amount above one unit: the nudge must say a whole amount.
const WAKRAH = zone({
  name_ar: 'الوكرة',
  name_en: 'Al Wakrah',
  cities: ['al_wakrah'],
  fee: 3_000,
  free_above: (Math.ceil(price / 100) + 137) * 100,
  days_min: 2,
  days_max: 4,
});
const KHOR = zone({
  name_ar: 'الخور',
  name_en: 'Al Khor',
  cities: ['al_khor'],
  fee: 4_000,
  days_min: 4,
  days_max: 6,
});
const LUSAIL = zone({ name_ar: 'لوسيل', name_en: 'Lusail', cities: ['lusail'], fee: 2_000, windows: true });
const CASES = [
  { zone: WAKRAH, city: 'al_wakrah', coupon: null },
  { zone: KHOR, city: 'al_khor', coupon: 'FREEDELIVERY' },
  { zone: LUSAIL, city: 'lusail', coupon: null },
] as const;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

let browser: Browser;
let token: string;
let before: { zones: DeliveryZone[]; isDefault: boolean };
let schedule: unknown;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  before = (await adminJson(baseUrl, token, 'GET', '/delivery-zones')) as typeof before;
  schedule = ((await adminJson(baseUrl, token, 'GET', '/delivery-schedule')) as { schedule: unknown })
    .schedule;
  const others = before.zones.filter(
    (other) => !other.cities.some((city) => ['al_wakrah', 'al_khor', 'lusail'].includes(city)),
  );
  await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: [WAKRAH, KHOR, LUSAIL, ...others] });
  await adminJson(baseUrl, token, 'PUT', '/delivery-schedule', { schedule: DEFAULT_DELIVERY_SCHEDULE });
});
afterAll(async () => {
  if (token && before) {
    await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: before.zones });
    await adminJson(baseUrl, token, 'PUT', '/delivery-schedule', { schedule });
  }
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

/** The charge rows a list on the page shows, as [label, amount]. */
async function shownRows(page: Page, within: string): Promise<[string, string][]> {
  const rows = page.locator(`${within} [data-charge]`);
  await rows.last().waitFor();
  const texts = await rows.evaluateAll((elements) =>
    elements.map((element) => [
      element.querySelector('dt')?.textContent?.trim() ?? '',
      element.querySelector('dd')?.textContent?.trim() ?? '',
    ]),
  );
  return texts as [string, string][];
}

/** What the server quotes for one unit to this city with this coupon: the figures every place must show. */
async function serverQuote(city: string, coupon: string | null): Promise<StoreCartQuoteResponse> {
  const response = await fetch(`${baseUrl}/api/store/cart/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      items: [{ product_id: orderableProduct.id, quantity: 1 }],
      couponCode: coupon,
      shippingCity: city,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoreCartQuoteResponse;
}

describe('one promise', () => {
  for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
    for (const [index, { zone: placeZone, city, coupon }] of CASES.entries()) {
      it(`${locale}: ${placeZone.name_en} reads the same everywhere`, async () => {
        const messages = MESSAGES[locale];
        const prefix = locale === 'en' ? '/en' : '';
        const quote = await serverQuote(city, coupon);
        const charges = quoteChargesOf({ ...quote, couponCode: quote.coupon?.code ?? null, delivered: true });
        const expected = chargeRows(charges, locale).map((row) => [row.label, row.value]);
        if (coupon) {
          // The free-delivery coupon waives the zone's whole fee, on a line of its own.
          expect(charges).toMatchObject({ deliveryFee: placeZone.fee, deliveryDiscount: placeZone.fee });
          expect(expected.map(([label]) => label)).toContain(
            locale === 'ar' ? `توصيل مجاني (${coupon})` : `Free delivery (${coupon})`,
          );
        } else {
          expect(charges).toMatchObject({ deliveryFee: placeZone.fee, deliveryDiscount: 0 });
        }

        const { context, page } = await openPage(browser, 'desktop');
        await gotoHydrated(page, `${baseUrl}${prefix}/product/${orderableProduct.id}`);
        await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
        await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();

        // The cart knows no address yet (the catch-all zone's fee): its goods and discount lines are the same.
        await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
        if (coupon) {
          await page.getByLabel(messages['cart.coupon.label']).fill(coupon.toLowerCase());
          await page.getByRole('button', { name: messages['cart.coupon.apply'], exact: true }).click();
          // Exact: the live region says more ("… applied. The total is now …").
          await page
            .getByText(fill(messages['cart.coupon.applied'], { code: coupon }), { exact: true })
            .waitFor();
        }
        const cartRows = await shownRows(page, 'main');
        expect(cartRows[0]).toEqual(expected[0]);
        // Its total is the catch-all zone's; the checkout's, once the city is known, is the zone's.
        expect(cartRows.at(-1)![0]).toBe(expected.at(-1)![0]);

        await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
        await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
        await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'نورة' : 'Noora');
        await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'السليطي' : 'Al-Sulaiti');
        await page
          .getByLabel(messages['checkout.phone'])
          .fill(`5558 ${3000 + index * 10 + (locale === 'ar' ? 1 : 2)}`);
        const email = `promise-${locale}-${index}-${RUN}@matjar.test`;
        await page.getByLabel(messages['checkout.email']).fill(email);
        await fillDeliveryAddress(page, messages, { city });
        let promise: string;
        if (placeZone.windows) {
          const day = page.getByRole('radiogroup', { name: messages['checkout.window.day'] });
          const chosenDay = day.getByRole('radio', { disabled: false }).first();
          await chosenDay.check();
          const date = await chosenDay.inputValue();
          const time = page
            .getByRole('radiogroup', { name: messages['checkout.window.time'] })
            .getByRole('radio', { disabled: false })
            .first();
          await time.check();
          const start = await time.inputValue();
          const end = DEFAULT_DELIVERY_SCHEDULE.windows.find((window) => window.start === start)!.end;
          promise = formatDeliveryWindow({ date, start, end }, locale);
        } else {
          promise = fill(messages['checkout.success.deliveryDays'], {
            min: placeZone.days_min,
            max: placeZone.days_max,
          });
          await page.getByText(promise, { exact: true }).first().waitFor();
        }
        const summary = '[aria-labelledby="checkout-summary"]';
        await expect.poll(() => shownRows(page, summary)).toEqual(expected);
        await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
        if (index === 1) await shootBothWidths(page, `one-promise-checkout-${locale}`);
        await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
        await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
        expect(await shownRows(page, 'main')).toEqual(expected);
        await page.getByText(promise, { exact: true }).first().waitFor();

        // After a reload the confirmation is the tracking view, read from the order as placed.
        await page.reload();
        await page.getByText(promise, { exact: true }).first().waitFor();
        expect(await shownRows(page, 'main')).toEqual(expected);
        if (index === 1) await shootBothWidths(page, `one-promise-success-${locale}`);
        await context.close();

        // The confirmation e-mail: the same rows, the same promise.
        const mail = await waitForMail({ to: email });
        for (const [label, value] of expected.slice(0, -1)) expect(mail.text).toContain(`${label}: ${value}`);
        expect(mail.text).toContain(expected.at(-1)![1]);
        if (!placeZone.windows) {
          expect(mail.text).toMatch(new RegExp(`${placeZone.days_min}\\D{1,12}${placeZone.days_max}`));
        }

        // The back office's order page and invoice: the zone's fee, the coupon's line, the total.
        const found = (await adminJson(baseUrl, token, 'GET', `/orders?q=${encodeURIComponent(email)}`)) as {
          orders: { id: number }[];
        };
        const id = found.orders[0]!.id;
        const detail = (await adminJson(baseUrl, token, 'GET', `/orders/${id}`)) as {
          shipping_fee: number;
          shipping_discount: number;
          total_amount: number;
        };
        expect(detail.shipping_fee + detail.shipping_discount).toBe(charges.deliveryFee);
        expect(detail.shipping_discount).toBe(charges.deliveryDiscount);
        expect(detail.total_amount).toBe(charges.total);
        const adminMessages = ADMIN_MESSAGES[locale];
        const admin = await signInToAdmin(browser, locale);
        await gotoChecked(admin.page, `${baseUrl}/admin/orders/${id}`);
        const totals = admin.page
          .locator('dl')
          .filter({ hasText: adminMessages['orderPage.totals.total'] })
          .last();
        // The total is the list's last amount (a free delivery can make it equal the subtotal).
        await expect
          .poll(() => totals.locator('dd').last().innerText())
          .toBe(formatMoney(charges.total, locale));
        if (coupon) {
          await totals
            .getByText(fill(adminMessages['orderPage.totals.deliveryCoupon'], { code: coupon }), {
              exact: true,
            })
            .waitFor();
        }
        await gotoChecked(admin.page, `${baseUrl}/admin/orders/${id}/invoice`);
        // The bilingual invoice writes amounts once, in their English form (print-money.ts).
        await admin.page.getByText(formatMoney(charges.total, 'en'), { exact: true }).first().waitFor();
        if (coupon) await admin.page.getByText(adminAr['print.deliveryDiscount']).first().waitFor();
        await admin.context.close();
      });
    }

    it(`${locale}: the delivery page's table says each zone's fee, threshold and time`, async () => {
      const prefix = locale === 'en' ? '/en' : '';
      const { context, page } = await openPage(browser, 'desktop');
      await gotoChecked(page, `${baseUrl}${prefix}/pages/delivery`);
      const rows = deliveryZoneRows([WAKRAH, KHOR, LUSAIL], locale);
      for (const row of rows) {
        const shown = page.locator(`tr[data-zone="${row.name}"]`);
        await expect.poll(() => shown.innerText()).toContain(row.fee);
        expect(await shown.innerText()).toContain(row.time);
        if (row.freeFrom) expect(await shown.innerText()).toContain(row.freeFrom);
      }
      await shootBothWidths(page, `one-promise-policy-${locale}`);
      await context.close();
    });
  }
});
