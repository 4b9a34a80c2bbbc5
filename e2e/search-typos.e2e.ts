// Journey: at phone width (390 px), in Arabic and in English, a shopper types a brand with a typo: the
// suggestions forgive it as they type, the results page finds the products and offers "did you mean" names one
// tap away; a search that finds nothing offers the categories and the best sellers instead of "0 results".
// Staff add a synonym in the settings' Search tab (phone and desktop widths) and the shop finds it at once.
import type { Locale } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { adminJson, signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The synonyms staff saved here go, so other journeys search the shop as seeded.
  const token = await signInThroughApi(baseUrl, E2E_ADMIN);
  await adminJson(baseUrl, token, 'PUT', '/settings/search_synonyms', { value: '' });
});

const LANGUAGES = [
  // "جلكسي" and "samsng" are each one letter away from the catalogue's "جالكسي" and "samsung".
  { locale: 'ar' as Locale, prefix: '', messages: ar, typo: 'جلكسي', brand: /جالكسي/, nothing: 'ظظظظ ضضضض' },
  {
    locale: 'en' as Locale,
    prefix: '/en',
    messages: en,
    typo: 'samsng',
    brand: /Samsung/,
    nothing: 'qxzv wkpj',
  },
];

const searchBox = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label }).filter({ visible: true });

describe.each(LANGUAGES)('search that forgives, in $locale at 390 px', (language) => {
  const { locale, prefix, messages, typo, brand, nothing } = language;

  it('forgives a typo as the shopper types, then offers "did you mean" one tap away', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix || '/'}`);
    const box = searchBox(page, messages['search.label']);
    await box.pressSequentially(typo, { delay: 30 });
    const suggestions = page
      .getByRole('listbox', { name: messages['search.suggestions'] })
      .getByRole('option')
      .filter({ hasNotText: messages['search.viewAll'] });
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    await expect.poll(() => suggestions.first().textContent()).toMatch(brand);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get('q') === typo);

    // Results for what was meant, and the names it meant, each a link.
    const results = page.getByRole('list', { name: messages['search.title'] });
    await results.getByRole('link', { name: brand }).first().waitFor();
    const offered = page.getByRole('navigation', { name: messages['search.didYouMean'] }).getByRole('link');
    await expect.poll(() => offered.count()).toBeGreaterThan(0);
    const first = (await offered.first().textContent()) ?? '';
    expect(first).toMatch(brand);
    await fontsReady(page);
    await saveScreenshot(page, `search-did-you-mean-${locale}-phone`);

    await offered.first().click();
    await page.waitForURL((url) => url.searchParams.get('q') === first);
    await results.getByRole('link', { name: brand }).first().waitFor();
    await context.close();
  });

  it('answers a search that finds nothing with categories and best sellers', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/search?${new URLSearchParams({ q: nothing })}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(nothing) }).waitFor();
    const categories = page.getByRole('list', { name: messages['search.empty.categories'] });
    const phones = categories.getByRole('link', { name: locale === 'ar' ? /هواتف/ : /Phones/ });
    await phones.waitFor();
    const bestSellers = page.getByRole('list', { name: messages['search.empty.bestSellers'] });
    expect(await bestSellers.getByRole('listitem').count()).toBeGreaterThan(0);
    // Never the bare "0 results" line.
    expect(await page.getByText(/^0 /).count()).toBe(0);
    await fontsReady(page);
    await saveScreenshot(page, `search-no-results-${locale}-phone`);

    await phones.click();
    await page.waitForURL(`${baseUrl}${prefix}/phones`);
    await context.close();
  });
});

describe.each([
  {
    language: 'ar' as const,
    messages: adminAr,
    shop: ar,
    prefix: '',
    word: 'قبقاب',
    viewport: 'phone' as const,
  },
  {
    language: 'en' as const,
    messages: adminEn,
    shop: en,
    prefix: '/en',
    word: 'zorbix',
    viewport: 'desktop' as const,
  },
])('staff search synonyms in $language', ({ language, messages, shop, prefix, word, viewport }) => {
  it('a rule saved in the Search tab finds its products at once; a line that is no rule is named', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
    await gotoChecked(page, `${baseUrl}/admin/settings?tab=search`);
    await page
      .getByRole('tab', { name: messages['settings.tab.search'], exact: true, selected: true })
      .waitFor();
    const rules = page.getByRole('textbox', { name: messages['settings.search.rules'] });
    await rules.fill(`${word} = watch\nno rule here`);
    await page.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page.getByText(messages['settings.search.badLine'].replace('{line}', '2')).waitFor();
    await rules.fill(`${word} = watch`);
    await page.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page.getByText(messages['settings.search.saved'], { exact: true }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `search-synonyms-tab-${language}-${viewport}`);
    await context.close();

    // The shop: the word nobody's catalogue has finds the watches.
    const shopper = await openPage(browser, 'phone');
    await expect
      .poll(async () => {
        await gotoHydrated(shopper.page, `${baseUrl}${prefix}/search?${new URLSearchParams({ q: word })}`);
        return shopper.page
          .getByRole('list', { name: shop['search.title'] })
          .getByRole('link', { name: /Watch|ساعة|واتش/ })
          .count();
      })
      .toBeGreaterThan(0);
    await shopper.context.close();
  });
});
