// Journey ("Done when"): the storefront by keyboard alone, in Arabic and English — browse to a product card,
// choose a product option (a radio group, by arrow), add to the cart and change the quantity, lower and remove
// cart lines, apply and remove a coupon, submit the checkout with errors, open and close the sign-in dialog,
// the home banner's slide, arrow and dot (a ring that shows on any picture), a refused card on the sandbox
// card page, and (at 390 px) open and close the phone menu. After every key: the focused element is on screen, not covered by the sticky
// header or an overlay, drawn with a focus ring of at least 3:1 against what is behind it, and where the step
// expects it; the live region says each change of the cart and the coupon. Uses the seeded catalogue and the
// seeded MATJAR10 coupon; the cart lives in this browser context only.
import '../apps/storefront/app/i18n/both-catalogs.js';
import { formatNumber, type Locale } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type MessageKey } from '../apps/storefront/app/i18n/t.js';
import { seedCoupons } from '../packages/db/src/seed/content/coupons.js';
import { signInThroughApi } from './support/admin-api.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { expectFocusShown, press, ringContrastOnAnyBackground, tabTo } from './support/focus-check.js';
import { placeCardOrder, uniqueLocalPhone } from './support/order-setup.js';
import { orderableProduct, productWithPricedVariants, SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const MATJAR10 = seedCoupons(new Date()).find((coupon) => coupon.code === 'MATJAR10')!;
/** A second product without options to buy, other than orderableProduct. */
const other = SEEDED_PRODUCTS.find(
  ({ id, plan }) =>
    id !== orderableProduct.id &&
    plan.source.isActive !== false &&
    !plan.isGiftCard &&
    plan.variants.length === 0 &&
    plan.stock >= 5,
)!;
const { product: withOptions } = productWithPricedVariants();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocusedOn = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => element === document.activeElement);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const announcer = (page: Page) => page.locator('[data-live-announcer]');
async function expectAnnounced(page: Page, text: string) {
  await expect.poll(() => announcer(page).textContent(), { timeout: 10_000 }).toBe(text);
}

