// Journey: the code inventory of a brand gift card, end to end. Staff load two codes they bought for a card of
// their own (made here through the API, so no other journey's stock moves); a shopper buys two of that card,
// pays on the sandbox page and sees exactly those two codes; the card then reads sold out, with "notify me".
// A reload of the confirmation shows no code, only where they went. Arabic at phone width and English on a
// desktop, each screen shot at both widths.
import { formatNumber, GIFT_CARD_CATEGORY_ID, type Locale } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar as adminAr, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8).toUpperCase();
/** Apple: a brand with a code prefix of its own, so its cards sell from the inventory. */
const APPLE = 29;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** A brand card of this run's own, one value of 50 riyals, no codes yet (so sold out). */
async function createCard(tag: string): Promise<{ id: number; nameAr: string; nameEn: string }> {
  const nameAr = `بطاقة آبل للرحلة ${tag}`;
  const nameEn = `Apple journey card ${tag}`;
  const response = await fetch(`${baseUrl}/api/admin/products`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: nameAr,
      name_en: nameEn,
      description: 'بطاقة هدايا تجريبية',
      price: 5_000,
      stock: 0,
      category_ids: [GIFT_CARD_CATEGORY_ID],
      brand_id: APPLE,
      variants: [{ name: '50 ريال', name_en: '50 QAR', price: 5_000, stock: 0 }],
    }),
  });
  const body = (await response.json()) as { product?: { id: number; stock_from_codes: boolean } };
  if (!response.ok || !body.product) throw new Error(`create card answered ${response.status}`);
  expect(body.product.stock_from_codes).toBe(true);
  return { id: body.product.id, nameAr, nameEn };
}

async function shootBoth(page: Page, name: string, viewport: 'phone' | 'desktop') {
  await page.evaluate(() => document.fonts.ready);
  const other = viewport === 'phone' ? 'desktop' : 'phone';
  await page.setViewportSize(VIEWPORTS[other]);
  await saveScreenshot(page, `${name}-${other}`);
  await page.setViewportSize(VIEWPORTS[viewport]);
  await saveScreenshot(page, `${name}-${viewport}`);
}

const RUNS = [
  { locale: 'ar' as Locale, viewport: 'phone' as const, shop: ar, admin: adminAr, prefix: '' },
  { locale: 'en' as Locale, viewport: 'desktop' as const, shop: en, admin: adminEn, prefix: '/en' },
];

describe.each(RUNS)(
  'brand gift-card codes ($locale, $viewport)',
  ({ locale, viewport, shop, admin, prefix }) => {
    it('staff load two codes; a shopper buys two and sees those two; the card is then sold out', async () => {
      const card = await createCard(`${RUN}-${locale}`);
      const cardName = locale === 'en' ? card.nameEn : card.nameAr;
      const codes = [
        `JRNY-${RUN}-${locale.toUpperCase()}-AAAA-1111`,
        `JRNY-${RUN}-${locale.toUpperCase()}-BBBB-2222`,
      ];
      const t = (key: MessageKey, params: Record<string, string> = {}) =>
        Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, v), admin[key]);

      // Staff: the gift-cards screen's import, preview first, then all of it.
      const staff = await signInToAdmin(browser, locale, E2E_ADMIN, viewport);
      await gotoChecked(staff.page, `${baseUrl}/admin/gift-cards`);
      const form = staff.page
        .getByRole('region', { name: t('giftCodes.import.title') })
        .or(staff.page.locator('section[aria-labelledby="gift-codes-import"]'));
      await form.getByLabel(t('giftCodes.import.card')).selectOption({ label: cardName });
      // Its one value (the first option is "from the file's value column").
      await form.getByLabel(t('giftCodes.import.value')).selectOption({ index: 1 });
      await form.getByLabel(t('giftCodes.import.batch')).fill(`Journey ${RUN}`);
      await form.getByLabel(t('giftCodes.import.codes')).fill(codes.join('\n'));
      await form.getByRole('button', { name: t('giftCodes.import.preview') }).click();
      await form.getByRole('status').waitFor();
      await shootBoth(staff.page, `gift-codes-preview-${locale}`, viewport);
      await form
        .getByRole('button', {
          name: t('giftCodes.import.confirmCount', { count: formatNumber(2, locale) }),
        })
        .click();
      await staff.page
        .getByText(t('giftCodes.imported', { count: formatNumber(2, locale) }))
        .first()
        .waitFor();
      await staff.context.close();

      // Shopper: two of the card, paid on the sandbox page; the two codes loaded are the two on screen.
      const { context, page } = await openPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${card.id}`);
      // Its one value chosen, then two of it.
      await page
        .getByRole('radio', { name: locale === 'en' ? /^50 QAR/ : /^50 ريال/ })
        .first()
        .click();
      await page.getByRole('button', { name: shop['product.quantity.increase'] }).click();
      await page.getByRole('button', { name: shop['product.addToCart'], exact: true }).click();
      await page.getByRole('status').filter({ hasText: shop['product.added'] }).waitFor();
      await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
      await page.getByRole('link', { name: shop['cart.checkout'] }).click();
      await page.getByRole('heading', { name: shop['checkout.details'] }).waitFor();
      await page.getByLabel(shop['checkout.firstName']).fill(locale === 'ar' ? 'ريم' : 'Reem');
      await page.getByLabel(shop['checkout.lastName']).fill(locale === 'ar' ? 'الكواري' : 'Al-Kuwari');
      await page.getByLabel(shop['checkout.email']).fill(`codes-${RUN}-${locale}@matjar.test`);
      await page.getByRole('button', { name: shop['checkout.submit.online'] }).click();
      await page.waitForURL(/\/pay\/sandbox\//);
      await page.getByLabel(/Card number|رقم البطاقة/).fill('4242 4242 4242 4242');
      await page.getByLabel(/Expiry|تاريخ الانتهاء/).fill('12/30');
      await page.getByLabel(/CVV/).fill('123');
      await page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
      await page.waitForURL(/\/checkout\/success\?orderNumber=/);
      await page.getByRole('heading', { name: shop['checkout.giftCards.title'] }).waitFor();
      const shown = await page.locator('section[aria-labelledby="gift-card-codes"] code').allTextContents();
      expect(shown.map((code) => code.trim()).sort()).toEqual([...codes].sort());
      await shootBoth(page, `gift-codes-bought-${locale}`, viewport);

      // A reload: the codes were shown once; the screen says where they went and how to see them again.
      await page.reload();
      await page.getByText(shop['checkout.codesAgain.sentTo']).waitFor();
      expect(await page.getByText(`c•••@•••.test`).isVisible()).toBe(true);
      expect(await page.locator('code').count()).toBe(0);
      for (const code of codes) expect(await page.content()).not.toContain(code);
      await shootBoth(page, `gift-codes-reloaded-${locale}`, viewport);

      // Both codes sold: the card reads sold out and offers "notify me".
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${card.id}`);
      await page.getByText(shop['restock.soldOut']).first().waitFor();
      await page
        .getByRole('heading', { name: shop['restock.notify.title'] })
        .or(page.getByText(shop['restock.notify.title']))
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: shop['product.addToCart'], exact: true }).count()).toBe(
        0,
      );
      await shootBoth(page, `gift-codes-sold-out-${locale}`, viewport);
      await context.close();
    });
  },
);
