// Journey (D16): a shopper opens /gift-cards in Arabic and in English and finds the gift-card
// shop: every brand with gift cards on sale, each card with its values in QAR and a link to its page, and how
// the codes arrive.
import { formatMoney, type Locale } from '@matjar/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import { brandOf, choicesOf, SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = [
  { locale: 'ar' as Locale, prefix: '', messages: ar, document: { lang: 'ar', dir: 'rtl' } },
  { locale: 'en' as Locale, prefix: '/en', messages: en, document: { lang: 'en', dir: 'ltr' } },
];

const giftCards = SEEDED_PRODUCTS.filter(({ plan }) => plan.isGiftCard && plan.source.isActive !== false);

describe.each(LANGUAGES)('the gift cards page in $locale', ({ locale, prefix, messages, document }) => {
  it('lists each brand with its cards, their values and a link to each card (phone)', async () => {
    expect(giftCards.length).toBeGreaterThan(0);
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/gift-cards`);
    await waitForDocumentLanguage(page, document);
    // A title carries no invisible direction marks (search results and tabs would show them as boxes).
    const title = messages['giftCards.meta.title'].replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
    expect(await page.title()).toBe(title);
    await page.getByRole('heading', { level: 1, name: messages['giftCards.title'] }).waitFor();
    expect(await page.getByText(messages['giftCards.perk.instant']).count()).toBeGreaterThan(0);

    for (const card of giftCards) {
      const brand = brandOf(card);
      const brandName = locale === 'en' ? brand.en : brand.ar;
      const shelf = page.getByRole('region', { name: brandName, exact: true });
      await shelf.getByRole('heading', { level: 2, name: brandName }).waitFor();
      const name = locale === 'en' ? card.plan.source.nameEn : card.plan.source.nameAr;
      const link = shelf.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(`${prefix}/product/${card.id}`);
      const values = shelf
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .getByRole('list', { name: messages['giftCards.values'] });
      const shown = (await values.getByRole('listitem').allTextContents()).map((text) => text.trim());
      const expected = card.plan.variants.map((variant) => formatMoney(variant.denomination!, locale));
      expect(shown).toEqual(expected);
    }

    const how = page.getByRole('region', { name: messages['giftCards.how.title'] });
    await how.getByText(messages['giftCards.how.email']).waitFor();
    await how.getByText(messages['giftCards.how.pay']).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `gift-cards-page-${locale}-phone`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, `gift-cards-page-${locale}-desktop`);
    await context.close();
  });

  it('opens a card from the gift cards page, chooses a value and adds it to the cart', async () => {
    const card = giftCards[0]!;
    const name = locale === 'en' ? card.plan.source.nameEn : card.plan.source.nameAr;
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/gift-cards`);
    await page.getByRole('link', { name: messages['giftCards.chooseNamed'].replace('{name}', name) }).click();
    await page.waitForURL(`${baseUrl}${prefix}/product/${card.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The values are one picker (the option's radios), not a second row of variant radios.
    const [choice] = choicesOf(card, card.plan.variants[0]!);
    const value = locale === 'en' ? choice!.value.en : choice!.value.ar;
    expect(await page.getByRole('radio', { name: value, exact: true }).count()).toBe(1);
    await page.getByRole('radio', { name: value, exact: true }).click();
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
    await context.close();
  });
});
