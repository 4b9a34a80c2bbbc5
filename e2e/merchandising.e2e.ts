// Journey: a shopper opens a category on a phone in Arabic and in English: /phones opens on
// phones that can be bought, and the sort control reorders the shelf the way the catalogue API sorts it.
import type { Locale, ProductSort } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { CATEGORY, SEED_CATEGORIES } from '../packages/db/src/seed/catalog/categories.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
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
  { locale: 'ar' as Locale, prefix: '', messages: ar },
  { locale: 'en' as Locale, prefix: '/en', messages: en },
];

interface ApiCard {
  id: number;
  name: string;
  name_en: string | null;
  stock: number;
  pricing: { final: number };
}

/** The first page of phones as the catalogue API sorts it. */
async function apiPhones(sort: ProductSort, locale: Locale): Promise<ApiCard[]> {
  const query = new URLSearchParams({ category: String(CATEGORY.phones), sort, locale });
  const response = await fetch(`${baseUrl}/api/store/products?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiCard[] }).items;
}

const shownName = (card: ApiCard, locale: Locale) =>
  locale === 'en' ? (card.name_en ?? card.name) : card.name;

/** The product cards of the category's grid, in the order shown: name and whether it says sold out. */
async function shownCards(page: Page, listName: string, soldOutText: string) {
  const items = page.getByRole('main').getByRole('list', { name: listName }).getByRole('listitem');
  await items.first().waitFor();
  return items.evaluateAll(
    (elements, soldOut) =>
      elements.map((element) => ({
        name: element.querySelector('h2, h3')?.textContent?.trim() ?? '',
        soldOut: element.textContent?.includes(soldOut) ?? false,
      })),
    soldOutText,
  );
}

describe.each(LANGUAGES)('merchandising in $locale (phone)', ({ locale, prefix, messages }) => {
  const phones = SEED_CATEGORIES.find((category) => category.id === CATEGORY.phones)!;
  const phonesName = locale === 'en' ? phones.en : phones.ar;

  it('opens /phones on phones in stock, sold-out ones after them', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/phones`);
    const cards = await shownCards(page, phonesName, messages['product.outOfStock']);
    const seededPhone = (name: string) =>
      SEEDED_PRODUCTS.find(
        ({ plan }) => (locale === 'en' ? plan.source.nameEn : plan.source.nameAr) === name,
      );
    // Only phones on the shelf (no charger, adapter or watch), and the first ones can be bought.
    for (const card of cards) {
      const product = seededPhone(card.name);
      if (product) expect(product.plan.source.shape, card.name).toBe('phone');
    }
    // Other journeys of the run add products to this category (newest first), so the opening cards are not
    // all seeded ones; what matters is that they can be bought and that every seeded one among them is a phone.
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.slice(0, 4).filter((card) => card.soldOut)).toEqual([]);
    expect(cards.some((card) => seededPhone(card.name))).toBe(true);
    const firstSoldOut = cards.findIndex((card) => card.soldOut);
    if (firstSoldOut >= 0) expect(cards.slice(firstSoldOut).every((card) => card.soldOut)).toBe(true);
    await fontsReady(page);
    await saveScreenshot(page, `merchandising-phones-${locale}-phone`);
    await context.close();
  });

  it('reorders the shelf with the sort control: price both ways and by name in the page language', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/phones`);
    const before = await shownCards(page, phonesName, messages['product.outOfStock']);
    const sortBox = page.getByRole('combobox', { name: messages['products.sort.label'] });
    expect(await sortBox.inputValue()).toBe('newest');

    const shownBy = new Map<ProductSort, string[]>();
    for (const sort of ['price_asc', 'price_desc', 'name'] as const) {
      await sortBox.selectOption(sort);
      await page.waitForURL((url) => url.searchParams.get('sort') === sort);
      const expected = (await apiPhones(sort, locale)).map((card) => shownName(card, locale));
      shownBy.set(sort, expected);
      await expect
        .poll(async () =>
          (await shownCards(page, phonesName, messages['product.outOfStock'])).map((c) => c.name),
        )
        .toEqual(expected);
      expect(await sortBox.inputValue()).toBe(sort);
    }
    // Cheapest first among the phones in stock, by the price the card shows.
    const cheapest = (await apiPhones('price_asc', locale)).filter((card) => card.stock > 0);
    const finals = cheapest.map((card) => card.pricing.final);
    expect(finals).toEqual([...finals].sort((a, b) => a - b));
    expect(shownBy.get('price_asc')).not.toEqual(before.map((card) => card.name));
    expect(shownBy.get('price_desc')).not.toEqual(shownBy.get('price_asc'));
    await context.close();
  });
});

describe('the /phones shelf at desktop width', () => {
  it.each(LANGUAGES)(
    'shows the sort control beside the grid in $locale',
    async ({ locale, prefix, messages }) => {
      const { context, page } = await openPage(browser, 'desktop');
      await gotoHydrated(page, `${baseUrl}${prefix}/phones`);
      await page.getByRole('combobox', { name: messages['products.sort.label'] }).waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `merchandising-phones-${locale}-desktop`);
      await context.close();
    },
  );
});
