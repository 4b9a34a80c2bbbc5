// Journey: on a phone (390 px), in Arabic and in English, the footer shows the shop's
// number as people read it (+974 5000 1234, left to right) and links to the trust pages; the returns page opens
// from the footer with its headings and promises, and a search by a word of a kind ("جوال", "headphones")
// finds products of that kind. Screenshots of the returns page and the footer at phone width.
import { defaultTrustPage, type Locale } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const MESSAGES = { ar, en } as const;
const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 10,
)!;

const baseUrl = shopUrl();
const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['ar', 'en'] as const)('trust pages and search by kind at 390 px (%s)', (locale) => {
  it('opens the returns page from the footer, which shows the number formatted', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/`);
      const footer = page.locator('footer');
      const phone = footer.getByRole('link', { name: '+974 5000 1234' }).first();
      await expect.poll(() => phone.getAttribute('href')).toBe('tel:+97450001234');
      expect(await phone.getAttribute('dir')).toBe('ltr');
      const returns = defaultTrustPage('returns', locale);
      await footer.getByRole('link', { name: returns.title }).click();
      await page.waitForURL(`${baseUrl}${prefixOf(locale)}/pages/returns`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(returns.title);
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      await saveScreenshot(page, `trust-returns-${locale}-phone`);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown page with 404', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      const response = await page.goto(`${baseUrl}${prefixOf(locale)}/pages/nothing-here`);
      expect(response?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('finds phones by "جوال" and audio by "headphones"', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      for (const [word, expected] of [
        ['جوال', /galaxy|iphone|pixel|جالكسي|آيفون|بكسل/i],
        ['headphones', /airpods|buds|sony|bose|jbl|beats|إيربودز|بودز|سوني|بوز|بيتس/i],
      ] as const) {
        await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/search?q=${encodeURIComponent(word)}`);
        const names = await page.locator('main a[href*="/product/"]').allTextContents();
        expect(names.join(' ')).toMatch(expected);
      }
      await saveScreenshot(page, `search-by-kind-${locale}-phone`);
    } finally {
      await context.close();
    }
  });

  it('shows the card marks by the pay button and links the trust pages at checkout', async () => {
    const messages = MESSAGES[locale];
    const { context, page } = await openPage(browser, 'phone');
    try {
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/product/${product.id}`);
      await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
      await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/cart`);
      await page.getByRole('link', { name: messages['cart.checkout'] }).click();
      await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
      await page.getByText(messages['checkout.method.online'], { exact: true }).click();
      const marks = page.getByRole('list', { name: messages['checkout.cardsAccepted'] });
      await marks.getByRole('img', { name: 'Visa' }).waitFor();
      await marks.getByRole('img', { name: 'Mastercard' }).waitFor();
      const policies = page.getByRole('navigation', { name: messages['checkout.trustPages'] });
      expect(await policies.getByRole('link').count()).toBe(4);
      await marks.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `checkout-card-marks-${locale}-phone`);
    } finally {
      await context.close();
    }
  });
});
