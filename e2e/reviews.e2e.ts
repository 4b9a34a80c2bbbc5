// Journey (D9): a shopper's review shows on the product page; a review with a link waits for
// approval instead (the form says so); staff find the review in /admin/reviews by the product's name and hide
// it, and it leaves the product page; restoring brings it back. In Arabic and in English, desktop and phone.
import { isolate } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { ar as storeAr } from '../apps/storefront/app/i18n/ar.js';
import { en as storeEn } from '../apps/storefront/app/i18n/en.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { join } from 'node:path';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  screenshotDir,
} from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { foldedArabic, productWithHamzaName } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const product = productWithHamzaName();

const CASES = [
  {
    language: 'ar',
    messages: ar,
    shop: storeAr,
    prefix: '',
    // Typed as a shopper would, without hamza or ta marbuta: the server folds Arabic both ways.
    productSearch: foldedArabic(product.plan.source.nameAr),
  },
  { language: 'en', messages: en, shop: storeEn, prefix: '/en', productSearch: product.plan.source.nameEn },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function writeReview(page: Page, shop: Record<string, string>, name: string, comment: string) {
  await page.getByLabel(shop['reviews.form.name']!).fill(name);
  await page.getByLabel(shop['reviews.form.comment']!).fill(comment);
  await page.getByRole('button', { name: shop['reviews.form.submit'] }).click();
}

/** Reloads the product page until the review's heading is there (or gone): caches drop on the change's NOTIFY. */
async function expectReviewShown(page: Page, url: string, reviewer: string, shown: boolean) {
  await expect
    .poll(
      async () => {
        await gotoHydrated(page, url);
        return page.getByRole('heading', { name: reviewer, exact: true }).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(shown ? 1 : 0);
}

describe.each(CASES)('reviews in $language', ({ language, messages, shop, prefix, productSearch }) => {
  const t = (key: MessageKey, params: Record<string, string> = {}) => fillMessage(messages[key], params);

  it('a shopper’s review shows; staff hide it and it leaves the product page; restoring brings it back', async () => {
    const productUrl = `${baseUrl}${prefix}/product/${product.id}`;
    const reviewer = `e2e ${language} ${Date.now()}`;
    const spammer = `${reviewer} link`;
    const store = await openPage(browser, 'desktop');
    await gotoHydrated(store.page, productUrl);
    await writeReview(store.page, shop, reviewer, language === 'ar' ? 'جودة ممتازة' : 'Great quality');
    await store.page.getByRole('status').filter({ hasText: shop['reviews.form.thanks'] }).waitFor();
    await store.page.getByRole('heading', { name: reviewer, exact: true }).waitFor();

    // A link waits for approval: the shopper is thanked and told so, and the review is not shown.
    await writeReview(store.page, shop, spammer, 'Cheaper at www.example.qa');
    await store.page.getByRole('status').filter({ hasText: shop['reviews.form.pending'] }).waitFor();
    expect(await store.page.getByRole('heading', { name: spammer, exact: true }).count()).toBe(0);
    await store.page
      .locator('form')
      .filter({ hasText: shop['reviews.form.pending'] })
      .screenshot({ path: join(screenshotDir, `store-review-pending-${language}-form.png`) });

    // Staff find both by the product's name; the waiting one is marked so.
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/reviews`);
    await page.getByRole('heading', { name: messages['reviews.title'], level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: messages['reviews.filter.product'] }).fill(productSearch);
    await page.getByRole('button', { name: messages['reviews.filter.productSubmit'], exact: true }).click();
    const table = page.getByRole('table', { name: messages['reviews.tableLabel'] });
    const row = table.getByRole('row').filter({ hasText: reviewer }).filter({ hasNotText: spammer });
    const waiting = table.getByRole('row').filter({ hasText: spammer });
    await waiting.getByText(messages['reviews.status.pending'], { exact: true }).waitFor();
    await row.getByText(messages['reviews.status.published'], { exact: true }).waitFor();
    await saveScreenshot(page, `admin-reviews-${language}-1366`);

    await row.getByRole('button', { name: t('reviews.hide.named', { name: reviewer }) }).click();
    await page.getByText(t('reviews.hide.done', { name: isolate(reviewer) }), { exact: true }).waitFor();
    await row.getByText(messages['reviews.status.hidden'], { exact: true }).waitFor();
    await expectReviewShown(store.page, productUrl, reviewer, false);

    await row.getByRole('button', { name: t('reviews.restore.named', { name: reviewer }) }).click();
    await row.getByText(messages['reviews.status.published'], { exact: true }).waitFor();
    await expectReviewShown(store.page, productUrl, reviewer, true);

    // The waiting review is deleted after the question.
    await waiting.getByRole('button', { name: t('reviews.delete.named', { name: spammer }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('reviews.delete.title', { name: spammer }) });
    await dialog.getByRole('button', { name: messages['reviews.delete'], exact: true }).click();
    await page.getByText(t('reviews.delete.done', { name: spammer }), { exact: true }).waitFor();
    await waiting.waitFor({ state: 'detached' });
    await context.close();
    await store.context.close();
  });

  it('lists the reviews on a phone', async () => {
    const { context, page } = await signInToAdmin(browser, language, undefined, 'phone');
    await gotoChecked(page, `${baseUrl}/admin/reviews`);
    await page.getByRole('heading', { name: messages['reviews.title'], level: 1 }).waitFor();
    // The header row is hidden on a phone: each review is a card of its own.
    const first = page.getByRole('table', { name: messages['reviews.tableLabel'] }).getByRole('row').first();
    await first.waitFor();
    // Its name, status and date are labelled, it says which status it has, and its buttons are at hand.
    for (const column of ['reviews.column.name', 'reviews.column.status', 'reviews.column.date'] as const) {
      expect(await first.getByText(`${messages[column]}:`, { exact: true }).isVisible()).toBe(true);
    }
    const statuses = (['published', 'pending', 'hidden'] as const).map(
      (s) => messages[`reviews.status.${s}`],
    );
    const shownStatuses = await Promise.all(
      statuses.map((status) => first.getByText(status, { exact: true }).count()),
    );
    expect(shownStatuses.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await first.getByRole('button').count()).toBeGreaterThan(0);
    // Nothing wider than the phone: the list scrolls down only.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `admin-reviews-${language}-390`);
    // The first screenful too: the full page of a phone is too tall to look at.
    await page.screenshot({ path: join(screenshotDir, `admin-reviews-${language}-390-top.png`) });
    await context.close();
  });
});
