// Journey (goods back, decisions 048 and 049): staff take one of two phones back from a delivered order as
// damaged, ticking the IMEI of the unit on the counter — the order then reads "partly returned", the return
// names the unit, the order's serials mark it returned and the all-orders search by its last digits says it
// came back — and exchange a phone for another colour, which makes a replacement order the two order pages link
// both ways. Arabic and English, desktop and phone. The ledger rows, the window and the money both ways are
// the API tests' (returns-routes.test.ts, return-serials.test.ts).
import {
  AdminOrderListResponse,
  AdminOrderReturnsResponse,
  AdminProductResponse,
  RETURN_CONDITION_LABELS,
  formatOrderNumber,
  isolate,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { qatarOrderData } from './support/delivery-address.js';
import { fillMessage } from './support/fill-message.js';
import { moveOrderThroughApi, orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { SERIALISED_PHONE, recordMissingSerials, serialisedPhoneVariantId } from './support/serials.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;

/** A product sold in colours: two colours of one price with stock for every run of this file. */
const colourProduct = SEEDED_PRODUCTS.find(({ plan }) => {
  if (plan.source.isActive === false || plan.isGiftCard) return false;
  const colours = plan.variants.filter((v) => v.colorIndex !== null && v.stock >= 6);
  return colours.some((a) => colours.some((b) => b.colorIndex !== a.colorIndex && b.price === a.price));
})!;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** A cash order of these items, placed as a shopper and moved to delivered as staff would. */
async function deliveredOrder(items: { product_id: number; variant_id?: number; quantity: number }[]) {
  const phone = uniqueLocalPhone();
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: { name: `Returns ${uniqueSuffix()}`, email: `returns-${phone}@example.qa`, phone },
      items,
      orderData: qatarOrderData(`Street ${phone}`),
      paymentMethod: 'cash',
      locale: 'en',
    }),
  });
  const body = (await response.json()) as { orderNumber: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  const list = AdminOrderListResponse.parse(
    await adminJson(baseUrl, token, 'GET', `/orders?q=${encodeURIComponent(body.orderNumber)}`),
  );
  const order = list.orders[0]!;
  await moveOrderThroughApi(baseUrl, token, order.id, 'pending', 'confirmed');
  // Phones are serialised (decision 049): each unit's IMEI is recorded before it ships.
  await recordMissingSerials(baseUrl, token, order.id);
  await moveOrderThroughApi(baseUrl, token, order.id, 'confirmed', 'shipped');
  await moveOrderThroughApi(baseUrl, token, order.id, 'shipped', 'delivered');
  return { id: order.id, number: formatOrderNumber(order.short_number) };
}

const returnsOf = async (orderId: number) =>
  AdminOrderReturnsResponse.parse(await adminJson(baseUrl, token, 'GET', `/orders/${orderId}/returns`));

