// Journeys of password reset and saved addresses (decision 037), in Arabic and English on a phone (390 px): a shopper who
// forgot their password gets the link by e-mail (read from the test SMTP server), chooses a new one and is
// signed in; signs out from the phone menu; saves a delivery address on the account page and finds it filled
// in at checkout, or keeps one typed at checkout; the account lists "my orders" first, each opening its
// tracking view.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en, type MessageKey } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { waitForMail } from './support/mail-catcher.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
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

const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 10,
)!;

/** An account made through the API (the sign-up dialog has its own journey); the page is signed in after. */
async function signUpIn(page: Page, email: string, password: string) {
  const response = await page.request.post(`${baseUrl}/api/store/auth/sign-up`, {
    headers: { origin: new URL(baseUrl).origin },
    data: {
      firstName: 'Hessa',
      lastName: 'Al-Marri',
      email,
      phone: `5${randomInt(1_000_000, 9_999_999)}`,
      password,
      confirmPassword: password,
    },
  });
  expect(response.status()).toBe(201);
}

/** A new account, then signed in through the sign-in page as a shopper does: the account page opens. */
async function signUpAndSignIn(
  page: Page,
  email: string,
  messages: Record<MessageKey, string>,
  prefix: string,
) {
  await signUpIn(page, email, 'secret-pass-1');
  await page.context().clearCookies();
  await gotoHydrated(page, `${baseUrl}${prefix}/login`);
  const main = page.getByRole('main');
  await main.getByLabel(messages['account.email'], { exact: true }).fill(email);
  await main.getByLabel(messages['account.password'], { exact: true }).fill('secret-pass-1');
  await main.getByRole('button', { name: messages['account.loginSubmit'], exact: true }).click();
  await page.waitForURL(`${baseUrl}${prefix}/account`);
}

/** The same screen at 1366 px for a person to look at, then back to the phone. */
async function atDesktop(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await saveScreenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
}

async function signOutViaPhoneMenu(page: Page, messages: Record<MessageKey, string>) {
  await page.getByRole('button', { name: messages['header.menuOpen'] }).click();
  const logout = page.locator('#mobile-menu').getByRole('button', { name: messages['account.logout'] });
  await logout.waitFor();
  await saveScreenshot(page, `account-basics-phone-menu-${messages === ar ? 'ar' : 'en'}`);
  await logout.click();
  await expect.poll(async () => (await page.request.get(`${baseUrl}/api/store/auth/me`)).status()).toBe(401);
}

