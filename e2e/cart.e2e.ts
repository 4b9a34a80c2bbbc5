// Journey: a shopper adds two products in Arabic, changes quantities on the cart page, applies MATJAR10 and a
// made-up code (error in Arabic, cleared by typing), checks the totals against core's rule and removes lines;
// then the same page in English. Screenshots of the cart empty, full, with a coupon and with a coupon error.
import {
  computeOrderTotals,
  fillPlurals,
  formatMoney,
  formatNumber,
  MAX_UNITS_PER_LINE,
  type Locale,
} from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { seedCoupons } from '../packages/db/src/seed/content/coupons.js';
import { SEEDED_PRODUCTS, type SeededProduct } from './support/seeded-catalog.js';
import { watchStatusShown } from './support/page-checks.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
/** Waits for what the shopper waits for: hydration and the server's quote, on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Active, undiscounted products without variants, in stock and under 100 QAR (so quantities move the totals). */
const simple = SEEDED_PRODUCTS.filter(
  ({ plan }) =>
    plan.source.isActive !== false &&
    !plan.isGiftCard &&
    plan.variants.length === 0 &&
    plan.discountType === null &&
    plan.stock >= 5 &&
    plan.price < 25_000,
);
const [first, second] = simple as [SeededProduct, SeededProduct];
const nameOf = (product: SeededProduct, locale: Locale) =>
  locale === 'en' ? product.plan.source.nameEn : product.plan.source.nameAr;

const MATJAR10 = seedCoupons(new Date()).find((coupon) => coupon.code === 'MATJAR10')!;
function expectedTotal(subtotal: number, code: string | null): number {
  return computeOrderTotals({
    subtotal,
    physicalSubtotal: subtotal,
    hasPhysicalItems: true,
    now: new Date(),
    couponCode: code,
    coupon: code ? MATJAR10 : null,
  }).total;
}

const summary = (page: Page) => page.getByRole('complementary');
const totalText = (page: Page) => summary(page).locator('dd').last().textContent();

