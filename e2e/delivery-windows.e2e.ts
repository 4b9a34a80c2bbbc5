// Journey (decision 034): staff give Umm Salal delivery windows (the default schedule: Friday off, cut-off
// 18:00, 10:00–14:00 and 16:00–21:00); a shopper in each language at phone width picks Umm Salal, a day and a
// window at checkout and sees the window on the success screen; staff see it on the order page and on the
// driver's sheet. Umm Salal is used by no other journey, so the suite's other orders take no window.
// Screenshots of the checkout and the settings tab at both widths, in both languages.
import {
  AdminDeliveryZonesResponse,
  AdminDriverListResponse,
  DEFAULT_DELIVERY_SCHEDULE,
  formatDeliveryWindow,
  type DeliveryZone,
  type Locale,
} from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
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
import { orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8);
const MESSAGES = { ar, en } as const;
const ADMIN_MESSAGES = { ar: adminAr, en: adminEn } as const;
const UMM_SALAL: DeliveryZone = {
  name_ar: 'أم صلال',
  name_en: 'Umm Salal',
  cities: ['umm_salal'],
  zone_numbers: [],
  delivered: true,
  fee: 2_500,
  free_above: 50_000,
  days_min: 1,
  days_max: 2,
  windows: true,
};

let browser: Browser;
let token: string;
let driverId = 0;
const booked: { locale: Locale; id: number; window: { date: string; start: string; end: string } }[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  const current = AdminDeliveryZonesResponse.parse(await adminJson(baseUrl, token, 'GET', '/delivery-zones'));
  const others = current.zones.filter((zone) => !zone.cities.includes('umm_salal'));
  await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: [UMM_SALAL, ...others] });
  await adminJson(baseUrl, token, 'PUT', '/delivery-schedule', { schedule: DEFAULT_DELIVERY_SCHEDULE });
  const name = `Window driver ${uniqueSuffix()}`;
  await adminJson(baseUrl, token, 'POST', '/drivers', { name, phone: uniqueLocalPhone() });
  const listed = AdminDriverListResponse.parse(await adminJson(baseUrl, token, 'GET', '/drivers'));
  driverId = listed.drivers.find((driver) => driver.name === name)!.id;
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
}

describe('delivery windows', () => {
  it.each(['ar', 'en'] as const)(
    '%s at phone width: a shopper picks Umm Salal, a day and a window, and the success screen shows it',
    async (locale: Locale) => {
      const messages = MESSAGES[locale];
      const prefix = locale === 'en' ? '/en' : '';
      const { context, page } = await openPage(browser, 'phone');
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${orderableProduct.id}`);
      await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
      await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
      await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
      await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
      await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'مريم' : 'Maryam');
      await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'المري' : 'Al-Marri');
      await page.getByLabel(messages['checkout.phone']).fill(locale === 'ar' ? '5557 2001' : '5557 2002');
      await page.getByLabel(messages['checkout.email']).fill(`windows-${locale}-${RUN}@matjar.test`);
      await fillDeliveryAddress(page, messages, { city: 'umm_salal' });

      const days = page.getByRole('radiogroup', { name: messages['checkout.window.day'] });
      const day = days.getByRole('radio', { disabled: false }).first();
      await day.check();
      const date = await day.inputValue();
      const times = page.getByRole('radiogroup', { name: messages['checkout.window.time'] });
      const time = times.getByRole('radio', { disabled: false }).first();
      await time.check();
      const start = await time.inputValue();
      const end = DEFAULT_DELIVERY_SCHEDULE.windows.find((window) => window.start === start)!.end;
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
      await shootBothWidths(page, `delivery-windows-checkout-${locale}`);

      const created = page.waitForResponse((response) =>
        response.url().includes('/api/payments/create-order'),
      );
      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
      const answer = await (await created).json();
      expect(answer.orderNumber).toBeTruthy();
      await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
      const window = { date, start, end };
      await page.getByText(formatDeliveryWindow(window, locale), { exact: true }).waitFor();
      const found = (await adminJson(
        baseUrl,
        token,
        'GET',
        `/orders?q=${encodeURIComponent(`windows-${locale}-${RUN}`)}`,
      )) as { orders: { id: number }[] };
      booked.push({ locale, id: found.orders[0]!.id, window });
      await context.close();
    },
  );

  it.each(['ar', 'en'] as const)(
    '%s: staff see the window on the order page and the driver sheet, and the settings tab',
    async (language) => {
      const messages = ADMIN_MESSAGES[language];
      const order = booked.find((entry) => entry.locale === language)!;
      await adminJson(baseUrl, token, 'PUT', `/orders/${order.id}/driver`, { driver_id: driverId });
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
      await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
      await page.getByText(messages['orderPage.delivery.window'], { exact: true }).waitFor();
      await page.getByText(formatDeliveryWindow(order.window, language), { exact: true }).waitFor();
      // The order page links to the sheet of the day the order is on: the window's day, not today.
      await page.getByRole('link', { name: messages['orderPage.driver.sheet'] }).click();
      await page.waitForURL(`**/delivery-sheet?date=${order.window.date}`);
      await page.getByText(formatDeliveryWindow(order.window, 'ar'), { exact: true }).first().waitFor();
      await page.getByText(formatDeliveryWindow(order.window, 'en'), { exact: true }).first().waitFor();
      await gotoChecked(page, `${baseUrl}/admin/settings?tab=delivery`);
      await page.getByRole('heading', { name: messages['settings.schedule.title'] }).waitFor();
      await page
        .getByRole('checkbox', { name: messages['settings.delivery.windows'], checked: true })
        .first()
        .waitFor();
      await shootBothWidths(page, `delivery-windows-settings-${language}`);
      await context.close();
    },
  );
});
