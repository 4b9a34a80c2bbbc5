// Journey: staff give a product its barcode number (GTIN), part number and SKU in the editor, which refuses a
// mistyped barcode; the product's brand has a page of its own on the storefront (/brand/{slug}), in Arabic
// and English, on a phone and a desktop, listing the brand's products and nothing else.
import type { StoreBrand } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages, prefix: '', dir: 'rtl' },
  { language: 'en', messages: en as Messages, prefix: '/en', dir: 'ltr' },
] as const;
const WIDTHS = [390, 1366] as const;
// A real EAN-13 (its check digit right) and the same number with its last digit wrong.
const EAN = '4006381333931';
const EAN_MISTYPED = '4006381333932';

let browser: Browser;
let token: string;
const suffix = uniqueSuffix();

async function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: baseUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** How far the page scrolls sideways past the screen's width. */
const sideways = (page: Page, width: number) =>
  page.evaluate(
    (screen) => document.scrollingElement!.scrollWidth - Math.min(window.innerWidth, screen),
    width,
  );

let brand: { id: number; nameAr: string; nameEn: string };
let productId: number;
let otherProductName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  // A brand of its own, with one product, so its page lists exactly what this journey made.
  brand = { id: 0, nameAr: `نوكيا ${suffix}`, nameEn: `Nokia ${suffix}` };
  const created = await api('POST', '/brands', { name: brand.nameAr, name_en: brand.nameEn });
  brand.id = (created.brand as { id: number }).id;
  const categories = (await api('GET', '/categories')).categories as { id: number }[];
  const product = await api('POST', '/products', {
    name: `هاتف نوكيا ٣٣١٠ ${suffix}`,
    name_en: `Nokia 3310 ${suffix}`,
    description: 'هاتف متين ببطارية تدوم أيامًا',
    price: 19_900,
    stock: 5,
    category_ids: [categories[0]!.id],
    brand_id: brand.id,
    sku: `NK-3310-${suffix}`,
    mpn: 'TA-1030',
  });
  productId = (product.product as { id: number }).id;
  // Another brand's product, which the brand's page must not list.
  const brands = (await api('GET', '/brands')).brands as { id: number }[];
  otherProductName = `منتج علامة أخرى ${suffix}`;
  await api('POST', '/products', {
    name: otherProductName,
    description: 'وصف',
    price: 10_000,
    stock: 1,
    category_ids: [categories[0]!.id],
    brand_id: brands.find((each) => each.id !== brand.id)!.id,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('identifiers in the product editor', () => {
  for (const { language, messages } of LANGUAGES) {
    it(`takes a scanned barcode and refuses a mistyped one, ${language}, at 390 and 1366 px`, async () => {
      for (const width of WIDTHS) {
        const { context, page } = await signInToAdmin(
          browser,
          language,
          E2E_ADMIN,
          width === 390 ? 'phone' : 'desktop',
        );
        await gotoChecked(page, `${baseUrl}/admin/products/edit/${productId}`);
        const gtin = page.getByLabel(messages['products.field.gtin'], { exact: true });
        await gtin.waitFor();
        // Codes read left to right in both languages.
        expect(await gtin.getAttribute('dir')).toBe('ltr');
        expect(await page.getByLabel(messages['products.field.sku'], { exact: true }).inputValue()).toBe(
          `NK-3310-${suffix}`,
        );
        expect(await page.getByLabel(messages['products.field.mpn'], { exact: true }).inputValue()).toBe(
          'TA-1030',
        );
        await gtin.fill(EAN_MISTYPED);
        await page.getByRole('button', { name: messages['common.save'], exact: true }).click();
        // Refused before it is sent, with the server's own words, on the field.
        const refusal = language === 'ar' ? 'غير صالح' : 'not valid';
        await page.getByText(refusal).first().waitFor();
        expect(await gtin.getAttribute('aria-invalid')).toBe('true');
        await gtin.fill(`${EAN.slice(0, 1)} ${EAN.slice(1, 7)} ${EAN.slice(7)}`);
        await gtin.scrollIntoViewIfNeeded();
        await fontsReady(page);
        await saveScreenshot(page, `admin-product-identifiers-${language}-${width}`);
        expect(await sideways(page, width)).toBe(0);
        await context.close();
      }
    });
  }

  it('saves the barcode as its digits, which the storefront then reads', async () => {
    const { context, page } = await signInToAdmin(browser, 'en');
    await gotoChecked(page, `${baseUrl}/admin/products/edit/${productId}`);
    await page
      .getByLabel((en as Messages)['products.field.gtin'], { exact: true })
      .fill(`${EAN.slice(0, 7)}-${EAN.slice(7)}`);
    await page.getByRole('button', { name: (en as Messages)['common.save'], exact: true }).click();
    await page.waitForURL(/\/admin\/products$/);
    await context.close();
    await expect
      .poll(async () => (await (await fetch(`${baseUrl}/api/store/products/${productId}`)).json()).gtin, {
        timeout: 10_000,
      })
      .toBe(EAN);
  });
});

describe("a brand's page", () => {
  for (const { language, prefix, dir } of LANGUAGES) {
    it(`lists the brand's products under its name, ${language}, at 390 and 1366 px`, async () => {
      const brands = (await (await fetch(`${baseUrl}/api/store/brands`)).json()).items as StoreBrand[];
      const slug = brands.find((each) => each.id === brand.id)!.slug;
      expect(slug).toBe(`nokia-${suffix.toLowerCase()}`);
      const name = language === 'ar' ? brand.nameAr : brand.nameEn;
      for (const width of WIDTHS) {
        const { context, page } = await openPage(browser, width === 390 ? 'phone' : 'desktop');
        // Reached from the brands page, as a shopper would.
        await gotoHydrated(page, `${baseUrl}${prefix}/brands`);
        await page.getByRole('link').filter({ hasText: name }).first().click();
        await page.waitForURL(`${baseUrl}${prefix}/brand/${slug}`);
        await waitForDocumentLanguage(page, { lang: language, dir });
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.locator(`a[href="${prefix}/product/${productId}"]`).count()).toBeGreaterThan(0);
        expect(await page.getByText(otherProductName).count()).toBe(0);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`${prefix}/brand/${slug}$`),
        );
        await fontsReady(page);
        await saveScreenshot(page, `storefront-brand-${language}-${width}`);
        expect(await sideways(page, width)).toBe(0);
        await context.close();
      }
    });
  }
});