async function shoot(page: Page, name: string) {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function addFromProductPage(page: Page, prefix: string, product: SeededProduct, messages: typeof ar) {
  await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
  const overlayShown = await watchStatusShown(page, messages['product.added']);
  await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
  const overlay = page.getByRole('status').filter({ hasText: messages['product.added'] });
  await poll(() => overlay.isVisible()).toBe(true);
  expect(await overlay.getByRole('link', { name: messages['product.viewCart'] }).count()).toBe(1);
  // The overlay goes by itself after 1 second (storefront §9); the add button has become a stepper.
  const shownMs = await overlayShown();
  expect(shownMs).toBeGreaterThanOrEqual(950);
  expect(shownMs).toBeLessThan(3_000);
  expect(await overlay.count()).toBe(0);
  const stepperName = messages['cart.stepper.label'].replace('{name}', nameOf(product, prefix ? 'en' : 'ar'));
  await poll(() => page.getByRole('group', { name: stepperName }).isVisible()).toBe(true);
}

describe('cart', () => {
  it('Arabic: add two products, change quantities, coupons, totals, remove', async () => {
    expect(second, 'the seed needs two simple products under 250 QAR').toBeDefined();
    const { context, page } = await openPage(browser, 'desktop');
    await gotoHydrated(page, `${baseUrl}/cart`);
    await poll(() => page.getByRole('heading', { name: ar['cart.empty.title'] }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: ar['cart.empty.cta'] }).getAttribute('href')).toBe(
      '/products',
    );
    await shoot(page, 'cart-empty-ar');

    await addFromProductPage(page, '', first, ar);
    await addFromProductPage(page, '', second, ar);
    await poll(() =>
      page
        .getByRole('link', { name: `${ar['header.cart']}: ${formatNumber(2, 'ar')} عنصر` })
        .first()
        .isVisible(),
    ).toBe(true);

    await gotoHydrated(page, `${baseUrl}/cart`);
    const lines = page.getByRole('region', { name: ar['cart.lines'] }).getByRole('listitem');
    await poll(() => lines.count()).toBe(2);
    const firstName = nameOf(first, 'ar');
    const secondName = nameOf(second, 'ar');
    expect(await lines.nth(0).textContent()).toContain(firstName);

    // + twice on the first line, then − once on the second (a line of 1: the minus removes it) is checked later.
    const plus = page.getByRole('button', { name: ar['cart.stepper.increase'].replace('{name}', firstName) });
    await plus.click();
    await plus.click();
    const subtotal = first.plan.price * 3 + second.plan.price;
    await poll(() => totalText(page)).toBe(formatMoney(expectedTotal(subtotal, null), 'ar'));
    await shoot(page, 'cart-full-ar');

    // A made-up code: the server's message in Arabic; typing clears it.
    const field = page.getByLabel(ar['cart.coupon.label'], { exact: true });
    await field.fill('NOPE2026');
    await page.getByRole('button', { name: ar['cart.coupon.apply'], exact: true }).click();
    const error = summary(page).getByRole('alert');
    await poll(() => error.textContent()).toBe('كود الخصم غير صالح');
    await shoot(page, 'cart-coupon-error-ar');
    await field.fill('NOPE');
    expect(await error.count()).toBe(0);

    await field.fill('matjar10');
    await page.getByRole('button', { name: ar['cart.coupon.apply'], exact: true }).click();
    await poll(() =>
      summary(page).getByText(ar['cart.coupon.applied'].replace('{code}', 'MATJAR10')).isVisible(),
    ).toBe(true);
    await poll(() => totalText(page)).toBe(formatMoney(expectedTotal(subtotal, 'MATJAR10'), 'ar'));
    expect(await summary(page).textContent()).toContain(
      ar['cart.summary.discount'].replace('{code}', 'MATJAR10'),
    );
    await shoot(page, 'cart-coupon-applied-ar');

    // Each line shows one remove control: its remove button. The second line holds 1: its minus keeps the
    // minus look (not a second bin) and still removes the line; then the first line's remove button empties it.
    const secondLine = lines.filter({ hasText: secondName });
    const removeNamed = (name: string) =>
      secondLine.getByRole('button', { name: name.replace('{name}', secondName), exact: true });
    expect(await removeNamed(ar['cart.remove']).count()).toBe(1);
    expect(await removeNamed(ar['cart.stepper.remove']).count()).toBe(0);
    // One bin on the line (its remove button's); the minus draws a minus.
    expect(await secondLine.locator('button use[href$="#trash"]').count()).toBe(1);
    expect(await secondLine.getByRole('group').locator('button use[href$="#minus"]').count()).toBe(1);
    await removeNamed(ar['cart.stepper.decreaseRemoves']).click();
    await poll(() => lines.count()).toBe(1);
    await poll(() => totalText(page)).toBe(
      formatMoney(expectedTotal(first.plan.price * 3, 'MATJAR10'), 'ar'),
    );
    await page.getByRole('button', { name: ar['cart.remove'].replace('{name}', firstName) }).click();
    await poll(() => page.getByRole('heading', { name: ar['cart.empty.title'] }).isVisible()).toBe(true);
    await context.close();
  });

  it('English: a card adds, the cart shows English names, MATJAR10 applies', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    const name = nameOf(second, 'en');
    // From a product card: the add button becomes a stepper once the product is in the cart.
    await gotoHydrated(page, `${baseUrl}/en/search?q=${encodeURIComponent(name)}`);
    await page
      .getByRole('button', { name: en['cart.card.addNamed'].replace('{name}', name), exact: true })
      .click();
    const cardStepper = page.getByRole('group', { name: en['cart.stepper.label'].replace('{name}', name) });
    await poll(() => cardStepper.isVisible()).toBe(true);
    // A card has no other remove control, so its minus at 1 is the bin that removes.
    expect(
      await cardStepper
        .getByRole('button', { name: en['cart.stepper.remove'].replace('{name}', name), exact: true })
        .count(),
    ).toBe(1);
    await gotoHydrated(page, `${baseUrl}/en/cart`);
    const lines = page.getByRole('region', { name: en['cart.lines'] }).getByRole('listitem');
    await poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(name);
    await page.getByRole('button', { name: en['cart.stepper.increase'].replace('{name}', name) }).click();
    await page.getByRole('button', { name: /^MATJAR10/ }).click();
    await poll(() =>
      summary(page).getByText(en['cart.coupon.applied'].replace('{code}', 'MATJAR10')).isVisible(),
    ).toBe(true);
    await poll(() => totalText(page)).toBe(
      formatMoney(expectedTotal(second.plan.price * 2, 'MATJAR10'), 'en'),
    );
    await shoot(page, 'cart-coupon-applied-en');
    await page.getByLabel(en['cart.coupon.label'], { exact: true }).fill('SAVE50');
    await page.getByRole('button', { name: en['cart.coupon.apply'], exact: true }).click();
    // The seeded SAVE50 expired in 2025.
    await poll(() => summary(page).getByRole('alert').textContent()).toBe('Coupon code has expired');
    await shoot(page, 'cart-coupon-error-en');
    expect(await page.getByRole('link', { name: en['cart.checkout'] }).getAttribute('href')).toBe(
      '/en/checkout/payment',
    );
    await gotoHydrated(page, `${baseUrl}/en/cart`);
    await page.getByRole('button', { name: en['cart.remove'].replace('{name}', name) }).click();
    await poll(() => page.getByRole('heading', { name: en['cart.empty.title'] }).isVisible()).toBe(true);
    await shoot(page, 'cart-empty-en');
    await context.close();
  });

  it('the stepper stops at the cap on units per line, saying why in Arabic and in English', async () => {
    // Other journeys order from the same shop: the stock it has now, not the seed's, must be over the cap. The
    // cart quote reads it from the database (the catalogue's cached answers refresh only when the stock a
    // shopper is shown changes, such as a sell-out, so their exact number can lag).
    let plenty: SeededProduct | undefined;
    for (const candidate of SEEDED_PRODUCTS.filter(
      ({ plan }) =>
        plan.source.isActive !== false &&
        !plan.isGiftCard &&
        plan.variants.length === 0 &&
        plan.stock > MAX_UNITS_PER_LINE,
    )) {
      const quote = await fetch(`${baseUrl}/api/store/cart/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ product_id: candidate.id, quantity: 1 }] }),
      });
      const { lines } = (await quote.json()) as { lines: { available: number }[] };
      if ((lines[0]?.available ?? 0) > MAX_UNITS_PER_LINE) {
        plenty = candidate;
        break;
      }
    }
    expect(plenty, `the seed needs a product with more than ${MAX_UNITS_PER_LINE} in stock`).toBeDefined();
    const { context, page } = await openPage(browser, 'desktop');
    await addFromProductPage(page, '', plenty!, ar);
    await gotoHydrated(page, `${baseUrl}/cart`);
    const name = nameOf(plenty!, 'ar');
    const plus = page.getByRole('button', { name: ar['cart.stepper.increase'].replace('{name}', name) });
    const quantity = page.getByRole('group', { name: ar['cart.stepper.label'].replace('{name}', name) });
    for (let count = 2; count <= MAX_UNITS_PER_LINE; count++) {
      await plus.click();
      await poll(() => quantity.locator('output').textContent()).toBe(formatNumber(count, 'ar'));
    }
    expect(await plus.isDisabled()).toBe(true);
    const arabicNote = fillPlurals(ar['cart.limit.line'], { max: MAX_UNITS_PER_LINE }, 'ar');
    await poll(() => page.getByRole('status').filter({ hasText: arabicNote }).isVisible()).toBe(true);

    await gotoHydrated(page, `${baseUrl}/en/cart`);
    const englishNote = en['cart.limit.line'].replace('{max}', String(MAX_UNITS_PER_LINE));
    await poll(() => page.getByRole('status').filter({ hasText: englishNote }).isVisible()).toBe(true);
    const english = nameOf(plenty!, 'en');
    expect(
      await page
        .getByRole('button', { name: en['cart.stepper.increase'].replace('{name}', english) })
        .isDisabled(),
    ).toBe(true);
    await context.close();
  });
});
