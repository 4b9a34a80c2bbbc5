// Journey: on a phone (390 px), in Arabic and in English, the floating WhatsApp button never covers a form's
// button or an amount: the cart's proceed button and totals, checkout's order button and totals, the contact
// form's send button, the sign-in button and the review form's submit button, each scrolled to the bottom of
// the screen where the WhatsApp button sits. Screenshots of checkout at phone width with the order button at
// the bottom.
import type { Locale } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const MESSAGES = { ar, en } as const;
const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');

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

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Puts the control at the bottom of the screen (under the WhatsApp button's corner, the worst place) and
 * waits until the WhatsApp button is out of its way: hidden, or with a box that does not meet the control's.
 */
async function expectClear(page: Page, locale: Locale, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const chat = page.getByRole('link', { name: MESSAGES[locale]['whatsapp.chat'] });
  await expect
    .poll(async () => {
      const target = await control.boundingBox();
      if (!target) return 'the control has no box';
      if (!(await chat.isVisible())) return 'clear';
      const box = await chat.boundingBox();
      return box && intersects(box, target) ? 'covered' : 'clear';
    })
    .toBe('clear');
}

/** The WhatsApp button is there to begin with (the seed sets a number), so "clear" is not a vacuous pass. */
async function expectChatShown(page: Page, locale: Locale) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const chat = page.getByRole('link', { name: MESSAGES[locale]['whatsapp.chat'] });
  await expect.poll(() => chat.isVisible()).toBe(true);
}

describe.each(['ar', 'en'] as const)('floating WhatsApp button at 390 px (%s)', (locale) => {
  const messages = MESSAGES[locale];
  const prefix = prefixOf(locale);

  it('keeps clear of the cart, checkout, contact, sign-in and review buttons', async () => {
    const { context, page } = await openPage(browser, 'phone');

    await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
    await expectChatShown(page, locale);
    await expectClear(page, locale, page.getByRole('button', { name: messages['reviews.form.submit'] }));
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();

    await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
    const proceed = page.getByRole('link', { name: messages['cart.checkout'] });
    await expectClear(page, locale, proceed);
    // The amounts too (subtotal, delivery, total), not only the button under them.
    await expectClear(
      page,
      locale,
      page.locator('dl').filter({ hasText: messages['cart.summary.subtotal'] }),
    );

    await proceed.click();
    await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
    const order = page.getByRole('button', {
      name: new RegExp(`^(${messages['checkout.submit.cash']}|${messages['checkout.submit.online']})$`),
    });
    await expectClear(page, locale, order);
    await expectClear(page, locale, page.locator('dl').filter({ hasText: messages['checkout.subtotal'] }));
    await page.evaluate(() => document.fonts.ready);
    await saveScreenshot(page, `floating-buttons-checkout-${locale}-phone`);

    await gotoHydrated(page, `${baseUrl}${prefix}/contact`);
    await expectChatShown(page, locale);
    await expectClear(page, locale, page.getByRole('button', { name: messages['contact.submit'] }));

    await gotoHydrated(page, `${baseUrl}${prefix}/account`);
    await expectClear(
      page,
      locale,
      page.getByRole('button', { name: messages['account.loginSubmit'], exact: true }),
    );
    await context.close();
  });

  it('offers "back to top" once the page has scrolled past 300 px, and it takes the page back up', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    const backToTop = page.getByRole('button', { name: messages['scrollTop.label'] });
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await scrollTo(301);
    await backToTop.waitFor();
    await scrollTo(300);
    await backToTop.waitFor({ state: 'detached' });
    // Taken up from where it first showed: further down, over the product grids, the button stands aside
    // while a wishlist heart or a cart control passes under it (forms-and-trust.e2e.ts checks that).
    await scrollTo(301);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await backToTop.waitFor({ state: 'detached' });
    await context.close();
  });
});
