// Journey: forms that say everything at once, and the shop's identity. In Arabic and in English: an empty
// sign-up shows every field's problem together, each marked invalid beside its field and listed in the
// announced summary, with +974 fixed before the phone; the footer and the contact page show the shop's
// commercial registration number and its phone as +974 XXXX XXXX; the wishlist, whose stored copy of a card
// is out of date, shows the catalogue's price and adds to the cart at the server's price, while a product with
// variants sends the shopper to its page to choose one; at 390 px the floating WhatsApp button never covers a
// wishlist heart (bounding boxes compared) nor a coupon chip. Screenshots at 390 and 1366 px in both languages.
import { AdminSettingsResponse, effectivePrice, formatMoney, type Locale } from '@matjar/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { adminJson, signInThroughApi } from './support/admin-api.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { SEEDED_PRODUCTS, type SeededProduct } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const MESSAGES = { ar, en } as const;
const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');
/** A registration number as the settings take it (digits, an optional /branch). */
const CR_NUMBER = '154321/3';

let browser: Browser;
let token: string;
let originalCr: string | null = null;

async function putCommercialRegistration(value: string | null) {
  return AdminSettingsResponse.parse(
    await adminJson(baseUrl, token, 'PUT', '/settings/commercial_registration', { value: value ?? '' }),
  ).settings;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  const settings = AdminSettingsResponse.parse(await adminJson(baseUrl, token, 'GET', '/settings')).settings;
  originalCr = settings.commercialRegistration;
  await putCommercialRegistration(CR_NUMBER);
});

afterAll(async () => {
  await browser?.close();
  // Other journeys expect the seeded shell: the number goes back to what it was.
  if (token) await putCommercialRegistration(originalCr);
});

const isSimple = ({ plan }: SeededProduct) =>
  plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20;
const simple = SEEDED_PRODUCTS.filter(isSimple);
const withVariants = SEEDED_PRODUCTS.find(
  ({ plan }) => plan.source.isActive !== false && !plan.isGiftCard && plan.variants.some((v) => v.stock > 0),
)!;
const nameIn = (product: SeededProduct, locale: Locale) =>
  locale === 'en' ? product.plan.source.nameEn : product.plan.source.nameAr;
const shelfPrice = ({ plan }: SeededProduct) =>
  effectivePrice({ price: plan.price, discount_type: plan.discountType, discount_value: plan.discountValue })
    .final;

/** A wishlist entry as an older visit stored it: a stale price of 1 dirham and no word on variants. */
const staleEntry = (product: SeededProduct) => ({
  id: product.id,
  name: product.plan.source.nameAr,
  name_en: product.plan.source.nameEn,
  price: 1,
  image: null,
  stock: 1,
});

