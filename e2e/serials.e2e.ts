// Journey (serial numbers): the product editor shows a demo phone marked to record each unit's IMEI; a shopper
// orders one and staff confirm it. Shipping is refused while the unit has no serial. On the order page staff scan
// an IMEI whose check digit is wrong (refused under the field), then the right one (recorded; the order ships),
// see it on the packing slip, and find the order again by the IMEI's last digits in the all-orders search.
// Arabic and English, desktop and phone.
import { AdminOrderListResponse, formatOrderNumber, type AdminOrderDetail } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { qatarOrderData } from './support/delivery-address.js';
import { fillMessage } from './support/fill-message.js';
import { moveOrderThroughApi, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { freshImei } from './support/serials.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;

/** The seeded serialised phone variant with the most stock: four runs each take one unit. */
const phone = SEEDED_PRODUCTS.filter(
  ({ plan }) => plan.source.serialized === true && plan.source.isActive !== false,
)
  .flatMap((product) =>
    product.plan.variants.map((variant, index) => ({ product, variant, index, stock: variant.stock })),
  )
  .reduce((most, candidate) => (candidate.stock > most.stock ? candidate : most));

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** A cash order of one unit of the phone, confirmed through the API: ready to pack. */
async function confirmedPhoneOrder(suffix: string) {
  const detail = (await adminJson(baseUrl, token, 'GET', `/products/${phone.product.id}`)) as {
    product?: { variants?: { id: number; sku: string | null }[] };
  };
  const variant = detail.product?.variants?.find((candidate) => candidate.sku === phone.variant.sku);
  if (!variant) throw new Error(`The seeded variant ${phone.variant.sku} is not in the shop`);
  const localPhone = uniqueLocalPhone();
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: { name: `Serial ${suffix}`, email: `serial-${suffix}@example.qa`, phone: localPhone },
      items: [{ product_id: phone.product.id, variant_id: variant.id, quantity: 1 }],
      orderData: qatarOrderData(`Street ${localPhone}`),
      paymentMethod: 'cash',
      locale: 'en',
    }),
  });
  const placed = (await response.json()) as { orderNumber?: string };
  if (!response.ok || !placed.orderNumber) throw new Error(`create-order answered ${response.status}`);
  const list = AdminOrderListResponse.parse(
    await adminJson(baseUrl, token, 'GET', `/orders?q=${encodeURIComponent(placed.orderNumber)}`),
  );
  const order = list.orders[0]!;
  await moveOrderThroughApi(baseUrl, token, order.id, 'pending', 'confirmed');
  return { id: order.id, number: formatOrderNumber(order.short_number) };
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(LANGUAGES)('record and find an IMEI in $language', ({ language, messages }) => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`on the ${viewport}: the order ships only once its phone's IMEI is recorded, then the IMEI finds it`, async () => {
      const width = viewport === 'phone' ? 390 : 1366;
      const order = await confirmedPhoneOrder(`${language}${viewport}${uniqueSuffix()}`);
      const imei = freshImei();
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      // The demo's phones are marked serialised in the product editor.
      await gotoChecked(page, `${baseUrl}/admin/products/edit/${phone.product.id}`);
      const marked = page.getByRole('switch', { name: messages['products.field.isSerialized'], exact: true });
      await marked.scrollIntoViewIfNeeded();
      expect(await marked.isChecked()).toBe(true);
      // From the top, so the full-page picture has the layout's bars where they belong.
      await page.evaluate(() => window.scrollTo(0, 0));
      await fontsReady(page);
      await saveScreenshot(page, `serials-product-switch-${language}-${width}`);

      await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
      const notice = page.getByText(
        language === 'ar' ? /سجّل الرقم التسلسلي لكل قطعة قبل الشحن/ : /before shipping: 1 unit is still/,
      );
      await notice.waitFor();

      // Shipping is refused while the unit has no serial, and says why.
      const ship = page
        .getByRole('button', { name: new RegExp(`^${messages['orders.move.shipped']}`) })
        .first();
      await ship.click();
      await page
        .getByText(language === 'ar' ? /دون رقم بعد/ : /still without one/)
        .first()
        .waitFor();

      // A scanned IMEI whose check digit is wrong is refused under the field; the right one is recorded.
      const field = page.getByRole('textbox', {
        name: fillMessage(messages['serials.field'], { unit: '1' }),
      });
      const wrong = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);
      await field.fill(wrong);
      await field.press('Enter');
      await page.getByText(language === 'ar' ? /ليست رقم IMEI صحيحًا/ : /not a valid IMEI/).waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `serials-refused-${language}-${width}`);
      // A scanner typing under the Arabic keyboard layout sends the keys F and 2 as ب and ٢: the field takes
      // the key's Latin character.
      await field.fill('');
      await field.evaluate((input) => {
        for (const [key, code] of [
          ['ب', 'KeyF'],
          ['٢', 'Digit2'],
        ] as const) {
          input.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
        }
      });
      expect(await field.inputValue()).toBe('F2');
      // Typed as printed on the box: with hyphens.
      await field.fill(`${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8)}`);
      await field.press('Enter');
      await page.getByText(imei, { exact: true }).waitFor();
      await page
        .getByText(fillMessage(messages['serials.progress'], { recorded: '1', quantity: '1' }), {
          exact: true,
        })
        .waitFor();
      await notice.waitFor({ state: 'detached' });
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `serials-recorded-${language}-${width}`);

      // Now it ships.
      await ship.click();
      await expect
        .poll(
          async () =>
            ((await adminJson(baseUrl, token, 'GET', `/orders/${order.id}`)) as AdminOrderDetail).status,
        )
        .toBe('shipped');

      // The packing slip lists the IMEI under its line.
      await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}/packing-slip`);
      await page.getByText(imei, { exact: true }).waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `serials-packing-slip-${language}-${width}`);

      // The IMEI's last digits, as read off a returned box, find the order.
      await gotoChecked(page, `${baseUrl}/admin/all-orders`);
      const search = page.getByRole('searchbox', { name: messages['orders.search.label'], exact: true });
      await search.fill(imei.slice(-8));
      await page.waitForURL((url) => url.searchParams.get('q') === imei.slice(-8));
      await page
        .getByRole('link', {
          name: fillMessage(messages['orders.open'], { number: order.number }),
          exact: true,
        })
        .first()
        .waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `serials-search-${language}-${width}`);
      await context.close();
    });
  }
});
