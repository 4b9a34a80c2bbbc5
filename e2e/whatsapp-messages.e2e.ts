// Journey (WhatsApp): on a shop started with WHATSAPP=cloud against the local fake of Meta's Cloud
// API, in both languages at phone width: staff give themselves a WhatsApp number on the Users screen, assign a
// driver to an opted-in order and mark it out for delivery on the order page, and watch the message's status
// go sent → delivered → read there as the fake's signed webhooks arrive (through the order-changed stream, no
// reload). Screenshots of the messages panel and the Users screen at 390 and 1366 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDriverListResponse, formatOrderNumber } from '@matjar/core';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import {
  shopTemplates,
  startFakeCloudApi,
  type FakeCloudApi,
} from '../apps/server/src/modules/whatsapp/testing/fake-cloud-api.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { submitAdminSignIn } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { moveOrderThroughApi, orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import { qatarOrderData } from './support/delivery-address.js';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server.js';

type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;
const SECRET = 'journey-app-secret';

let fake: FakeCloudApi;
let server: RunningServer;
let baseUrl: string;
let browser: Browser;
let token: string;

beforeAll(async () => {
  fake = await startFakeCloudApi({
    token: 'journey-token',
    phoneNumberId: '1234567890',
    appSecret: SECRET,
    templates: shopTemplates(),
  });
  server = await startServer({
    env: {
      WHATSAPP: 'cloud',
      WHATSAPP_TOKEN: 'journey-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: 'journey-verify',
      WHATSAPP_API_URL: fake.apiUrl,
      WHATSAPP_TEMPLATE_ORDER_RECEIVED: 'order_received',
      WHATSAPP_TEMPLATE_ORDER_CONFIRMED: 'order_confirmed',
      WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: 'out_for_delivery',
      WHATSAPP_TEMPLATE_DELIVERED: 'order_delivered',
      WHATSAPP_TEMPLATE_PAYMENT_REMINDER: 'payment_reminder',
      WHATSAPP_TEMPLATE_STAFF_NEW_ORDER: 'staff_new_order',
      RATE_LIMIT_EXEMPT: '127.0.0.1',
    },
  });
  baseUrl = server.baseUrl;
  fake.setWebhookUrl(`${baseUrl}/api/whatsapp/webhook`);
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function shootBothWidths(page: Page, name: string) {
  await fontsReady(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
}

/** A cash order whose shopper ticked "order updates on WhatsApp". */
async function placeOptedInOrder(localPhone: string, locale: 'ar' | 'en') {
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: {
        name: `WhatsApp ${uniqueSuffix()}`,
        email: `wa-${uniqueSuffix()}@example.qa`,
        phone: localPhone,
      },
      items: [{ product_id: orderableProduct.id, quantity: 1 }],
      orderData: qatarOrderData('850'),
      paymentMethod: 'cash',
      locale,
      whatsappOptIn: true,
    }),
  });
  expect(response.status).toBe(201);
  const { orderNumber, shortNumber } = (await response.json()) as {
    orderNumber: string;
    shortNumber: number;
  };
  const list = (await adminJson(baseUrl, token, 'GET', `/orders?search=${orderNumber}`)) as {
    orders: { id: number }[];
  };
  return { id: list.orders[0]!.id, number: formatOrderNumber(shortNumber) };
}