/** A line's name as the dialog labels it, in the screen's language. */
function lineName(line: AdminOrderReturnsResponse['lines'][number], language: 'ar' | 'en') {
  return [
    language === 'en' ? (line.product_name_en ?? line.product_name) : line.product_name,
    language === 'en' ? (line.variant_name_en ?? line.variant_name) : line.variant_name,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An order number as the links set it in running text: isolated, so "#1001" reads whole in Arabic. */
const isolated = (number: string) => `\u2068${number}\u2069`;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openReturnDialog(page: Page, messages: Messages, order: { id: number; number: string }) {
  await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
  const section = page.getByRole('region', { name: messages['returns.title'] });
  await section.getByRole('button', { name: messages['returns.take'], exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: fillMessage(messages['returns.dialogTitle'], { number: order.number }),
  });
  await dialog.waitFor();
  return { section, dialog };
}

describe.each(LANGUAGES)('goods back in $language', ({ language, messages }) => {
  for (const viewport of ['desktop', 'phone'] as const) {
    const width = viewport === 'phone' ? 390 : 1366;

    it(`on the ${viewport}: one of two phones comes back damaged, named by its IMEI`, async () => {
      const phoneVariant = await serialisedPhoneVariantId(baseUrl, token);
      const order = await deliveredOrder([
        { product_id: orderableProduct.id, quantity: 1 },
        { product_id: SERIALISED_PHONE.product.id, variant_id: phoneVariant, quantity: 2 },
      ]);
      const damagedLine = (await returnsOf(order.id)).lines.find(
        (l) => l.product_id === SERIALISED_PHONE.product.id,
      )!;
      // The two units' IMEIs, recorded when the order was packed.
      const [kept, back] = damagedLine.serials.map((unit) => unit.serial) as [string, string];
      const name = lineName(damagedLine, language);
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      const { section, dialog } = await openReturnDialog(page, messages, order);
      // Nothing chosen, no reason: nothing is recorded.
      await dialog.getByRole('button', { name: messages['returns.submit'], exact: true }).click();
      await dialog.getByText(messages['returns.reasonRequired'], { exact: true }).waitFor();
      // The phone's line offers the IMEIs it sold; staff tick the one on the counter.
      const units = dialog.getByRole('group', { name: fillMessage(messages['returns.serials'], { name }) });
      await units.getByRole('checkbox', { name: kept, exact: true }).waitFor();
      await units.getByRole('checkbox', { name: back, exact: true }).check();
      await dialog
        .getByRole('combobox', { name: fillMessage(messages['returns.condition'], { name }) })
        .selectOption('damaged');
      const reason = language === 'ar' ? 'الشاشة مكسورة عند الاستلام' : 'Screen cracked on arrival';
      await dialog.getByRole('textbox', { name: messages['returns.reason'] }).fill(reason);
      await units.scrollIntoViewIfNeeded();
      await fontsReady(page);
      await saveScreenshot(page, `return-dialog-${language}-${width}`);
      await dialog.getByRole('button', { name: messages['returns.submit'], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await section.getByText(messages['returns.state.partly_returned'], { exact: true }).waitFor();
      await section.getByText(RETURN_CONDITION_LABELS.damaged[language], { exact: true }).waitFor();
      await section.getByText(reason, { exact: true }).waitFor();
      // The return names the unit that came back.
      await section
        .getByText(fillMessage(messages['returns.lineSerial'], { serial: isolate(back) }), { exact: true })
        .waitFor();
      const after = await returnsOf(order.id);
      expect(after.return_state).toBe('partly_returned');
      expect(after.returns[0]!.lines).toEqual([
        expect.objectContaining({
          order_item_id: damagedLine.order_item_id,
          quantity: 1,
          condition: 'damaged',
          serial_number: back,
        }),
      ]);
      // The order's serial numbers mark that unit returned, the other still out.
      const items = page.getByRole('region', { name: messages['orderPage.items.title'] });
      const unitRow = (serial: string) => items.getByRole('listitem').filter({ hasText: serial });
      await unitRow(back).getByText(messages['serials.returned'], { exact: true }).waitFor();
      expect(await unitRow(kept).getByText(messages['serials.returned'], { exact: true }).count()).toBe(0);
      await section.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `return-damaged-order-${language}-${width}`);

      // The IMEI's last digits, read off the box, find the sale and say the unit came back.
      await gotoChecked(page, `${baseUrl}/admin/all-orders`);
      const search = page.getByRole('searchbox', { name: messages['orders.search.label'], exact: true });
      await search.fill(back.slice(-8));
      await page.waitForURL((url) => url.searchParams.get('q') === back.slice(-8));
      await page
        .getByText(fillMessage(messages['serials.matchReturned'], { serial: isolate(back) }), { exact: true })
        .first()
        .waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `return-serial-search-${language}-${width}`);
      await context.close();
    });

    it(`on the ${viewport}: the reports read returns by reason and product, settings hold the windows`, async () => {
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      await gotoChecked(page, `${baseUrl}/admin/reports?tab=returns&preset=last7`);
      const byReason = page.getByRole('region', { name: messages['reports.returnsByReason'] });
      // The damaged return just recorded, under its reason (in this run's language).
      const reason = language === 'ar' ? 'الشاشة مكسورة عند الاستلام' : 'Screen cracked on arrival';
      await byReason.getByText(reason, { exact: true }).first().waitFor();
      await page.getByRole('region', { name: messages['reports.returnsByProduct'] }).waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `returns-report-${language}-${width}`);

      await gotoChecked(page, `${baseUrl}/admin/settings?tab=returns`);
      const days = page.getByRole('spinbutton', { name: messages['settings.returns.returnDays'] });
      await expect.poll(() => days.inputValue()).toBe('14');
      await expect
        .poll(() =>
          page.getByRole('spinbutton', { name: messages['settings.returns.exchangeDays'] }).inputValue(),
        )
        .toBe('7');
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `settings-returns-${language}-${width}`);
      await context.close();
    });

    it(`on the ${viewport}: a phone is exchanged for another colour, both orders linked`, async () => {
      const product = AdminProductResponse.parse(
        await adminJson(baseUrl, token, 'GET', `/products/${colourProduct.id}`),
      ).product;
      const inStock = product.variants.filter((v) => v.is_active && v.stock > 0);
      const from = inStock[0]!;
      const to = inStock.find((v) => v.id !== from.id && v.price === from.price)!;
      const order = await deliveredOrder([
        { product_id: colourProduct.id, variant_id: from.id, quantity: 1 },
      ]);
      const [line] = (await returnsOf(order.id)).lines;
      const name = lineName(line!, language);
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      const { section, dialog } = await openReturnDialog(page, messages, order);
      // A serialised phone comes back by its IMEI; anything else by its quantity.
      const [unit] = line!.serials;
      if (unit) {
        await dialog
          .getByRole('group', { name: fillMessage(messages['returns.serials'], { name }) })
          .getByRole('checkbox', { name: unit.serial, exact: true })
          .check();
      } else {
        await dialog
          .getByRole('spinbutton', { name: fillMessage(messages['returns.quantity'], { name }) })
          .fill('1');
      }
      const reason = language === 'ar' ? 'يفضّل لونًا آخر' : 'Prefers another colour';
      await dialog.getByRole('textbox', { name: messages['returns.reason'] }).fill(reason);
      await dialog.getByRole('radio', { name: messages['returns.moneyExchange'] }).check();
      await dialog
        .getByRole('combobox', { name: messages['returns.exchangeVariant'] })
        .selectOption(String(to.id));
      // The difference in price is said under the choice: none, for another colour at the same price.
      const even = dialog.getByText(messages['returns.exchangeEven'].split(':')[1]!.trim(), { exact: false });
      await even.waitFor();
      await even.scrollIntoViewIfNeeded();
      await fontsReady(page);
      await saveScreenshot(page, `exchange-dialog-${language}-${width}`);
      await dialog.getByRole('button', { name: messages['returns.submit'], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      const made = (await returnsOf(order.id)).returns[0]!;
      expect(made.kind).toBe('exchange');
      const replacement = made.replacement!;
      expect(replacement).toMatchObject({ total_amount: 0, status: 'pending' });
      const replacementNumber = formatOrderNumber(replacement.short_number);
      await section
        .getByRole('link', {
          name: fillMessage(messages['returns.replacement'], { number: isolated(replacementNumber) }),
        })
        .click();
      await page.waitForURL(new RegExp(`/admin/orders/${replacement.id}$`));
      const back = page.getByRole('region', { name: messages['returns.title'] }).getByRole('link', {
        name: fillMessage(messages['returns.exchangeOf'], { number: isolated(order.number) }),
      });
      await back.waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `exchange-replacement-${language}-${width}`);
      await back.click();
      await page.waitForURL(new RegExp(`/admin/orders/${order.id}$`));
      await context.close();
    });
  }
});
