// Journey (cash on delivery reconciled): staff add a driver in Settings → Drivers (a phone typed
// in any digits), assign a cash order to the driver on its page, record a short cash payment (the total less
// 4 riyals, as 420 against 424) which needs a reason and is then flagged and "collected", print the driver's
// bilingual delivery sheet, and read the difference in the daily cash report. Arabic and English, desktop and
// phone.
import {
  AdminDriverListResponse,
  PAYMENT_STATE_LABELS,
  formatDriverPhone,
  formatMoney,
  formatOrderNumber,
  type AdminOrderDetail,
} from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import {
  arabicIndicDigits,
  moveOrderThroughApi,
  placeCashOrder,
  uniqueLocalPhone,
} from './support/order-setup.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;

/** What the cash comes up short by: 4 riyals, in dirhams. */
const SHORT_BY = 400;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

const orderOf = async (id: number) =>
  (await adminJson(baseUrl, token, 'GET', `/orders/${id}`)) as AdminOrderDetail;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(LANGUAGES)('cash on delivery reconciled in $language', ({ language, messages }) => {
  const suffix = `${language}${uniqueSuffix()}`;
  const driverName = language === 'ar' ? `سالم ${suffix}` : `Salem ${suffix}`;
  const driverPhone = uniqueLocalPhone();
  let driverId = 0;
  let orderId = 0;
  let total = 0;

  it('adds a driver in the settings, the phone typed in any digits', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/settings?tab=drivers`);
    await page.getByRole('button', { name: messages['drivers.add'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages['drivers.addTitle'] });
    await dialog.getByRole('textbox', { name: messages['drivers.name'] }).fill(driverName);
    const phone = dialog.getByRole('textbox', { name: messages['drivers.phone'] });
    // A number that is not a Qatari mobile is refused before sending.
    await phone.fill('4412 3456');
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.getByText(messages['drivers.phoneInvalid'], { exact: true }).waitFor();
    await phone.fill(language === 'ar' ? arabicIndicDigits(driverPhone) : `+974 ${driverPhone}`);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: driverName });
    await row.getByText(formatDriverPhone(driverPhone), { exact: true }).waitFor();
    const listed = AdminDriverListResponse.parse(await adminJson(baseUrl, token, 'GET', '/drivers'));
    driverId = listed.drivers.find((driver) => driver.name === driverName)!.id;
    await fontsReady(page);
    await saveScreenshot(page, `drivers-settings-${language}-1366`);
    await context.close();
  });

  it('assigns a cash order to the driver and records a short payment, which needs a reason and is flagged', async () => {
    const placed = await placeCashOrder(baseUrl, token, {
      name: `Cash ${suffix}`,
      email: `cash-${suffix}@example.qa`,
      localPhone: uniqueLocalPhone(),
    });
    orderId = placed.id;
    await moveOrderThroughApi(baseUrl, token, orderId, 'pending', 'confirmed');
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/${orderId}`);
    const picker = page.getByRole('combobox', { name: messages['orderPage.driver.label'] });
    await picker.selectOption({ label: driverName });
    await page
      .getByText(
        fillMessage(messages['orderPage.driver.saved'], {
          number: `\u2068${placed.number}\u2069`,
          name: driverName,
        }),
      )
      .waitFor();

    await moveOrderThroughApi(baseUrl, token, orderId, 'confirmed', 'shipped');
    await moveOrderThroughApi(baseUrl, token, orderId, 'shipped', 'delivered');
    await page.reload();
    const payment = page.getByRole('region', { name: messages['orderPage.payment.title'] });
    // Delivered, cash not recorded: never "to be paid on delivery" beside "cash not received".
    await payment.getByText(PAYMENT_STATE_LABELS.cash_awaited[language], { exact: true }).waitFor();
    expect(await payment.getByText(PAYMENT_STATE_LABELS.cash_due[language], { exact: true }).count()).toBe(0);

    total = (await orderOf(orderId)).total_amount;
    await page.getByRole('button', { name: messages['orderPage.cash.mark'], exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: fillMessage(messages['orderPage.cash.dialogTitle'], { number: placed.number }),
    });
    // The order's driver is who handed it in, unless staff say otherwise.
    expect(
      await dialog.getByRole('combobox', { name: messages['orderPage.cash.receivedByLabel'] }).inputValue(),
    ).toBe(String(driverId));
    await dialog
      .getByRole('textbox', { name: messages['orderPage.cash.amount'] })
      .fill(String((total - SHORT_BY) / 100));
    await dialog
      .getByText(
        fillMessage(messages['orderPage.cash.shortBy'], {
          amount: formatMoney(SHORT_BY, language),
          total: formatMoney(total, language),
        }),
      )
      .waitFor();
    await dialog.getByRole('button', { name: messages['orderPage.cash.submit'], exact: true }).click();
    await dialog.getByText(messages['orderPage.cash.differenceReasonRequired'], { exact: true }).waitFor();
    const reason = language === 'ar' ? 'لم يكن مع العميل سوى 420 ريالًا' : 'The customer only had 420 riyals';
    await dialog.getByRole('textbox', { name: messages['orderPage.cash.differenceReason'] }).fill(reason);
    await fontsReady(page);
    await saveScreenshot(page, `cash-short-dialog-${language}-1366`);
    await dialog.getByRole('button', { name: messages['orderPage.cash.submit'], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const cash = page.getByRole('region', { name: messages['orderPage.cash.title'] });
    const flag = fillMessage(messages['orders.cashShort'], { amount: formatMoney(SHORT_BY, language) });
    await cash.getByText(flag, { exact: true }).waitFor();
    await cash.getByText(reason, { exact: false }).waitFor();
    await cash.getByText(driverName, { exact: false }).waitFor();
    await payment.getByText(PAYMENT_STATE_LABELS.collected[language], { exact: true }).waitFor();
    expect(
      await payment.getByText(PAYMENT_STATE_LABELS.cash_awaited[language], { exact: true }).count(),
    ).toBe(0);
    await fontsReady(page);
    await saveScreenshot(page, `cash-short-order-${language}-1366`);

    // Flagged in the all-orders list, filtered by "cash difference".
    await gotoChecked(page, `${baseUrl}/admin/all-orders?cash_difference=true`);
    await page.getByRole('row').filter({ hasText: placed.number }).getByText(flag, { exact: true }).waitFor();
    await context.close();
  });

  it("prints the driver's bilingual delivery sheet on A4", async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/drivers/${driverId}/delivery-sheet`);
    const sheet = page.locator('article');
    await sheet.getByText(driverName, { exact: true }).waitFor();
    const order = await orderOf(orderId);
    // The sheet is a table on a wide screen and on paper, a block per order on a phone: the one shown.
    await sheet
      .getByText(formatOrderNumber(order.short_number), { exact: true })
      .filter({ visible: true })
      .waitFor();
    await sheet.getByText(order.customer_name, { exact: true }).filter({ visible: true }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const printed = await sheet.innerText();
    // Both languages whatever the staff member reads, the amount to collect and the signature line.
    for (const key of ['sheet.title', 'sheet.toCollect', 'sheet.signature'] as const) {
      expect(printed).toContain(ar[key]);
      expect(printed).toContain(en[key]);
    }
    expect(printed).toContain(formatMoney(total, 'en'));
    expect(await page.getByRole('toolbar').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await page.emulateMedia({ media: 'screen' });
    await fontsReady(page);
    await saveScreenshot(page, `delivery-sheet-${language}-1366`);
    await context.close();
  });

  it('shows the difference in the daily cash report, on desktop and phone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      await gotoChecked(page, `${baseUrl}/admin/cash-report`);
      await page.getByRole('heading', { name: messages['cashReport.title'], exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: driverName });
      await row
        .getByText(fillMessage(messages['cashReport.short'], { amount: formatMoney(SHORT_BY, language) }), {
          exact: true,
        })
        .waitFor();
      await noSidewaysScroll(page);
      await fontsReady(page);
      await saveScreenshot(page, `cash-report-${language}-${viewport === 'phone' ? 390 : 1366}`);
      if (viewport === 'phone') {
        await gotoChecked(page, `${baseUrl}/admin/orders/${orderId}`);
        await page
          .getByRole('region', { name: messages['orderPage.cash.title'] })
          .getByText(fillMessage(messages['orders.cashShort'], { amount: formatMoney(SHORT_BY, language) }), {
            exact: true,
          })
          .waitFor();
        await noSidewaysScroll(page);
        await saveScreenshot(page, `cash-short-order-${language}-390`);
        await gotoChecked(page, `${baseUrl}/admin/settings?tab=drivers`);
        await page.getByRole('row').filter({ hasText: driverName }).waitFor();
        await noSidewaysScroll(page);
        await saveScreenshot(page, `drivers-settings-${language}-390`);
      }
      await context.close();
    }
  });
});
