// Journeys, on a phone (390 px) in Arabic and in English: a declined card, then
// "Try again" returns to a checkout whose contact and address are filled in (D23); a cash order's success screen
// survives a reload (rebuilt from the signed tracking token), the confirmation e-mail that reached the test SMTP
// server links to the order, and /track finds it by number + phone while a wrong pair answers like an unknown
// number. Staff edit a policy page's text in the back office and the storefront shows it (linked from the footer
// and checkout). A page opened under localhost (PUBLIC_URL is 127.0.0.1) is redirected before its form shows.
import { defaultTrustPage, errorMessage, formatOrderNumber, type Locale } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { waitForMail } from './support/mail-catcher.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8);
const MESSAGES = { ar, en } as const;
const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');
const product = SEEDED_PRODUCTS.filter(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 10,
)[3]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addToCartAndCheckout(page: Page, locale: Locale) {
  const messages = MESSAGES[locale];
  await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/product/${product.id}`);
  await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
  await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
  await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/checkout/payment`);
  await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
}

async function shootBoth(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
}

describe.each(['ar', 'en'] as const)('ordering again and finding an order at 390 px (%s)', (locale) => {
  const messages = MESSAGES[locale];
  const street = String(100_000 + Math.floor(Math.random() * 800_000));
  const phone = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  it('a declined card, then "Try again" opens checkout with the contact and address kept', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await addToCartAndCheckout(page, locale);
      await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'هدى' : 'Huda');
      await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'النعيمي' : 'Al-Nuaimi');
      await page.getByLabel(messages['checkout.phone']).fill(phone);
      await page.getByLabel(messages['checkout.email']).fill(`retry-${locale}-${RUN}@matjar.test`);
      await fillDeliveryAddress(page, messages, { street });
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.online']) }).check();
      await page.getByRole('button', { name: messages['checkout.submit.online'] }).click();
      await page.waitForURL(/\/pay\/sandbox\//);
      await page.getByLabel(/Card number|رقم البطاقة/).fill('4000 0000 0000 0002');
      await page.getByLabel(/Expiry|تاريخ الانتهاء/).fill('12/30');
      await page.getByLabel(/CVV/).fill('123');
      await page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
      await page.waitForURL(/\/checkout\/failed\?orderNumber=/);
      await page.getByRole('link', { name: messages['checkout.failed.tryAgain'] }).click();
      await page.waitForURL(`${baseUrl}${prefixOf(locale)}/checkout/payment`);
      await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
      await expect
        .poll(() => page.getByLabel(messages['checkout.firstName']).inputValue())
        .toBe(locale === 'ar' ? 'هدى' : 'Huda');
      expect(await page.getByLabel(messages['checkout.phone']).inputValue()).toBe(phone);
      expect(await page.getByLabel(messages['checkout.email']).inputValue()).toBe(
        `retry-${locale}-${RUN}@matjar.test`,
      );
      expect(await page.getByLabel(messages['checkout.street']).inputValue()).toBe(street);
      expect(await page.getByLabel(messages['checkout.city']).inputValue()).toBe('doha');
      await saveScreenshot(page, `retry-kept-${locale}-phone`);
    } finally {
      await context.close();
    }
  });

  it('a cash order: the success screen survives a reload, the e-mail links to it, /track finds it', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const email = `track-${locale}-${RUN}@matjar.test`;
    try {
      await addToCartAndCheckout(page, locale);
      await page.getByLabel(messages['checkout.firstName']).fill('Sara');
      await page.getByLabel(messages['checkout.lastName']).fill('Kuwari');
      await page.getByLabel(messages['checkout.phone']).fill(phone);
      await page.getByLabel(messages['checkout.email']).fill(email);
      await fillDeliveryAddress(page, messages, { street: `${street}1` });
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
      await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-[^&]+&t=/);
      await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
      // Only the ORD-… reference and the signed token are in the address: no name, e-mail or phone.
      const address = decodeURIComponent(page.url());
      for (const personal of ['Sara', 'Kuwari', email, phone]) expect(address).not.toContain(personal);

      await page.reload();
      await page.getByTestId('tracked-order').waitFor();
      await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
      const shownNumber = await page.getByTestId('tracked-order').locator('dd').first().textContent();
      expect(shownNumber).toMatch(/^#\d{4,}$/);
      await shootBoth(page, `success-reloaded-${locale}`);

      // The confirmation e-mail, read from the test SMTP server: its link opens the order.
      const mail = await waitForMail({ to: email });
      const link = /https?:\/\/[^\s"<>]+\/track\?t=[^\s"<>]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();
      expect(link!.startsWith(`${baseUrl}${prefixOf(locale)}/track?t=`)).toBe(true);
      await page.goto(link!);
      await page.getByTestId('tracked-order').getByText(shownNumber!, { exact: true }).waitFor();

      // /track by number + phone; a wrong phone answers as an unknown number does.
      const notFound = errorMessage('ORDER_TRACKING_NOT_FOUND', locale);
      const track = async (number: string, contact: string) => {
        await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/track`);
        await page.getByLabel(messages['track.orderNumber']).fill(number);
        await page.getByLabel(messages['track.contact']).fill(contact);
        await page.getByRole('button', { name: messages['track.submit'] }).click();
      };
      await track(shownNumber!, `+974 ${phone}`);
      await page.getByTestId('tracked-order').getByText(shownNumber!, { exact: true }).waitFor();
      await saveScreenshot(page, `track-found-${locale}-phone`);
      await track(shownNumber!, '+974 3999 0000');
      const wrongPair = await page.getByRole('alert').textContent();
      await track(formatOrderNumber(9_999_999), `+974 ${phone}`);
      const unknown = await page.getByRole('alert').textContent();
      expect(wrongPair).toBe(notFound);
      expect(unknown).toBe(notFound);
      await saveScreenshot(page, `track-not-found-${locale}-phone`);
    } finally {
      await context.close();
    }
  });
});

describe('one host and editable policy pages', () => {
  it('a page opened under another host name is sent to PUBLIC_URL before its form shows', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      const other = baseUrl.replace('127.0.0.1', 'localhost');
      await page.goto(`${other}/en/contact?from=mail`);
      expect(page.url()).toBe(`${baseUrl}/en/contact?from=mail`);
      await page.getByLabel(en['contact.message']).waitFor();
    } finally {
      await context.close();
    }
  });

  it('staff write the terms page in both languages; the storefront shows it, linked from footer and checkout', async () => {
    const { context, page } = await signInToAdmin(browser, 'en');
    const text = {
      ar: `## شروطنا ${RUN}\nنص **مكتوب** من الإدارة.\n<script>alert(1)</script>`,
      en: `## Our terms ${RUN}\nText **written** by staff.\n<script>alert(1)</script>`,
    };
    try {
      await page.goto(`${baseUrl}/admin/settings?tab=trust_pages`);
      const terms = adminEn['settings.trustPages.page.terms'];
      const group = page.getByRole('group', { name: terms });
      await group.getByRole('textbox', { name: /Arabic/ }).fill(text.ar);
      await group.getByRole('textbox', { name: /English/ }).fill(text.en);
      await shootBoth(page, 'admin-trust-pages-en');
      await page.getByRole('button', { name: adminEn['common.save'] }).click();
      await page.getByText(adminEn['settings.trustPages.saved']).waitFor();

      for (const locale of ['ar', 'en'] as const) {
        const shop = await openPage(browser, 'phone');
        try {
          await gotoHydrated(shop.page, `${baseUrl}${prefixOf(locale)}/`);
          const title = defaultTrustPage('terms', locale).title;
          await shop.page.locator('footer').getByRole('link', { name: title }).click();
          await shop.page.waitForURL(`${baseUrl}${prefixOf(locale)}/pages/terms`);
          const heading = locale === 'ar' ? `شروطنا ${RUN}` : `Our terms ${RUN}`;
          await shop.page.getByRole('heading', { name: heading }).waitFor();
          // Typed markup stays text: shown as typed, never run.
          await shop.page.getByText('<script>alert(1)</script>').waitFor();
          expect(await shop.page.locator('article script').count()).toBe(0);
          await shootBoth(shop.page, `trust-terms-edited-${locale}`);
          // Checkout links the same page.
          await addToCartAndCheckout(shop.page, locale);
          const checkoutLinks = shop.page.getByRole('navigation', {
            name: MESSAGES[locale]['checkout.trustPages'],
          });
          expect(await checkoutLinks.getByRole('link', { name: title }).getAttribute('href')).toBe(
            `${prefixOf(locale)}/pages/terms`,
          );
        } finally {
          await shop.context.close();
        }
      }
    } finally {
      // Back to the built-in text, as the other journeys expect.
      await page.goto(`${baseUrl}/admin/settings?tab=trust_pages`);
      const group = page.getByRole('group', { name: adminEn['settings.trustPages.page.terms'] });
      await group.getByRole('textbox', { name: /Arabic/ }).fill('');
      await group.getByRole('textbox', { name: /English/ }).fill('');
      await page.getByRole('button', { name: adminEn['common.save'] }).click();
      await page.getByText(adminEn['settings.trustPages.saved']).first().waitFor();
      await context.close();
    }
  });
});
