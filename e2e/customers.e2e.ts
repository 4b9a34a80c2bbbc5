// Journey: staff find a customer in the back office by a phone typed in Arabic-Indic digits or
// with +974, open the customer page (their order, total spent, WhatsApp and call links), deactivate the
// account — the shopper's session stops working at once and sign-in is refused — and activate it again, in
// Arabic and in English, on a phone and a desktop. The Users screen's customers tab shows the same list.
import { isolate } from '@matjar/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { arabicIndicDigits, uniqueLocalPhone } from './support/order-setup.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { uniqueSuffix } from './support/admin-api.js';
import { qatarOrderData } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const PASSWORD = 'shopper-pass-2024';
const MESSAGES = { ar, en } as const;
type Language = keyof typeof MESSAGES;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));

const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20,
)!;

interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  localPhone: string;
  cookie: string;
}

/** Signs a shopper up through the storefront API and places one cash order signed in. */
async function newShopper(firstName: string, lastName: string): Promise<Shopper> {
  const suffix = uniqueSuffix();
  const localPhone = uniqueLocalPhone();
  const email = `customer-${suffix}@matjar.test`;
  const signUp = await fetch(`${baseUrl}/api/store/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      firstName,
      lastName,
      email,
      phone: `+974 ${localPhone}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
  const order = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify({
      customer: { name: `${firstName} ${lastName}`, email, phone: localPhone },
      items: [{ product_id: product.id, quantity: 1 }],
      orderData: qatarOrderData(`Street ${localPhone}`),
      paymentMethod: 'cash',
      locale: 'ar',
    }),
  });
  expect(order.status).toBeLessThan(300);
  return { firstName, lastName, email, localPhone, cookie };
}

const meStatus = async (cookie: string) =>
  (await fetch(`${baseUrl}/api/store/auth/me`, { headers: { Cookie: cookie, Origin: baseUrl } })).status;
const logInStatus = async (email: string) =>
  (
    await fetch(`${baseUrl}/api/store/auth/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).status;

let browser: Browser;
const shoppers = {} as Record<Language, Shopper>;

beforeAll(async () => {
  browser = await launchBrowser();
  shoppers.ar = await newShopper('مريم', 'الكواري');
  shoppers.en = await newShopper('Hessa', 'Al-Thani');
});
afterAll(() => browser?.close());

describe.each(['ar', 'en'] as const)('customers in the back office (%s)', (language) => {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
    fill(MESSAGES[language][key], params);

  it('finds a customer by phone, opens their page, deactivates and reactivates the account', async () => {
    const shopper = shoppers[language];
    const name = `${shopper.firstName} ${shopper.lastName}`;
    const { context, page } = await signInToAdmin(browser, language);
    try {
      await gotoChecked(page, `${baseUrl}/admin/customers`);
      await page.getByRole('heading', { name: t('customers.title'), exact: true }).waitFor();
      // Arabic-Indic digits in Arabic, the +974 form in English: both fold to the stored number.
      const typed = language === 'ar' ? arabicIndicDigits(shopper.localPhone) : `+974 ${shopper.localPhone}`;
      await page.getByRole('searchbox', { name: t('customers.search.label') }).fill(typed);
      await page.getByRole('button', { name: t('customers.search.submit'), exact: true }).click();
      const link = page.getByRole('link', { name: t('customers.open', { name }) });
      await link.waitFor();
      // The header row and this one customer: the search found nobody else.
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
      await saveScreenshot(page, `customers-list-${language}-desktop`);

      await link.click();
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await page.getByRole('link', { name: t('kit.contact.whatsappNamed', { name }) }).waitFor();
      const orders = page.getByRole('table', { name: t('customers.orders.label', { name: isolate(name) }) });
      await expect.poll(() => orders.getByRole('row').count()).toBe(2);
      await saveScreenshot(page, `customer-page-${language}-desktop`);

      expect(await meStatus(shopper.cookie)).toBe(200);
      await page.getByRole('button', { name: t('customers.deactivate'), exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: t('customers.deactivate.title', { name }) });
      await dialog.getByText(t('customers.deactivate.body')).waitFor();
      await saveScreenshot(page, `customer-deactivate-dialog-${language}-desktop`);
      await dialog.getByRole('button', { name: t('customers.deactivate'), exact: true }).click();
      await page.getByText(t('customers.deactivate.done', { name, count: 1 })).waitFor();
      await page.getByRole('button', { name: t('customers.activate'), exact: true }).waitFor();
      expect(await meStatus(shopper.cookie)).toBe(401);
      expect(await logInStatus(shopper.email)).toBe(401);

      await page.getByRole('button', { name: t('customers.activate'), exact: true }).click();
      await page
        .getByRole('alertdialog', { name: t('customers.activate.title', { name }) })
        .getByRole('button', { name: t('customers.activate'), exact: true })
        .click();
      await page.getByText(t('customers.activate.done', { name })).waitFor();
      expect(await logInStatus(shopper.email)).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('shows the list and the customer page on a phone', async () => {
    const shopper = shoppers[language];
    const name = `${shopper.firstName} ${shopper.lastName}`;
    const { context, page } = await signInToAdmin(browser, language, undefined, 'phone');
    try {
      await gotoChecked(page, `${baseUrl}/admin/customers`);
      await page.getByRole('link', { name: t('customers.open', { name }) }).waitFor();
      await saveScreenshot(page, `customers-list-${language}-phone`);
      await page.getByRole('link', { name: t('customers.open', { name }) }).click();
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await saveScreenshot(page, `customer-page-${language}-phone`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('lists the same customers in the Users screen tab', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    try {
      await gotoChecked(page, `${baseUrl}/admin/users`);
      await page.getByRole('tab', { name: new RegExp(t('users.tab.customers')) }).click();
      const name = `${shoppers[language].firstName} ${shoppers[language].lastName}`;
      await page.getByRole('link', { name: t('customers.open', { name }) }).waitFor();
      await saveScreenshot(page, `users-customers-tab-${language}-desktop`);
    } finally {
      await context.close();
    }
  });
});
