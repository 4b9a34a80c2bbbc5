// Journey (D20, decision 021): a guest orders through the storefront's checkout; the confirmation,
// the confirmation e-mail (real SMTP, the mail catcher) and the back office's board name the order by its short
// number (#1001…). The guest later signs up with the same e-mail: the account starts empty, and the guest's
// order joins it only when the link mailed to that address is followed (decision 043). Then they order again
// signed in: in the back office that is one customer, an account, found by the phone in Arabic-Indic or +974
// form, with both orders. Arabic on a phone, English on a desktop.
import { formatOrderNumber, isolate, shownOrderNumber, type StoreVerifyOrderResponse } from '@matjar/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fillDeliveryAddress, qatarOrderData } from './support/delivery-address.js';
import { fillMessage } from './support/fill-message.js';
import { waitForMail } from './support/mail-catcher.js';
import { arabicIndicDigits, orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { shopUrl, thisWorkersShop } from './support/shops.js';

const baseUrl = shopUrl();
const PASSWORD = 'guest-then-account-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.skipIf(!thisWorkersShop().mailCatcherUrl).each([
  { language: 'ar', viewport: 'phone', messages: ar, admin: adminAr, prefix: '' },
  { language: 'en', viewport: 'desktop', messages: en, admin: adminEn, prefix: '/en' },
] as const)(
  'a guest who later signs up ($language, $viewport)',
  ({ language, viewport, messages, admin, prefix }) => {
    const localPhone = uniqueLocalPhone();
    const email = `guest-${uniqueSuffix()}@matjar.test`;
    const [firstName, lastName] = language === 'ar' ? ['نورة', 'المري'] : ['Noora', 'Al-Marri'];
    const name = `${firstName} ${lastName}`;
    let shortNumber = '';

    it('orders as a guest: the confirmation, the e-mail and the board name the order #…', async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await gotoHydrated(page, `${baseUrl}${prefix}/product/${orderableProduct.id}`);
        await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
        await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
        await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
        await page.getByRole('link', { name: messages['cart.checkout'] }).click();
        await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
        await page.getByLabel(messages['checkout.firstName']).fill(firstName);
        await page.getByLabel(messages['checkout.lastName']).fill(lastName);
        // Typed as shoppers type it: Arabic-Indic digits on the Arabic page, +974 on the English one.
        await page
          .getByLabel(messages['checkout.phone'])
          .fill(language === 'ar' ? arabicIndicDigits(localPhone) : `+974 ${localPhone}`);
        await page.getByLabel(messages['checkout.email']).fill(email);
        await fillDeliveryAddress(page, messages);
        await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
        await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
        await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
        await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();

        const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
        const verified = (await (
          await fetch(`${baseUrl}/api/payments/verify-order/${orderNumber}`)
        ).json()) as StoreVerifyOrderResponse;
        shortNumber = shownOrderNumber(verified.order);
        expect(shortNumber).toMatch(/^#\d{4,}$/);
        await page.getByText(shortNumber, { exact: true }).waitFor();
        expect(await page.getByText(orderNumber).count()).toBe(0);
        await saveScreenshot(page, `order-identity-confirmation-${language}-${viewport}`);
      } finally {
        await context.close();
      }

      const mail = await waitForMail({ to: email, subjectIncludes: shortNumber });
      expect(mail.text).toContain(shortNumber);
      expect(mail.html).toContain(shortNumber);

      const staff = await signInToAdmin(browser, language, undefined, viewport);
      try {
        await gotoChecked(staff.page, `${baseUrl}/admin/orders`);
        // The board shows a page per column, oldest first: the shared shop's pending column may be longer.
        await revealCard(
          staff.page,
          staff.page.getByRole('article', {
            name: fillMessage(admin['orders.card'], { name, number: shortNumber }),
          }),
          admin['orders.board.showMore'],
        );
        await saveScreenshot(staff.page, `order-identity-board-${language}-${viewport}`);
      } finally {
        await staff.context.close();
      }
    });

    it('signs up with the same e-mail, joins the guest order by the mailed link, orders again: one customer', async () => {
      const signUp = await fetch(`${baseUrl}/api/store/auth/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({
          firstName,
          lastName,
          email,
          phone: `00974${localPhone}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          locale: language,
        }),
      });
      expect(signUp.status).toBe(201);
      const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
      const accountOrders = async () =>
        (
          (await (
            await fetch(`${baseUrl}/api/store/account/orders`, { headers: { Cookie: cookie } })
          ).json()) as { orders: unknown[] }
        ).orders.length;
      // A sign-up proves nothing about the e-mail: the account starts with its own empty history.
      expect(await accountOrders()).toBe(0);

      const invitation = await waitForMail({ to: email, subjectIncludes: messages['joinOrders.title'] });
      const link = /https?:\/\/\S+\/account\/join-orders\?t=[A-Za-z0-9_-]+/.exec(invitation.text)?.[0];
      expect(link).toBeDefined();
      const { context: shopper, page: linkPage } = await openPage(browser, viewport);
      try {
        const { pathname, search } = new URL(link!);
        await gotoHydrated(linkPage, `${baseUrl}${pathname}${search}`);
        await linkPage.getByText(messages['joinOrders.intro']).waitFor();
        await saveScreenshot(linkPage, `order-identity-join-orders-${language}-${viewport}`);
        await linkPage.getByRole('button', { name: messages['joinOrders.submit'] }).click();
        await linkPage
          .getByRole('status')
          .filter({ hasText: messages['joinOrders.done'].split('{count')[0]! })
          .waitFor();
        await saveScreenshot(linkPage, `order-identity-joined-${language}-${viewport}`);
        // Signed in, the account page lists the joined order and says how guest orders join an account.
        const equals = cookie.indexOf('=');
        await shopper.addCookies([
          { name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url: baseUrl },
        ]);
        // What signing in on the storefront leaves in the browser: the page then asks the server who it is.
        await linkPage.evaluate(() => window.localStorage.setItem('signedIn', '1'));
        await gotoHydrated(linkPage, `${baseUrl}${prefix}/account`);
        await linkPage.getByText(messages['account.guestOrdersNote']).waitFor();
        await linkPage.getByText(shortNumber).first().waitFor();
        await saveScreenshot(linkPage, `order-identity-account-${language}-${viewport}`);
      } finally {
        await shopper.close();
      }
      expect(await accountOrders()).toBe(1);

      const second = await fetch(`${baseUrl}/api/payments/create-order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
        body: JSON.stringify({
          customer: { name, email, phone: localPhone },
          items: [{ product_id: orderableProduct.id, quantity: 1 }],
          orderData: qatarOrderData(`Second ${localPhone}`),
          paymentMethod: 'cash',
          locale: language,
        }),
      });
      expect(second.status).toBe(201);
      const secondNumber = formatOrderNumber(((await second.json()) as { shortNumber: number }).shortNumber);

      const { context, page } = await signInToAdmin(browser, language, undefined, viewport);
      try {
        await gotoChecked(page, `${baseUrl}/admin/customers`);
        const typed = language === 'ar' ? arabicIndicDigits(localPhone) : `+974 ${localPhone}`;
        await page.getByRole('searchbox', { name: admin['customers.search.label'] }).fill(typed);
        await page.getByRole('button', { name: admin['customers.search.submit'], exact: true }).click();
        const link = page.getByRole('link', { name: fillMessage(admin['customers.open'], { name }) });
        await link.waitFor();
        // One customer for the guest and the account: no duplicate.
        await expect.poll(() => link.count()).toBe(1);
        await saveScreenshot(page, `order-identity-customers-${language}-${viewport}`);
        await link.click();
        await page.getByRole('heading', { name, exact: true }).waitFor();
        const orders = page.getByRole('table', {
          name: fillMessage(admin['customers.orders.label'], { name: isolate(name) }),
        });
        for (const number of [shortNumber, secondNumber]) {
          await orders
            .getByRole('link', { name: fillMessage(admin['customers.orders.open'], { number }) })
            .waitFor();
        }
        await page.getByText(admin['customers.kind.account'], { exact: true }).first().waitFor();
        await page.getByRole('heading', { name: admin['customers.addresses.title'] }).waitFor();
        await saveScreenshot(page, `order-identity-customer-page-${language}-${viewport}`);
      } finally {
        await context.close();
      }
    });
  },
);