describe.each([
  { locale: 'ar', messages: ar, prefix: '' },
  { locale: 'en', messages: en, prefix: '/en' },
])('account basics in $locale on a phone', ({ locale, messages, prefix }) => {
  it('forgot password: the e-mailed link sets a new password and signs in; sign-out from the phone menu', async () => {
    const email = `forgot-${RUN}-${locale}@matjar.test`;
    const { context, page } = await openPage(browser, 'phone');
    await signUpIn(page, email, 'old-secret-1');
    await context.clearCookies();

    await gotoHydrated(page, `${baseUrl}${prefix}/login`);
    await page.getByRole('link', { name: messages['account.forgotLink'] }).click();
    await page.waitForURL(`${baseUrl}${prefix}/account/forgot`);
    await page.getByLabel(messages['account.email'], { exact: true }).fill(email);
    await page.getByRole('button', { name: messages['forgot.submit'] }).click();
    await page.getByRole('status').filter({ hasText: messages['forgot.sent'] }).waitFor();
    await saveScreenshot(page, `account-basics-forgot-${locale}-phone`);
    await atDesktop(page, `account-basics-forgot-${locale}-1366`);

    const mail = await waitForMail({ to: email });
    const link = /https?:\/\/\S+\/account\/reset\?t=[A-Za-z0-9._%-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    expect(url.pathname).toBe(`${prefix}/account/reset`);
    await gotoHydrated(page, `${baseUrl}${url.pathname}${url.search}`);
    await page.getByLabel(messages['account.newPassword'], { exact: true }).fill('new-secret-2');
    await page.getByLabel(messages['account.confirmPassword'], { exact: true }).fill('new-secret-2');
    await saveScreenshot(page, `account-basics-reset-${locale}-phone`);
    await atDesktop(page, `account-basics-reset-${locale}-1366`);
    await page.getByRole('button', { name: messages['reset.submit'] }).click();
    await page.waitForURL(`${baseUrl}${prefix}/account`);
    await page.getByRole('heading', { name: messages['account.orders'] }).waitFor();

    // The link worked once: opened again, it is refused with the catalogue's message.
    await gotoHydrated(page, `${baseUrl}${url.pathname}${url.search}`);
    await page.getByLabel(messages['account.newPassword'], { exact: true }).fill('third-secret-3');
    await page.getByLabel(messages['account.confirmPassword'], { exact: true }).fill('third-secret-3');
    await page.getByRole('button', { name: messages['reset.submit'] }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/./);
    await page.getByRole('link', { name: messages['reset.askAgain'] }).waitFor();

    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    await signOutViaPhoneMenu(page, messages);
    const signIn = await page.request.post(`${baseUrl}/api/store/auth/log-in`, {
      headers: { origin: new URL(baseUrl).origin },
      data: { email, password: 'new-secret-2' },
    });
    expect(signIn.status()).toBe(200);
    await context.close();
  });

  it('a saved address is filled in at checkout; my orders come first and open the tracking view', async () => {
    const email = `address-${RUN}-${locale}@matjar.test`;
    const { context, page } = await openPage(browser, 'phone');
    await signUpAndSignIn(page, email, messages, prefix);
    const street = String(randomInt(100, 1_000_000));
    await page.getByRole('button', { name: messages['account.addressAdd'] }).click();
    await page.getByLabel(messages['account.addressLabel']).fill(locale === 'ar' ? 'البيت' : 'Home');
    await page.getByLabel(messages['checkout.city']).selectOption('al_wakrah');
    await page.getByLabel(messages['checkout.zone']).fill('90');
    await page.getByLabel(messages['checkout.street']).fill(street);
    await page.getByLabel(messages['checkout.building']).fill('7');
    await saveScreenshot(page, `account-basics-address-form-${locale}-phone`);
    await page.getByRole('button', { name: messages['account.addressSave'] }).click();
    await page.getByText(messages['account.addressDefault'], { exact: true }).waitFor();
    await saveScreenshot(page, `account-basics-addresses-${locale}-phone`);
    await atDesktop(page, `account-basics-addresses-${locale}-1366`);

    await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
    await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
    await expect.poll(() => page.getByLabel(messages['checkout.street']).inputValue()).toBe(street);
    expect(await page.getByLabel(messages['checkout.city']).inputValue()).toBe('al_wakrah');
    expect(await page.getByLabel(messages['checkout.zone']).inputValue()).toBe('90');
    expect(await page.getByLabel(messages['checkout.building']).inputValue()).toBe('7');
    await saveScreenshot(page, `account-basics-checkout-prefilled-${locale}-phone`);
    await atDesktop(page, `account-basics-checkout-prefilled-${locale}-1366`);
    // "A new address" empties the fields for typing.
    await page.getByLabel(messages['checkout.savedAddress']).selectOption('new');
    expect(await page.getByLabel(messages['checkout.street']).inputValue()).toBe('');
    const saved = await page
      .getByLabel(messages['checkout.savedAddress'])
      .locator('option')
      .first()
      .getAttribute('value');
    await page.getByLabel(messages['checkout.savedAddress']).selectOption(saved!);
    expect(await page.getByLabel(messages['checkout.street']).inputValue()).toBe(street);
    await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
    await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
    await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);

    await gotoHydrated(page, `${baseUrl}${prefix}/account`);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe(messages['account.orders']);
    await page.getByRole('link', { name: messages['account.trackOrder'] }).first().click();
    await page.waitForURL(new RegExp(`${prefix}/track\\?t=`));
    await expect.poll(() => page.getByText(street).count()).toBeGreaterThan(0);
    await saveScreenshot(page, `account-basics-track-from-account-${locale}-phone`);
    await context.close();
  });

  it('a new address typed at checkout is kept in the account when "save this address" stays ticked', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await signUpAndSignIn(page, `typed-${RUN}-${locale}@matjar.test`, messages, prefix);
    const street = String(randomInt(100, 1_000_000));
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
    await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
    // No saved address yet: the fields are empty, and the box is ticked.
    const keep = page.getByLabel(messages['checkout.saveAddress']);
    expect(await keep.isChecked()).toBe(true);
    await page.getByLabel(messages['checkout.city']).selectOption('al_khor');
    await page.getByLabel(messages['checkout.zone']).fill('74');
    await page.getByLabel(messages['checkout.street']).fill(street);
    await page.getByLabel(messages['checkout.building']).fill('3');
    await keep.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `account-basics-checkout-save-address-${locale}-phone`);
    await atDesktop(page, `account-basics-checkout-save-address-${locale}-1366`);
    await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
    await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
    await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);

    await gotoHydrated(page, `${baseUrl}${prefix}/account`);
    await page.getByText(messages['account.addressDefault'], { exact: true }).waitFor();
    await expect.poll(() => page.getByText(street).count()).toBeGreaterThan(0);
    await context.close();
  });
});
