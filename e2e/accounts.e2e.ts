// Journey: a shopper creates an account in the dialog, signs out, signs in again and sees /account, in
// Arabic and English. (Checkout prefill and the new order in "my orders" join this journey with issue 4.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { launchBrowser, openPage, saveScreenshot, type ViewportName } from './support/browser.js';

const baseUrl = inject('baseUrl');
const RUN = randomBytes(4).toString('hex');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
    await page.goto(`${baseUrl}${prefix}/`);

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
    await page.getByRole('button', { name: messages['account.logout'], exact: true }).click();
    await expect.poll(() => accountIcon(page, messages['header.login']).isVisible()).toBe(true);

    // Sign in again through the /login page; it leads to /account.
    await page.goto(`${baseUrl}${prefix}/login`);
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
    expect(await page.getByLabel(messages['account.phone']).inputValue()).toBe('+974 5555 1234');
    expect(await page.getByRole('heading', { name: messages['account.orders'] }).isVisible()).toBe(true);
    await saveScreenshot(page, `accounts-page-${locale}-${viewport}`);
    await context.close();
  });

  it('on a phone, the menu’s sign-in link opens the form and a signed-in shopper lands on /account', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${baseUrl}${prefix}/login`);
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
    await page.goto(`${baseUrl}${prefix}/login`);
    await page.waitForURL(`${baseUrl}${prefix}/account`);
    await context.close();
  });
});
