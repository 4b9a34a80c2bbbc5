// Journey (decision 053, the driver's run on a phone): staff make a driver's run link in Settings → Drivers and
// see it as a QR code; the driver opens it on a 390 px phone in their language, delivers one order (a tap made
// without signal, kept on the phone and sent once the signal is back), collects the cash of another and
// reports a third not delivered (not home). The back office's open board shows all three at once, without a
// reload; the cash report names the driver; the printed delivery sheet fits the phone. Arabic and English.
import {
  AdminDeliveryZonesResponse,
  AdminDriverLinkResponse,
  AdminDriverListResponse,
  DELIVERY_FAILURE_LABELS,
  ORDER_STATUS_LABELS,
  deliveryFailureText,
  formatMoney,
  formatOrderNumber,
  type AdminOrderDetail,
  type DeliveryZone,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { driverAr } from '../apps/storefront/app/i18n/driver.ar.js';
import { driverEn } from '../apps/storefront/app/i18n/driver.en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { moveOrderThroughApi, orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages, driver: driverAr },
  { language: 'en', messages: en as Messages, driver: driverEn as Record<keyof typeof driverEn, string> },
] as const;

/** A blue-plate zone of Doha this journey alone delivers to, promised for the day the order is placed. */
const SAME_DAY_ZONE = 97;

let browser: Browser;
let token: string;
let zonesBefore: DeliveryZone[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  // The run lists today's deliveries by the day the shopper booked: these orders are promised for today.
  zonesBefore = AdminDeliveryZonesResponse.parse(
    await adminJson(baseUrl, token, 'GET', '/delivery-zones'),
  ).zones;
  const sameDay: DeliveryZone = {
    ...zonesBefore.find((zone) => zone.cities.includes('doha'))!,
    name_ar: 'الدوحة في اليوم نفسه',
    name_en: 'Doha same day',
    zone_numbers: [SAME_DAY_ZONE],
    days_min: 0,
    days_max: 0,
    windows: false,
  };
  await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: [...zonesBefore, sameDay] });
});
afterAll(async () => {
  if (zonesBefore.length > 0)
    await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: zonesBefore });
  await browser?.close();
});

