// Journey, in Arabic and English at 390 px (and 1366 px where a layout differs):
// a sold-out colour is crossed out and labelled, still choosable, and then the button says "Sold out" and
// "Notify me when available" takes an e-mail; adding to the cart is announced (a live region) and bumps the
// badge; the floating WhatsApp and back-to-top buttons never cover "View all", the payment-failure page's
// order details (the shopper's name) or the footer's address. Screenshots at both widths.
import type { Locale } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { en as adminEn } from '../apps/admin/src/i18n/en.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser.js';
import { fillDeliveryAddress } from './support/delivery-address.js';
import { orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { productWithSoldOutOptionValue, soldOutProductWithVariants } from './support/seeded-catalog.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const MESSAGES = { ar, en } as const;
const ADMIN = { ar: adminAr, en: adminEn } as const;
const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');
const RUN = Math.random().toString(36).slice(2, 8);
/** The words of a message before its first {placeholder}. */
const lead = (text: string) => text.split('{')[0]!.trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a visible floating button (WhatsApp, back to top) meets the target's box: 'clear' or 'covered'. */
async function coverage(page: Page, target: Locator): Promise<string> {
  const box = await target.boundingBox();
  if (!box) return 'the target has no box';
  const floating = page.locator('[data-floating-buttons] a, [data-floating-buttons] button');
  for (const button of await floating.all()) {
    if (!(await button.isVisible())) continue;
    const other = await button.boundingBox();
    if (other && intersects(other, box)) return 'covered';
  }
  return 'clear';
}

/** The target scrolled to the bottom of the screen (the floating buttons' corner), then to the page's end. */
async function expectUncovered(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect.poll(() => coverage(page, target)).toBe('clear');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  if (await target.isVisible()) await expect.poll(() => coverage(page, target)).toBe('clear');
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
}

describe.each(['ar', 'en'] as const)('sold out and restock (%s)', (locale) => {
  const messages = MESSAGES[locale];
  const prefix = prefixOf(locale);
  const { product, soldOut, others } = productWithSoldOutOptionValue();
  const valueName = (value: string) => {
    const colour = product.plan.source.colors?.find((c) => c.en === value);
    const size = product.plan.source.sizes?.find((s) => s.label === value);
    if (locale === 'en') return value;
    return colour?.ar ?? size?.labelAr ?? value;
  };

  it('crosses out a sold-out colour, says "Sold out" on the button and offers "Notify me" (390 px)', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
    // Labelled for everyone: the visible mark and the button's name say it is sold out.
    const crossed = page.getByRole('radio', {
      name: `${valueName(soldOut.value)} — ${messages['restock.soldOut']}`,
    });
    expect(await crossed.getAttribute('data-sold-out')).toBe('');
    // Still choosable, to see it.
    await crossed.click();
    expect(await crossed.getAttribute('aria-checked')).toBe('true');
    for (const other of others) {
      // With the sold-out colour chosen, this value is sold out too: its name then ends in "Sold out".
      const escaped = valueName(other.value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page
        .getByRole('radio', { name: new RegExp(`^${escaped}`) })
        .first()
        .click();
    }
    const soldOutButton = page.getByRole('button', { name: messages['restock.soldOut'], exact: true });
    expect(await soldOutButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).count()).toBe(
      0,
    );

    const notify = page.getByRole('region', { name: messages['restock.notify.title'] });
    await notify.getByLabel(messages['restock.notify.email']).fill(`notify-${locale}-${RUN}@matjar.test`);
    await page.evaluate(() => document.fonts.ready);
    await saveScreenshot(page, `restock-sold-out-option-${locale}-phone`);
    await notify.getByRole('button', { name: messages['restock.notify.submit'] }).click();
    await notify
      .getByRole('status')
      .filter({ hasText: lead(messages['restock.notify.done']) })
      .waitFor();
    await shoot(page, `restock-notify-done-${locale}`);
    await context.close();

    // Staff see the demand on the product's page in the back office (decision 036), in their language.
    const admin = await signInToAdmin(browser, locale, undefined, 'phone');
    await gotoChecked(admin.page, `${baseUrl}/admin/products/edit/${product.id}`);
    const waiting = admin.page.getByRole('region', { name: ADMIN[locale]['stockHistory.waiting.title'] });
    await waiting.waitFor();
    expect(await waiting.getByRole('listitem').count()).toBeGreaterThan(0);
    await waiting.scrollIntoViewIfNeeded();
    await saveScreenshot(admin.page, `restock-waiting-admin-${locale}-phone`);
    await admin.context.close();
  });

  it('a card of a product sold out in every variant says "Sold out", not "Choose options" (390 px)', async () => {
    const soldOutProduct = soldOutProductWithVariants();
    const name = locale === 'ar' ? soldOutProduct.plan.source.nameAr : soldOutProduct.plan.source.nameEn;
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/search?q=${encodeURIComponent(name)}`);
    const button = page.getByRole('button', {
      name: messages['restock.card.soldOutNamed'].replace('{name}', name),
    });
    expect(await button.first().isDisabled()).toBe(true);
    expect(await button.first().textContent()).toBe(messages['restock.soldOut']);
    const choose = messages['cart.card.chooseNamed'].replace('{name}', name);
    expect(await page.getByRole('link', { name: choose }).count()).toBe(0);
    await context.close();
  });

  it('announces an add to the cart to screen readers and bumps the badge (390 px)', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${orderableProduct.id}`);
    const announcement = page.locator('[data-live-announcer]');
    expect(await announcement.getAttribute('aria-live')).toBe('polite');
    expect(await announcement.textContent()).toBe('');
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await expect.poll(() => announcement.textContent()).toContain(lead(messages['restock.added']));
    await page.locator('[data-bump="1"]').waitFor({ state: 'attached' });
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'keeps the floating buttons off "View all" and the footer address (%s)',
    async (width) => {
      const { context, page } = await openPage(browser, width);
      await gotoHydrated(page, `${baseUrl}${prefix}/`);
      // There to begin with (the seed sets a number), so "clear" is not a vacuous pass. Not by role: while
      // it is moved aside it is inert, out of the accessibility tree.
      await page.locator('[data-floating-buttons] a').waitFor({ state: 'attached' });
      await expectUncovered(page, page.getByRole('link', { name: messages['common.viewAll'] }).first());
      const address = page.locator('footer li').filter({ hasText: messages['footer.location'] });
      await expectUncovered(page, address);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.getByRole('button', { name: messages['scrollTop.label'] }).waitFor();
      await saveScreenshot(page, `restock-floating-footer-${locale}-${width}`);
      await context.close();
    },
  );

  it('keeps the floating buttons off the payment-failure page’s order details (390 px and desktop)', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${orderableProduct.id}`);
    await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
    await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
    await page.getByRole('link', { name: messages['cart.checkout'] }).click();
    await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
    const name = locale === 'ar' ? 'نورة المهندي' : 'Noora Al-Muhannadi';
    const [first, last] = name.split(' ');
    await page.getByLabel(messages['checkout.firstName']).fill(first!);
    await page.getByLabel(messages['checkout.lastName']).fill(last!);
    await page.getByLabel(messages['checkout.phone']).fill(uniqueLocalPhone());
    await page.getByLabel(messages['checkout.email']).fill(`failed-${locale}-${RUN}@matjar.test`);
    await fillDeliveryAddress(page, messages);
    await page.getByRole('radio', { name: new RegExp(messages['checkout.method.online']) }).check();
    await page.getByRole('button', { name: messages['checkout.submit.online'] }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByLabel(/Card number|رقم البطاقة/).fill('4000 0000 0000 0002');
    await page.getByLabel(/Expiry|تاريخ الانتهاء/).fill('12/30');
    await page.getByLabel(/CVV/).fill('123');
    await page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
    await page.waitForURL(/\/checkout\/failed\?orderNumber=/);
    const details = page.getByRole('region', { name: messages['checkout.order.details'] });
    await details.getByText(name).waitFor();
    await expectUncovered(page, details.getByText(name));
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectUncovered(page, details.getByText(name));
    await shoot(page, `restock-payment-failed-${locale}`);
    await context.close();
  });
});