describe.each(LANGUAGES)('WhatsApp messages in $language', ({ language, messages }) => {
  it("staff set their number, ship an opted-in order with its driver, and see the message's status live", async () => {
    // This shop's own sign-in (the shared journeys' helpers point at the run's other server).
    const { context, page } = await openPage(browser, 'phone');
    await gotoChecked(page, `${baseUrl}/admin/login`);
    if (language === 'en') {
      await page.getByRole('button', { name: ar['language.toggle'] }).click();
      await waitForDocumentLanguage(page, { lang: 'en', dir: 'ltr' });
    }
    await submitAdminSignIn(page, language, E2E_ADMIN);

    // The Users screen: the signed-in admin's own WhatsApp number and switch.
    await gotoChecked(page, `${baseUrl}/admin/users`);
    await page
      .getByRole('button', { name: messages['users.editUser'].replace('{name}', E2E_ADMIN.username) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const staffPhone = uniqueLocalPhone();
    await dialog.getByRole('textbox', { name: messages['users.field.whatsappPhone'] }).fill(staffPhone);
    await dialog.getByRole('switch', { name: messages['users.field.whatsappNotifications'] }).check();
    // The staff member's messages in the screen's language: the English pass switches it to English.
    const staffLanguage = dialog.getByRole('combobox', { name: messages['users.field.whatsappLanguage'] });
    await staffLanguage.selectOption(language);
    await shootBothWidths(page, `whatsapp-user-form-${language}`);
    // On a phone the dialog scrolls: the language field, scrolled to.
    await staffLanguage.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `whatsapp-user-form-language-${language}-390`);
    await dialog.getByRole('button', { name: messages['common.save'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await shootBothWidths(page, `whatsapp-users-${language}`);

    // An opted-in order: "received" goes to the shopper, "new order" to the staff member.
    const shopperPhone = uniqueLocalPhone();
    const order = await placeOptedInOrder(shopperPhone, language);
    await expect
      .poll(() => fake.sent.filter((m) => m.to === `974${staffPhone}`).length, { timeout: 20_000 })
      .toBe(1);
    const staffMessage = fake.sent.find((m) => m.to === `974${staffPhone}`);
    expect(staffMessage?.template).toMatchObject({ name: 'staff_new_order', language });
    await moveOrderThroughApi(baseUrl, token, order.id, 'pending', 'confirmed');
    const drivers = AdminDriverListResponse.parse(await adminJson(baseUrl, token, 'GET', '/drivers'));
    let driver = drivers.drivers.find((d) => d.active);
    if (!driver) {
      await adminJson(baseUrl, token, 'POST', '/drivers', { name: 'Ravi', phone: uniqueLocalPhone() });
      driver = AdminDriverListResponse.parse(await adminJson(baseUrl, token, 'GET', '/drivers')).drivers[0]!;
    }

    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    await page
      .getByRole('combobox', { name: messages['orderPage.driver.label'] })
      .selectOption({ label: driver.name });
    await page
      .getByRole('button', { name: new RegExp(`^${messages['orders.move.shipped']}`) })
      .first()
      .click();
    const panel = page.getByRole('region', { name: messages['orderPage.whatsapp.title'] });
    await panel
      .getByText(messages['orderPage.whatsapp.event.out-for-delivery'], { exact: true })
      .waitFor({ timeout: 30_000 });
    const shipped = () =>
      fake.sent.find((m) => m.to === `974${shopperPhone}` && m.template?.name === 'out_for_delivery');
    // The driver's name isolated in its own direction (FSI…PDI), as every parameter is.
    await expect
      .poll(() => shipped()?.template?.parameters[1], { timeout: 20_000 })
      .toBe(`\u2068${driver.name}\u2069`);
    const item = panel
      .getByRole('listitem')
      .filter({ hasText: messages['orderPage.whatsapp.event.out-for-delivery'] });
    await item.getByText(messages['orderPage.whatsapp.status.sent'], { exact: true }).waitFor();

    // Meta's signed webhooks, through the fake: the page follows without a reload.
    expect(await fake.deliverStatus(shipped()!.wamid, 'delivered')).toBe(200);
    await item.getByText(messages['orderPage.whatsapp.status.delivered'], { exact: true }).waitFor();
    expect(await fake.deliverStatus(shipped()!.wamid, 'read')).toBe(200);
    await item.getByText(messages['orderPage.whatsapp.status.read'], { exact: true }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shootBothWidths(page, `whatsapp-order-messages-${language}`);

    // A template Meta has not approved: "delivered" fails, listed under "Not sent" in words, the set-up alert on
    // the dashboard; once approved, "Send again" sends it and the alert goes.
    fake.setTemplateStatus('order_delivered', language, 'PENDING');
    await moveOrderThroughApi(baseUrl, token, order.id, 'shipped', 'delivered');
    const unsent = panel.getByRole('list', { name: messages['orderPage.whatsapp.unsentTitle'] });
    await unsent
      .getByText(messages['orderPage.whatsapp.error.132001'], { exact: true })
      .waitFor({ timeout: 30_000 });
    await panel.scrollIntoViewIfNeeded();
    await shootBothWidths(page, `whatsapp-order-unsent-${language}`);
    await gotoChecked(page, `${baseUrl}/admin`);
    await page
      .getByRole('alert')
      .getByText(messages['whatsapp.problem.template'])
      .waitFor({ timeout: 20_000 });
    await shootBothWidths(page, `whatsapp-dashboard-alert-${language}`);
    fake.setTemplateStatus('order_delivered', language, 'APPROVED');
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    await panel.getByRole('button', { name: messages['orderPage.whatsapp.sendAgain'] }).click();
    await panel
      .getByRole('listitem')
      .filter({ hasText: messages['orderPage.whatsapp.event.delivered'] })
      .getByText(messages['orderPage.whatsapp.status.sent'], { exact: true })
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(
        () =>
          fake.sent.filter((m) => m.to === `974${shopperPhone}` && m.template?.name === 'order_delivered')
            .length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    await context.close();
  });
});