/** A cash order to the same-day zone, confirmed and shipped with the driver (as staff do before the run). */
async function shippedWithDriver(name: string, driverId: number) {
  const localPhone = uniqueLocalPhone();
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: { name, email: `${localPhone}@example.qa`, phone: localPhone },
      items: [{ product_id: orderableProduct.id, quantity: 1 }],
      orderData: {
        shipping_city: 'doha',
        shipping_zone: String(SAME_DAY_ZONE),
        shipping_street: localPhone.slice(-3),
        shipping_building: '12',
      },
      paymentMethod: 'cash',
      locale: 'en',
    }),
  });
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  expect(response.status).toBe(201);
  const list = (await adminJson(baseUrl, token, 'GET', `/orders?q=${encodeURIComponent(orderNumber)}`)) as {
    orders: { id: number; short_number: number }[];
  };
  const { id, short_number } = list.orders[0]!;
  await moveOrderThroughApi(baseUrl, token, id, 'pending', 'confirmed');
  await adminJson(baseUrl, token, 'PUT', `/orders/${id}/driver`, { driver_id: driverId });
  await moveOrderThroughApi(baseUrl, token, id, 'confirmed', 'shipped');
  const order = (await adminJson(baseUrl, token, 'GET', `/orders/${id}`)) as AdminOrderDetail;
  return { id, number: formatOrderNumber(short_number), customerName: name, total: order.total_amount };
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(LANGUAGES)("a driver's run on a phone in $language", ({ language, messages, driver }) => {
  const suffix = `${language}${uniqueSuffix()}`;
  const driverName = language === 'ar' ? `ناصر ${suffix}` : `Nasser ${suffix}`;
  let driverId = 0;
  let runPath = '';

  it('staff make the driver a run link and show it as a QR code', async () => {
    await adminJson(baseUrl, token, 'POST', '/drivers', {
      name: driverName,
      phone: uniqueLocalPhone(),
      language,
    });
    const listed = AdminDriverListResponse.parse(await adminJson(baseUrl, token, 'GET', '/drivers'));
    driverId = listed.drivers.find((row) => row.name === driverName)!.id;

    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/settings?tab=drivers`);
    await page
      .getByRole('button', { name: `${messages['drivers.link']} — ${driverName}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fillMessage(messages['drivers.linkTitle'], { name: driverName }),
    });
    await dialog.getByRole('button', { name: messages['drivers.linkMake'], exact: true }).click();
    await dialog
      .getByRole('img', { name: fillMessage(messages['drivers.linkQr'], { name: driverName }) })
      .waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `driver-link-qr-${language}-1366`);
    await context.close();

    const link = AdminDriverLinkResponse.parse(
      await adminJson(baseUrl, token, 'GET', `/drivers/${driverId}/link`),
    );
    const url = new URL(link.url!);
    // The driver's language decides the page; the token is after the #, which a browser never sends.
    expect(url.pathname).toBe(language === 'en' ? '/en/driver' : '/driver');
    expect(url.hash).toMatch(/^#\d+\.\d+\.[A-Za-z0-9_-]{22}$/);
    runPath = `${url.pathname}${url.hash}`;
  });

  it('delivers one, collects cash on another, reports a third not home; the open board shows all three', async () => {
    const [delivered, paid, missed] = [
      await shippedWithDriver(`Delivered ${suffix}`, driverId),
      await shippedWithDriver(`Cash ${suffix}`, driverId),
      await shippedWithDriver(`Away ${suffix}`, driverId),
    ];

    // The back office's board is open on the shipped orders before the driver starts.
    const staff = await signInToAdmin(browser, language);
    const board = staff.page;
    await gotoChecked(board, `${baseUrl}/admin/orders`);
    const column = (status: 'shipped' | 'confirmed') =>
      board.getByRole('region', { name: ORDER_STATUS_LABELS[status][language], exact: true });
    const cardIn = (status: 'shipped' | 'confirmed', order: { customerName: string; number: string }) =>
      column(status).getByRole('article', {
        name: fillMessage(messages['orders.card'], { name: order.customerName, number: order.number }),
        exact: true,
      });
    for (const order of [delivered, paid, missed])
      await revealCard(board, cardIn('shipped', order), messages['orders.board.showMore']);

    const phone = await openPage(browser, 'phone');
    const run = phone.page;
    await gotoHydrated(run, `${baseUrl}${runPath}`);
    await run
      .getByRole('heading', { level: 1, name: fillMessage(driver['driver.title'], { name: driverName }) })
      .waitFor();
    const stop = (order: { number: string }) => run.getByRole('article').filter({ hasText: order.number });
    for (const order of [delivered, paid, missed]) await stop(order).waitFor();
    // Nothing of the token in the address the server saw, and the page is not kept by any cache.
    const response = await run.request.get(`${baseUrl}${runPath.split('#')[0]}`);
    expect(response.headers()['cache-control']).toBe('no-store');
    await fontsReady(run);
    await noSidewaysScroll(run);
    await saveScreenshot(run, `driver-run-${language}-390`);

    // 1. Delivered, tapped with no signal: kept on the phone, sent once the signal is back.
    await phone.context.setOffline(true);
    await stop(delivered).getByRole('button', { name: driver['driver.delivered'], exact: true }).click();
    await stop(delivered).getByText(driver['driver.waiting']).waitFor();
    await phone.context.setOffline(false);
    await run.evaluate(() => window.dispatchEvent(new Event('online')));
    await stop(delivered).getByText(driver['driver.waiting']).waitFor({ state: 'detached' });
    await stop(delivered).getByText(driver['driver.done'], { exact: true }).waitFor();

    // 2. Cash collected, the amount due already filled in.
    await stop(paid).getByRole('button', { name: driver['driver.cash'], exact: true }).click();
    const amount = stop(paid).getByRole('textbox', { name: driver['driver.cashAmount'] });
    expect(Number(await amount.inputValue())).toBe(paid.total / 100);
    await stop(paid)
      .getByRole('button', {
        name: fillMessage(driver['driver.cashConfirm'], { amount: formatMoney(paid.total, language) }),
        exact: true,
      })
      .click();
    await stop(paid)
      .getByText(fillMessage(driver['driver.doneCash'], { amount: formatMoney(paid.total, language) }))
      .waitFor();

    // 3. Could not deliver: not home. The order leaves the run and goes back to the shop.
    await stop(missed).getByRole('button', { name: driver['driver.notDelivered'], exact: true }).click();
    await stop(missed).getByRole('radio', { name: DELIVERY_FAILURE_LABELS.not_home[language] }).check();
    await stop(missed).getByRole('button', { name: driver['driver.returnToShop'], exact: true }).click();
    await stop(missed).waitFor({ state: 'detached' });
    await fontsReady(run);
    await saveScreenshot(run, `driver-run-done-${language}-390`);
    await phone.context.close();

    // The board, never reloaded: the two delivered left the shipped column, the third is back to confirm,
    // with its driver taken off and the reason.
    await cardIn('shipped', delivered).waitFor({ state: 'detached' });
    await cardIn('shipped', paid).waitFor({ state: 'detached' });
    const back = cardIn('confirmed', missed);
    await revealCard(board, back, messages['orders.board.showMore']);
    await back.getByText(deliveryFailureText('not_home', language), { exact: true }).waitFor();
    await back.scrollIntoViewIfNeeded();
    await saveScreenshot(board, `driver-run-board-${language}-1366`);

    // The order page says why it came back.
    await gotoChecked(board, `${baseUrl}/admin/orders/${missed.id}`);
    await board
      .getByRole('region', { name: messages['orderPage.delivery.title'] })
      .getByText(deliveryFailureText('not_home', language), { exact: false })
      .waitFor();
    await fontsReady(board);
    await saveScreenshot(board, `driver-run-order-page-${language}-1366`);

    // The cash report: the driver handed in the cash collected at the door.
    await gotoChecked(board, `${baseUrl}/admin/cash-report`);
    const row = board.getByRole('row').filter({ hasText: driverName });
    await row.getByText(formatMoney(paid.total, language)).first().waitFor();
    // The order pages: delivered under the driver's name; the delivered one's cash still expected.
    const first = (await adminJson(baseUrl, token, 'GET', `/orders/${delivered.id}`)) as AdminOrderDetail;
    expect(first.status).toBe('delivered');
    expect(first.history.at(-1)).toMatchObject({ to_status: 'delivered', username: driverName });
    const second = (await adminJson(baseUrl, token, 'GET', `/orders/${paid.id}`)) as AdminOrderDetail;
    expect(second.cash_received).toMatchObject({ amount: paid.total, driver: { id: driverId } });
    const third = (await adminJson(baseUrl, token, 'GET', `/orders/${missed.id}`)) as AdminOrderDetail;
    expect([third.status, third.driver, third.delivery_failed?.reason]).toEqual([
      'confirmed',
      null,
      'not_home',
    ]);
    await staff.context.close();
  });

  it("prints the driver's sheet for today, which fits a 390 px phone", async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    await gotoChecked(page, `${baseUrl}/admin/drivers/${driverId}/delivery-sheet`);
    await page.getByText(driverName).first().waitFor();
    await fontsReady(page);
    await noSidewaysScroll(page);
    await saveScreenshot(page, `driver-sheet-${language}-390`);
    await context.close();
  });
});