async function storeWishlist(page: Page, products: readonly SeededProduct[]) {
  await page.evaluate(
    (entries) => window.localStorage.setItem('wishlist', JSON.stringify(entries)),
    products.map(staleEntry),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the floating buttons cover of `control` now: 'clear' when each is hidden or its box misses the control's. */
async function coverage(page: Page, locale: Locale, control: Locator): Promise<string> {
  const target = await control.boundingBox();
  if (!target) return 'the control has no box';
  const floating = [
    page.getByRole('link', { name: MESSAGES[locale]['whatsapp.chat'] }),
    page.getByRole('button', { name: MESSAGES[locale]['scrollTop.label'] }),
  ];
  for (const button of floating) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    if (box && intersects(box, target)) return 'covered';
  }
  return 'clear';
}

/**
 * Waits until the floating buttons have answered the last scroll, however busy the machine: their corner is
 * measured in an animation frame (use-keep-clear.ts), React then moves them, and their slide runs to its end.
 */
async function settleFloatingButtons(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    await new Promise((done) => setTimeout(done, 0));
    const buttons = document.querySelector('[data-floating-buttons]');
    const moving = buttons?.getAnimations({ subtree: true }) ?? [];
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Scrolls `control` to the bottom of the screen, the floating buttons' corner, lets the buttons answer and
 * polls until neither the WhatsApp nor the back-to-top button is over it.
 */
async function expectNotCovered(page: Page, locale: Locale, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await settleFloatingButtons(page);
  await expect.poll(() => coverage(page, locale, control)).toBe('clear');
}

describe.each(['ar', 'en'] as const)('forms and the shop’s identity (%s)', (locale) => {
  const messages = MESSAGES[locale];
  const prefix = prefixOf(locale);

  it('an empty sign-up shows every problem at once, beside each field and in the summary', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await gotoHydrated(page, `${baseUrl}${prefix}/login`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: messages['account.toSignup'], exact: true }).click();
      const phone = main.getByLabel(messages['account.phone']);
      // The fixed country code sits before the phone, as at checkout.
      expect((await phone.locator('xpath=..').textContent())?.trim()).toBe('+974');
      await main.getByRole('button', { name: messages['account.signupSubmit'], exact: true }).click();

      const summary = main.getByRole('alert');
      const fields = [
        'account.firstName',
        'account.lastName',
        'account.email',
        'account.phone',
        'account.password',
        'account.confirmPassword',
      ] as const;
      await expect.poll(() => summary.getByRole('link').count()).toBe(fields.length);
      for (const key of fields) {
        const control = main.getByLabel(messages[key], { exact: true });
        expect(await control.getAttribute('aria-invalid'), key).toBe('true');
        const described = (await control.getAttribute('aria-describedby')) ?? '';
        const said = await page.locator(`[id="${described}"]`).textContent();
        expect(said, key).toBeTruthy();
        await summary.getByRole('link', { name: `${messages[key]}: ${said}` }).waitFor();
      }
      // The first field to fix has the focus.
      expect(
        await main.getByLabel(messages['account.firstName']).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await saveScreenshot(page, `forms-signup-errors-${locale}-phone`);
    } finally {
      await context.close();
    }
  });

  it('shows the CR number and the phone as +974 XXXX XXXX in the footer and on the contact page', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await openPage(browser, viewport);
      try {
        const registration = fillMessage(messages['shop.commercialRegistration'], { number: CR_NUMBER });
        await gotoHydrated(page, `${baseUrl}${prefix}/contact`);
        for (const place of [page.locator('footer'), page.getByRole('main')]) {
          const cr = place.locator('[data-commercial-registration]');
          await expect.poll(() => cr.textContent()).toBe(registration);
          expect(await cr.locator('bdi').getAttribute('dir')).toBe('ltr');
          const phone = place.getByRole('link', { name: '+974 5000 1234' }).first();
          expect(await phone.getAttribute('href')).toBe('tel:+97450001234');
          expect(await place.textContent()).not.toContain('97450001234');
        }
        // The contact form's phone shows the fixed +974 too.
        const phoneField = page.getByLabel(new RegExp(`^${messages['contact.phone']}`));
        expect((await phoneField.locator('xpath=..').textContent())?.trim()).toBe('+974');
        await page.evaluate(() => document.fonts.ready);
        await saveScreenshot(page, `trust-contact-${locale}-${viewport}`);
      } finally {
        await context.close();
      }
    }
  });

  it('adds to the cart from the wishlist at the server’s price; a product with variants opens its page', async () => {
    const product = simple[locale === 'ar' ? 0 : 1]!;
    const { context, page } = await openPage(browser, 'phone');
    try {
      await gotoHydrated(page, `${baseUrl}${prefix}/`);
      await storeWishlist(page, [product, withVariants]);
      await gotoHydrated(page, `${baseUrl}${prefix}/wishlist`);
      const add = page.getByRole('button', {
        name: fillMessage(messages['cart.card.addNamed'], { name: nameIn(product, locale) }),
      });
      await add.waitFor();
      // The card shows the catalogue's price, not the 1 dirham the stored copy says.
      const card = page.locator('li').filter({ has: add });
      expect(await card.textContent()).toContain(formatMoney(shelfPrice(product), locale));
      const choose = page.getByRole('link', {
        name: fillMessage(messages['cart.card.chooseNamed'], { name: nameIn(withVariants, locale) }),
      });
      expect(await choose.getAttribute('href')).toBe(`${prefix}/product/${withVariants.id}`);
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, `wishlist-add-to-cart-${locale}-phone`);

      await add.click();
      await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
      const lines = page.getByRole('region', { name: messages['cart.lines'] }).getByRole('listitem');
      await expect.poll(() => lines.count()).toBe(1);
      expect(await lines.first().textContent()).toContain(nameIn(product, locale));
      expect(await lines.first().textContent()).toContain(formatMoney(shelfPrice(product), locale));

      await gotoHydrated(page, `${baseUrl}${prefix}/wishlist`);
      await page
        .getByRole('link', {
          name: fillMessage(messages['cart.card.chooseNamed'], { name: nameIn(withVariants, locale) }),
        })
        .click();
      await page.waitForURL(`${baseUrl}${prefix}/product/${withVariants.id}`);
    } finally {
      await context.close();
    }
  });

  it('at 390 px the WhatsApp button never covers a wishlist heart or a coupon chip', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await gotoHydrated(page, `${baseUrl}${prefix}/`);
      await storeWishlist(page, simple.slice(0, 6));
      await gotoHydrated(page, `${baseUrl}${prefix}/wishlist`);
      const hearts = page.locator('main [data-keep-clear][aria-pressed]');
      await expect.poll(() => hearts.count()).toBe(6);
      // The WhatsApp button is there to begin with, so "clear" is not a vacuous pass.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(() => page.getByRole('link', { name: messages['whatsapp.chat'] }).isVisible())
        .toBe(true);
      for (let index = 0; index < 6; index += 1) await expectNotCovered(page, locale, hearts.nth(index));
      // Each card's remove and view buttons under it too.
      const actions = page.locator('main li > div[data-keep-clear]');
      for (let index = 0; index < 6; index += 1) await expectNotCovered(page, locale, actions.nth(index));
      await saveScreenshot(page, `wishlist-floating-${locale}-phone`);

      // The control: with the wishlist's markers taken off, the hearts of the column under the corner would be
      // covered, so the checks above measured a real overlap the buttons avoided.
      await page.evaluate(() => {
        for (const marked of document.querySelectorAll('main [data-keep-clear]')) {
          marked.removeAttribute('data-keep-clear');
        }
      });
      const unmarked = page.locator('main li [aria-pressed]');
      // One covered heart is the proof; the loop stops there.
      let covered = 0;
      for (let index = 0; index < 6 && covered === 0; index += 1) {
        await unmarked.nth(index).evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await settleFloatingButtons(page);
        if ((await coverage(page, locale, unmarked.nth(index))) === 'covered') covered += 1;
      }
      expect(covered).toBeGreaterThan(0);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // The coupon chips of the cart, with something in it.
      await page
        .getByRole('button', {
          name: fillMessage(messages['cart.card.addNamed'], { name: nameIn(simple[0]!, locale) }),
        })
        .click();
      await gotoHydrated(page, `${baseUrl}${prefix}/cart`);
      const chips = page
        .getByRole('heading', { name: messages['cart.coupon.available'] })
        .locator('xpath=..')
        .getByRole('button');
      await expect.poll(() => chips.count()).toBeGreaterThan(0);
      const count = await chips.count();
      for (let index = 0; index < count; index += 1) await expectNotCovered(page, locale, chips.nth(index));
    } finally {
      await context.close();
    }
  });

  it('looks right on a wide screen too', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await gotoHydrated(page, `${baseUrl}${prefix}/`);
      await storeWishlist(page, [...simple.slice(0, 4), withVariants]);
      await gotoHydrated(page, `${baseUrl}${prefix}/wishlist`);
      await page
        .getByRole('button', {
          name: fillMessage(messages['cart.card.addNamed'], { name: nameIn(simple[0]!, locale) }),
        })
        .waitFor();
      const hearts = page.locator('main [data-keep-clear][aria-pressed]');
      for (let index = 0; index < 5; index += 1) await expectNotCovered(page, locale, hearts.nth(index));
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, `wishlist-add-to-cart-${locale}-desktop`);
      await gotoHydrated(page, `${baseUrl}${prefix}/login`);
      await page
        .getByRole('main')
        .getByRole('button', { name: messages['account.toSignup'], exact: true })
        .click();
      await page
        .getByRole('main')
        .getByRole('button', { name: messages['account.signupSubmit'], exact: true })
        .click();
      await page.getByRole('main').getByRole('alert').getByRole('link').first().waitFor();
      await saveScreenshot(page, `forms-signup-errors-${locale}-desktop`);
    } finally {
      await context.close();
    }
  });
});
