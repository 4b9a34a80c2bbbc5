// Journey: a shopper creates an account in the dialog, signs out, signs in again and sees /account, in
// Arabic and English; signed in, checkout comes prefilled and the order placed appears in "my orders" (in
// English also a paid gift card, whose code the account page shows).
import { formatOrderNumber } from '@matjar/core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en, type MessageKey } from '../apps/storefront/app/i18n/en.js';
import {
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { SEEDED_PRODUCTS, type SeededProduct } from './support/seeded-catalog.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = randomBytes(4).toString('hex');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A product without variants and with stock to spare, for the signed-in checkout. */
const checkoutProduct = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 10,
)!;
const giftCard = SEEDED_PRODUCTS.find(
  ({ plan }) => plan.isGiftCard && plan.variants.some((v) => v.stock > 0),
)!;

async function addToCart(
  page: Page,
  prefix: string,
  messages: Record<MessageKey, string>,
  product: SeededProduct,
  variant?: string,
) {
  await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
  if (variant) await page.getByRole('radio', { name: variant, exact: true }).first().click();
  await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
  await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
}

/** An English gift-card order paid on the sandbox page; the code the confirmation shows. */
async function buyGiftCard(page: Page): Promise<string> {
  const variant = giftCard.plan.variants.find((v) => v.stock > 0)!;
  await addToCart(page, '/en', en, giftCard, variant.nameEn);
  await gotoHydrated(page, `${baseUrl}/en/checkout/payment`);
  await page.getByRole('button', { name: en['checkout.submit.online'] }).click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/30');
  await page.getByLabel(/CVV/).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('heading', { name: en['checkout.giftCards.title'] }).waitFor();
  return (await page.locator('section[aria-labelledby="gift-card-codes"] code').first().textContent())!;
}

