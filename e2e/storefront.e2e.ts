// Journey: a shopper browses, searches and opens products in Arabic and in English, and a crawler
// reads the server-rendered HTML, sitemap and robots.txt.
import { gunzipSync } from 'node:zlib';
import { categoryLink, formatMoney, type Locale } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoChecked, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import {
  brandOf,
  categoryOf,
  foldedArabic,
  productWithHamzaName,
  choicesOf,
  productWithPricedVariants,
  seededHomepageOrder,
  soldOutProductWithVariants,
  variantFinalPrice,
  type SeededProduct,
} from './support/seeded-catalog.js';
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

/** The name a shopper sees: English on English pages. */
const shownName = (item: { ar: string; en: string }, locale: Locale) => (locale === 'en' ? item.en : item.ar);
const productName = (product: SeededProduct, locale: Locale) =>
  shownName({ ar: product.plan.source.nameAr, en: product.plan.source.nameEn }, locale);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function visit(page: Page, path: string) {
  const response = await gotoChecked(page, `${baseUrl}${path}`);
  return response?.status();
}

describe.each(LANGUAGES)('storefront in $locale', ({ locale, prefix, messages, document }) => {
  it('shows the seeded home sections in their stored order', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    expect(await visit(page, prefix || '/')).toBe(200);
    await waitForDocumentLanguage(page, document);
    const shown = await page
      .locator('main [data-section-id]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section-id')));
    expect(shown).toEqual(seededHomepageOrder());
    // The demo shop has more of both: the latest row shows 6 products, the categories strip 6 categories.
    const cards = (sectionId: string) =>
      page.locator(`main [data-section-id="${sectionId}"] ul`).first().locator(':scope > li');
    expect(await cards('latest_products').count()).toBe(6);
    expect(await cards('categories').count()).toBe(6);
    await fontsReady(page);
    await saveScreenshot(page, `storefront-home-${locale}`);
    await context.close();
  });

  it('goes from the categories to a brand to a product', async () => {
    const { product } = productWithPricedVariants();
    const { context, page } = await openPage(browser, 'desktop');
    const main = page.getByRole('main');
    expect(await visit(page, `${prefix}/categories`)).toBe(200);
    await main
      .getByRole('link', { name: shownName(categoryOf(product), locale) })
      .first()
      .click();
    await main
      .getByRole('link', { name: shownName(brandOf(product), locale) })
      .first()
      .click();
    const card = main.getByRole('link', { name: productName(product, locale), exact: true });
    await card.waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `storefront-category-${locale}`);
    await card.click();
    await page.waitForURL(`${baseUrl}${prefix}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: productName(product, locale) }).waitFor();
    await context.close();
  });

  it('changes the price when a variant is chosen', async () => {
    const { product, first, other } = productWithPricedVariants();
    const { context, page } = await openPage(browser, 'desktop');
    expect(await visit(page, `${prefix}/product/${product.id}`)).toBe(200);
    const price = page.getByTestId('product-price');
    // Exact: the related products' card buttons are named "Add to cart: <product>".
    const addButton = page.getByRole('button', { name: messages['product.addToCart'], exact: true });
    // Nothing chosen yet: the hint shows and the button waits.
    await page.getByText(messages['product.selectVariant']).waitFor();
    expect(await addButton.isDisabled()).toBe(true);

    // One picker per option (no second row of variant buttons): a variant is chosen by its option values.
    const choose = async (variant: typeof first) => {
      for (const { option, value } of choicesOf(product, variant)) {
        const group = page.getByRole('group', {
          name: new RegExp(`^${escapeRegExp(shownName(option, locale))}`),
        });
        const button = group.getByRole('radio', { name: shownName(value, locale), exact: true });
        // Colour swatches are named, and titled on hover, in the page's language.
        if (option.en === 'Color') expect(await button.getAttribute('title')).toBe(shownName(value, locale));
        await button.click();
      }
    };
    const variantName = locale === 'en' ? first.nameEn : first.name;
    expect(await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(variantName)}`) }).count()).toBe(
      0,
    );
    await choose(first);
    await expect
      .poll(() => price.textContent())
      .toContain(formatMoney(variantFinalPrice(product, first.price), locale));
    await choose(other);
    await expect
      .poll(() => price.textContent())
      .toContain(formatMoney(variantFinalPrice(product, other.price), locale));

    await addButton.click();
    await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
    // Four related products of its category (the demo shop has more in stock).
    const related = page.getByRole('region', { name: messages['product.related'] });
    expect(await related.getByRole('listitem').count()).toBe(4);
    await fontsReady(page);
    await saveScreenshot(page, `storefront-product-${locale}`);
    await context.close();
  });

  it('says a product whose every variant is sold out is out of stock, and it cannot be added (phone)', async () => {
    const product = soldOutProductWithVariants();
    const { context, page } = await openPage(browser, 'phone');
    expect(await visit(page, `${prefix}/product/${product.id}`)).toBe(200);
    await page.getByRole('heading', { level: 1, name: productName(product, locale) }).waitFor();
    await page.getByRole('status').filter({ hasText: messages['product.stock.out'] }).waitFor();
    expect(await page.getByText(messages['product.selectVariant']).count()).toBe(0);
    // The button says why it cannot be used, and "Notify me" is offered instead.
    const addButton = page.getByRole('button', { name: messages['restock.soldOut'], exact: true });
    expect(await addButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).count()).toBe(
      0,
    );
    await page.getByRole('region', { name: messages['restock.notify.title'] }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `storefront-product-sold-out-${locale}-phone`);
    await context.close();
  });

  it('finds a product typed without its hamza or ta marbuta', async () => {
    const product = productWithHamzaName();
    const typed = foldedArabic(product.plan.source.nameAr);
    expect(typed).not.toBe(product.plan.source.nameAr);
    const { context, page } = await openPage(browser, 'desktop');
    await visit(page, prefix || '/');
    const box = page.getByRole('combobox', { name: messages['search.label'] }).filter({ visible: true });
    await box.fill(typed);
    const suggestion = page.getByRole('option', {
      name: new RegExp(escapeRegExp(productName(product, locale))),
    });
    await suggestion.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}${prefix}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: productName(product, locale) }).waitFor();

    // The results page finds it too.
    expect(await visit(page, `${prefix}/search?${new URLSearchParams({ q: typed })}`)).toBe(200);
    await page
      .getByRole('main')
      .getByRole('link', { name: productName(product, locale), exact: true })
      .waitFor();
    await context.close();
  });

  it('asks for suggestions 300 ms after the typing stops and shows at most 5', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await visit(page, prefix || '/');
    // The page notes every keystroke's time; its resource timings say when each suggestion request left.
    await page.evaluate(() => {
      performance.clearResourceTimings();
      const typed: number[] = [];
      (window as unknown as { __typedAt: number[] }).__typedAt = typed;
      window.document.addEventListener('input', () => typed.push(performance.now()), true);
    });
    const box = page.getByRole('combobox', { name: messages['search.label'] }).filter({ visible: true });
    // 11 demo products are Samsung's.
    await box.pressSequentially('Samsung', { delay: 40 });
    const suggestions = page
      .getByRole('listbox', { name: messages['search.suggestions'] })
      .getByRole('option')
      .filter({ hasNotText: messages['search.viewAll'] });
    await expect.poll(() => suggestions.count()).toBe(5);
    const { typedAt, asked } = await page.evaluate(() => ({
      typedAt: (window as unknown as { __typedAt: number[] }).__typedAt,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/store/search/suggest'))
        .map((entry) => ({ url: entry.name, at: entry.startTime })),
    }));
    expect(typedAt).toHaveLength('Samsung'.length);
    expect(asked.length).toBeGreaterThan(0);
    for (const { at } of asked) {
      const lastKey = Math.max(...typedAt.filter((key) => key < at));
      expect(at - lastKey).toBeGreaterThanOrEqual(299);
    }
    expect(new URL(asked.at(-1)!.url).searchParams.get('q')).toBe('Samsung');
    await context.close();
  });

  it('gives the opening hours on the support page', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    expect(await visit(page, `${prefix}/support`)).toBe(200);
    const hours = await page
      .getByRole('region', { name: messages['support.hours.title'] })
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      );
    expect(hours).toEqual(
      locale === 'ar'
        ? [
            ['السبت إلى الخميس', '09:00–21:00'],
            ['الجمعة', '14:00–21:00'],
          ]
        : [
            ['Saturday to Thursday', '09:00–21:00'],
            ['Friday', '14:00–21:00'],
          ],
    );
    await context.close();
  });

  it('publishes a review at once, with name and comment required', async () => {
    const product = productWithHamzaName();
    const { context, page } = await openPage(browser, 'desktop');
    await visit(page, `${prefix}/product/${product.id}`);
    const submit = page.getByRole('button', { name: messages['reviews.form.submit'] });
    await submit.click();
    // Both missing fields at once, each beside its field and listed in the announced summary.
    const missing = page.getByRole('alert').getByRole('link');
    await expect.poll(() => missing.count()).toBe(2);
    expect(await page.getByLabel(messages['reviews.form.name']).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(messages['reviews.form.comment']).getAttribute('aria-invalid')).toBe('true');

    const reviewer = `e2e ${locale} ${Date.now()}`;
    await page.getByLabel(messages['reviews.form.name']).fill(reviewer);
    await page.getByLabel(messages['reviews.form.comment']).fill('Works as described');
    await page.getByRole('radio', { name: messages['reviews.stars'].replace('{rating}', '4') }).check();
    await submit.click();
    await page.getByRole('status').filter({ hasText: messages['reviews.form.thanks'] }).waitFor();
    const review = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reviewer }) });
    await review.getByRole('img', { name: messages['reviews.stars'].replace('{rating}', '4') }).waitFor();

    // Stored on the server: a fresh visit shows it too.
    await page.reload();
    await page.getByRole('heading', { name: reviewer }).waitFor();
    await context.close();
  });

  it('sends an empty search to the products page', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await visit(page, `${prefix}/search?q=%20`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/products`);
    await context.close();
  });

  it('serves product HTML with JSON-LD, hreflang and Open Graph, and 404 for unknown ids', async () => {
    const { product } = productWithPricedVariants();
    const response = await fetch(`${baseUrl}${prefix}/product/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd, 'no JSON-LD in the page').toBeDefined();
    // A product with variants is a group listing each variant with its own offer (decision 058).
    const group = JSON.parse(jsonLd!) as { hasVariant: unknown[] };
    expect(group).toMatchObject({ '@type': 'ProductGroup', name: productName(product, locale) });
    expect(group.hasVariant).toHaveLength(product.plan.variants.length);
    expect(group.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'QAR' },
    });
    const arabicUrl = `${baseUrl}/product/${product.id}`;
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="ar" href="${escapeRegExp(arabicUrl)}"`, 'i'),
    );
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" hrefLang="en" href="${escapeRegExp(`${baseUrl}/en/product/${product.id}`)}"`,
        'i',
      ),
    );
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="x-default" href="${escapeRegExp(arabicUrl)}"`, 'i'),
    );
    expect(html).toContain(`<meta property="og:locale" content="${locale}_QA"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);

    const missing = await fetch(`${baseUrl}${prefix}/product/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(messages['product.notFound.back']);
  });
});

describe('crawler files', () => {
  it('lists products in both languages in the sitemap index and points robots.txt at it', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const index = await sitemap.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    let xml = '';
    for (const file of files) {
      const answer = await fetch(file);
      expect(answer.headers.get('content-type')).toBe('application/gzip');
      xml += gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8');
    }
    const { product } = productWithPricedVariants();
    expect(xml).toContain(`<loc>${baseUrl}/product/${product.id}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/en/product/${product.id}</loc>`);
    // Categories by their one address, never through the redirect from /category/{id}.
    expect(xml).toContain(`<loc>${baseUrl}/en${categoryLink(categoryOf(product).id)}</loc>`);
    expect(xml).not.toMatch(/\/category\/[1-7]</);

    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('answers 404 for an unknown category', async () => {
    expect((await fetch(`${baseUrl}/category/999999`)).status).toBe(404);
  });
});