describe.each(['ar', 'en'] as const)('the storefront by keyboard in %s', (locale: Locale) => {
  const prefix = locale === 'ar' ? '' : '/en';
  const say = (key: MessageKey, params?: Record<string, string | number>) => t(locale, key, params);
  const nameOf = (product: typeof other) =>
    locale === 'en' ? product.plan.source.nameEn : product.plan.source.nameAr;

  it('browses, chooses an option, fills the cart, uses a coupon and meets the checkout errors', async () => {
    const { context, page } = await openPage(browser, 'desktop');

    // Browse: from the top of the product list to the first card's name.
    await gotoHydrated(page, `${baseUrl}${prefix}/products`);
    await tabTo(page, page.locator('main article a[href*="/product/"]').first(), 'products: first card');

    // A product option is a radio group: Tab stops once in it (on the chosen value, or the first), and the
    // arrow that points onward in the reading direction moves to the next value and chooses it.
    await gotoHydrated(page, `${baseUrl}${prefix}/product/${withOptions.id}`);
    const group = page.getByRole('radiogroup').first();
    const radios = group.getByRole('radio');
    await tabTo(page, group.locator('[role="radio"][tabindex="0"]'), 'product: option group');
    const count = await radios.count();
    expect(count).toBeGreaterThan(1);
    const entered = await radios.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
    const next = radios.nth((entered + 1) % count);
    await press(page, locale === 'ar' ? 'ArrowLeft' : 'ArrowRight', 'product: next option', next);
    expect(await next.getAttribute('aria-checked')).toBe('true');
    expect(await radios.evaluateAll((all) => all.filter((r) => r.tabIndex === 0).length)).toBe(1);

    // Add to the cart: the button gives way to the stepper and focus goes to its plus.
    for (const [product, quantity] of [
      [orderableProduct, 2],
      [other, 1],
    ] as const) {
      await gotoHydrated(page, `${baseUrl}${prefix}/product/${product.id}`);
      await tabTo(page, page.getByRole('button', { name: say('product.addToCart'), exact: true }), 'add');
      const plus = page.getByRole('button', {
        name: say('cart.stepper.increase', { name: nameOf(product) }),
      });
      await press(page, 'Enter', 'add: pressed', plus);
      await expectAnnounced(page, say('restock.added', { count: product === other ? 3 : 1 }));
      if (quantity === 2) {
        await press(page, 'Enter', 'plus: pressed', plus);
        await expectAnnounced(page, say('restock.added', { count: 2 }));
      }
    }

    // The cart: minus lowers and says so; minus on the last unit removes the line, focus to the next line.
    await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
    const first = nameOf(orderableProduct);
    const minus = page.getByRole('button', { name: say('cart.stepper.decrease', { name: first }) });
    await tabTo(page, minus, 'cart: minus');
    await press(
      page,
      'Enter',
      'cart: lower',
      page.getByRole('button', { name: say('cart.stepper.decreaseRemoves', { name: first }) }),
    );
    await expectAnnounced(
      page,
      say('cart.announce.lowered', { name: first, quantity: formatNumber(1, locale), count: 2 }),
    );
    await press(
      page,
      'Enter',
      'cart: remove the line',
      page.getByRole('button', { name: say('cart.remove', { name: nameOf(other) }) }),
    );
    await expectAnnounced(page, say('cart.announce.removed', { name: first, count: 1 }));

    // The coupon: applied with Enter in its field (focus stays), removed (focus back to the field).
    const field = page.getByLabel(say('cart.coupon.label'), { exact: true });
    await tabTo(page, field, 'cart: coupon field');
    await page.keyboard.type(MATJAR10.code);
    await press(page, 'Enter', 'coupon: apply', field);
    // The total is the server's; the words before it are the catalogue's.
    const [applied] = say('cart.announce.couponApplied', { code: MATJAR10.code, total: '\u0000' }).split(
      '\u0000',
    );
    await expect
      .poll(() => announcer(page).textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${escapeRegExp(applied!)}\\S`));
    await saveScreenshot(page, `keyboard-cart-coupon-${locale}-1366`);
    const removeCoupon = page.getByRole('button', {
      name: say('cart.coupon.remove', { code: MATJAR10.code }),
    });
    await tabTo(page, removeCoupon, 'cart: remove coupon');
    await press(page, 'Enter', 'coupon: removed', field);
    await expectAnnounced(page, say('cart.announce.couponRemoved', { code: MATJAR10.code }));

    // The checkout: the name typed, the rest left empty, Enter: focus goes to the first field in error (the
    // field after the name), which shows its ring.
    await gotoHydrated(page, `${baseUrl}${prefix}/checkout/payment`);
    const controls = 'main form :is(input:not([type="hidden"]), select, textarea)';
    const firstField = page.locator(controls).first();
    await tabTo(page, firstField, 'checkout: first field');
    await page.keyboard.type('Sara Al-Kuwari');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate((selector) => {
          const invalid = document.querySelector('main form [aria-invalid="true"]');
          const first = document.querySelector(selector);
          return invalid !== null && invalid !== first && invalid === document.activeElement;
        }, controls),
      )
      .toBe(true);
    const report = await expectFocusShown(page, 'checkout: first field in error');
    expect(report.ringContrast).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, `keyboard-checkout-errors-${locale}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, `keyboard-checkout-errors-${locale}-390`);
    await page.setViewportSize({ width: 1366, height: 768 });

    // The sign-in dialog: focus inside while open, back on the account button after Escape.
    const account = page.locator('header [data-account-button]');
    await tabTo(page, account, 'checkout: back to the account button', 90, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expectFocusShown(page, 'dialog: first control');
    await press(page, 'Escape', 'dialog: closed', account);

    await context.close();
  }, 300_000);

  it('rings the home banner, its arrows and dots so they show on any picture; dots are 24-px targets', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    const banner = page.locator('main section[aria-roledescription="carousel"]').first();
    const slide = banner.locator('li[aria-hidden="false"] a');
    if ((await slide.count()) > 0) {
      await tabTo(page, slide.first(), 'home: banner slide');
      expect(await ringContrastOnAnyBackground(page)).toBeGreaterThanOrEqual(3);
    }
    const next = banner.getByRole('button', { name: say('home.banner.next') });
    await tabTo(page, next, 'home: banner next');
    expect(await ringContrastOnAnyBackground(page)).toBeGreaterThanOrEqual(3);
    const dot = banner.getByRole('button', { name: say('home.banner.goTo', { index: 2 }) });
    await tabTo(page, dot, 'home: banner dot');
    expect(await ringContrastOnAnyBackground(page)).toBeGreaterThanOrEqual(3);
    const box = (await dot.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await saveScreenshot(page, `keyboard-home-banner-dot-${locale}-1366`);
    await context.close();
  }, 120_000);

  it('brings the card page back with focus on the refused field, marked and described', async () => {
    const token = await signInThroughApi(baseUrl, E2E_ADMIN);
    const phone = uniqueLocalPhone();
    const order = await placeCardOrder(baseUrl, token, {
      name: locale === 'ar' ? 'سارة الكواري' : 'Sara Al-Kuwari',
      email: `keys-card-${phone}@example.qa`,
      localPhone: phone,
    });
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(new URL(order.paymentUrl, baseUrl).toString());
    const field = (name: string) => page.locator(`form.pay input[name="${name}"]`);
    // Typed by keyboard: a number that is no test card, then Enter from the code field.
    for (const [name, text] of [
      ['card', '1234 5678 9012 3456'],
      ['expiry', '12/30'],
      ['cvc', '123'],
    ] as const) {
      await tabTo(page, field(name), `card page: ${name}`, 20);
      await page.keyboard.type(text);
    }
    for (const [wrong, fix] of [
      ['card', '4242 4242 4242 4242'],
      ['expiry', null],
    ] as const) {
      await page.keyboard.press('Enter');
      await page.waitForLoadState('load');
      await expect
        .poll(() => isFocusedOn(field(wrong)), { message: `card page: focus on ${wrong}` })
        .toBe(true);
      await expectFocusShown(page, `card page: ${wrong} refused`);
      expect(await field(wrong).getAttribute('aria-invalid')).toBe('true');
      const message = await page
        .locator(`#${await field(wrong).getAttribute('aria-describedby')}`)
        .textContent();
      expect(message?.trim().length).toBeGreaterThan(0);
      if (!fix) break;
      await saveScreenshot(page, `keyboard-card-page-refused-${locale}-390`);
      // Fixed, with an expiry in the past this time; the code is never kept, so it is typed again.
      await page.keyboard.press('Control+A');
      await page.keyboard.type(fix);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('01/20');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
    }
    await context.close();
  }, 120_000);

  it('opens the phone menu into its first link and closes it back to its button (390 px)', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    const menuButton = page.getByRole('button', { name: say('header.menuOpen') });
    // The menu button comes right after the skip link (and the top banner's link, when it has one): a few
    // Tab presses, not a walk past the logo, the search and the badges.
    await tabTo(page, menuButton, 'phone: menu button', 3);
    await press(page, 'Enter', 'phone: menu opened', page.locator('#mobile-menu a').first());
    await saveScreenshot(page, `keyboard-phone-menu-${locale}`);
    await press(
      page,
      'Escape',
      'phone: menu closed',
      page.getByRole('button', { name: say('header.menuOpen') }),
    );
    await context.close();
  }, 120_000);
});