function accountIcon(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

describe.each([
  { locale: 'ar', messages: ar, prefix: '' },
  { locale: 'en', messages: en, prefix: '/en' },
])('customer account in $locale', ({ locale, messages, prefix }) => {
  const email = `e2e-${RUN}-${locale}@matjar.test`;
  const password = 'e2e-secret-1';

  it('signs up in the dialog, signs out, signs in and sees the details on /account', async () => {
    const viewport: ViewportName = 'desktop';
    const { context, page } = await openPage(browser, viewport);
    const askedWhoIsSignedIn: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/store/auth/me')) askedWhoIsSignedIn.push(page.url());
    });
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    // A browser that never signed in does not ask the server who is signed in.
    await expect.poll(() => accountIcon(page, messages['header.login']).isVisible()).toBe(true);
    expect(askedWhoIsSignedIn).toEqual([]);

    await accountIcon(page, messages['header.login']).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: messages['account.toSignup'], exact: true }).click();
    await dialog.getByLabel(messages['account.firstName']).fill('Mariam');
    await dialog.getByLabel(messages['account.lastName']).fill('Al-Kuwari');
    await dialog.getByLabel(messages['account.email'], { exact: true }).fill(email);
    await dialog.getByLabel(messages['account.phone']).fill('+974 5555 1234');
    await dialog.getByLabel(messages['account.password'], { exact: true }).fill(password);
    await dialog.getByLabel(messages['account.confirmPassword']).fill('different-1');
    await saveScreenshot(page, `accounts-dialog-signup-${locale}-${viewport}`);
    await dialog.getByRole('button', { name: messages['account.signupSubmit'], exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/./);
    // Typing clears the red box.
    await dialog.getByLabel(messages['account.confirmPassword']).fill(password);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: messages['account.signupSubmit'], exact: true }).click();

    // Signed in: the header shows name, e-mail and Log out, read in the browser; the server-rendered page is
    // the same for everyone (cacheable), so it never holds the customer.
    await expect.poll(() => accountIcon(page, messages['account.menu']).isVisible()).toBe(true);
    const html = await (await page.request.get(`${baseUrl}${prefix}/account`)).text();
    expect(html).not.toContain(email);
    await accountIcon(page, messages['account.menu']).click();
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    expect(await page.getByText('Mariam Al-Kuwari').isVisible()).toBe(true);
    // A new page load still knows the customer (it asks the server, since this browser signed in).
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    await expect.poll(() => accountIcon(page, messages['header.login']).isVisible()).toBe(false);
    expect(askedWhoIsSignedIn.length).toBeGreaterThan(0);
    await accountIcon(page, messages['account.menu']).click();
    await page.getByRole('button', { name: messages['account.logout'], exact: true }).click();
    await expect.poll(() => accountIcon(page, messages['header.login']).isVisible()).toBe(true);
    // Signed out: pages stop asking again.
    const asked = askedWhoIsSignedIn.length;
    await gotoHydrated(page, `${baseUrl}${prefix}/products`);
    await expect.poll(() => accountIcon(page, messages['header.login']).isVisible()).toBe(true);
    expect(askedWhoIsSignedIn.length).toBe(asked);

    // Sign in again through the /login page; it leads to /account.
    await gotoHydrated(page, `${baseUrl}${prefix}/login`);
    const main = page.getByRole('main');
    await main.getByLabel(messages['account.email'], { exact: true }).fill(email.toUpperCase());
    await main.getByLabel(messages['account.password'], { exact: true }).fill(password);
    await main.getByRole('button', { name: messages['account.loginSubmit'], exact: true }).click();
    await page.waitForURL(`${baseUrl}${prefix}/account`);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: messages['account.hello'].replace('{name}', 'Mariam') }).count(),
      )
      .toBe(1);
    // The stored '+974 5555 1234' shows as its local digits after the field's fixed +974.
    const phone = page.getByLabel(messages['account.phone']);
    expect(await phone.inputValue()).toBe('55551234');
    expect((await phone.locator('xpath=..').textContent())?.trim()).toBe('+974');
    expect(await page.getByRole('heading', { name: messages['account.orders'] }).isVisible()).toBe(true);
    await saveScreenshot(page, `accounts-page-${locale}-${viewport}`);
    await context.close();
  });

  it('signed in, checkout is prefilled and the new order appears in my orders', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await gotoHydrated(page, `${baseUrl}${prefix}/login`);
    const main = page.getByRole('main');
    await main.getByLabel(messages['account.email'], { exact: true }).fill(email);
    await main.getByLabel(messages['account.password'], { exact: true }).fill(password);
    await main.getByRole('button', { name: messages['account.loginSubmit'], exact: true }).click();
    await page.waitForURL(`${baseUrl}${prefix}/account`);

    await addToCart(page, prefix, messages, checkoutProduct);
    await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
    const field = (key: 'firstName' | 'lastName' | 'phone' | 'email') =>
      page.getByLabel(messages[`checkout.${key}`]);
    await expect.poll(() => field('email').inputValue()).toBe(email);
    expect(await field('firstName').inputValue()).toBe('Mariam');
    expect(await field('lastName').inputValue()).toBe('Al-Kuwari');
    // The field's +974 is fixed beside it (D24): the saved number fills in as its 8 digits.
    expect(await field('phone').inputValue()).toBe('55551234');
    await saveScreenshot(page, `accounts-checkout-prefilled-${locale}`);
    await fillDeliveryAddress(page, messages);
    await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
    // A double click places one order (the button locks and the Idempotency-Key is the same).
    await page.getByRole('button', { name: messages['checkout.submit.cash'] }).dblclick();
    await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
    await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
    // The account lists it by its short number (D20), as the confirmation does.
    const verified = await fetch(`${baseUrl}/api/payments/verify-order/${orderNumber}`);
    const shown = formatOrderNumber(
      ((await verified.json()) as { order: { shortNumber: number } }).order.shortNumber,
    );

    const giftCode = locale === 'en' ? await buyGiftCard(page) : null;

    await gotoHydrated(page, `${baseUrl}${prefix}/account`);
    const orders = page.getByRole('heading', { name: messages['account.orders'] }).locator('..');
    await orders.getByText(shown, { exact: true }).waitFor();
    const card = orders.getByRole('listitem').filter({ hasText: shown });
    const productName =
      locale === 'en' ? checkoutProduct.plan.source.nameEn : checkoutProduct.plan.source.nameAr;
    expect(await card.textContent()).toContain(productName);
    if (giftCode) await orders.getByText(giftCode).waitFor();
    expect(await orders.getByText(/^#\d+$/).count()).toBe(giftCode ? 2 : 1);
    await saveScreenshot(page, `accounts-my-orders-${locale}`);
    await context.close();
  });

  it('on a phone, the menu’s sign-in link opens the form and a signed-in shopper lands on /account', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/login`);
    const main = page.getByRole('main');
    await main.getByLabel(messages['account.email'], { exact: true }).fill(email);
    await main.getByLabel(messages['account.password'], { exact: true }).fill('wrong-password');
    await main.getByRole('button', { name: messages['account.loginSubmit'], exact: true }).click();
    await expect.poll(() => main.getByRole('alert').textContent()).toMatch(/./);
    await saveScreenshot(page, `accounts-login-error-${locale}-phone`);
    await main.getByLabel(messages['account.password'], { exact: true }).fill(password);
    expect(await main.getByRole('alert').count()).toBe(0);
    await main.getByRole('button', { name: messages['account.loginSubmit'], exact: true }).click();
    await page.waitForURL(`${baseUrl}${prefix}/account`);
    await expect.poll(() => page.getByRole('heading', { name: messages['account.orders'] }).count()).toBe(1);
    await saveScreenshot(page, `accounts-page-${locale}-phone`);
    // Visiting /login again while signed in goes straight to the account page.
    await gotoHydrated(page, `${baseUrl}${prefix}/login`);
    await page.waitForURL(`${baseUrl}${prefix}/account`);
    await context.close();
  });
});
