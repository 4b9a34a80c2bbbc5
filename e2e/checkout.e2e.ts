// Journeys: checkout to its result screens. An Arabic cash order from the product page to the confirmation
// (and the order on the server); English card orders through the sandbox payment page: paid → success,
// declined → failed, cancelled → cancelled; a gift card bought → its codes on screen and in the e-mail that
// reached the SMTP catcher. Screenshots of every screen at 390 and 1366 px.
import {
  cityLabel,
  errorMessage,
  formatMoney,
  type Locale,
  type StoreVerifyOrderResponse,
  shownOrderNumber,
} from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import { expectPageAccessible } from './support/accessibility-watch.js';
import { gotoHydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser.js';
import { waitForMail } from './support/mail-catcher.js';
import { SEEDED_PRODUCTS, type SeededProduct } from './support/seeded-catalog.js';
import { fillDeliveryAddress, qatarOrderData } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 8);
const MESSAGES = { ar, en } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Active products without variants and with stock to spare, so each journey can buy one. */
const simple = SEEDED_PRODUCTS.filter(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 10,
);
const giftCard = SEEDED_PRODUCTS.find(
  ({ plan }) => plan.source.isActive !== false && plan.isGiftCard && plan.variants.some((v) => v.stock > 0),
)!;

const prefixOf = (locale: Locale) => (locale === 'en' ? '/en' : '');
/** A message with its {placeholders} filled, as the page's t() does. */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function addToCart(page: Page, locale: Locale, product: SeededProduct, variantName?: string) {
  const messages = MESSAGES[locale];
  await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/product/${product.id}`);
  if (variantName) {
    await page
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(variantName)}`) })
      .first()
      .click();
  }
  await page.getByRole('button', { name: messages['product.addToCart'], exact: true }).click();
  await page.getByRole('status').filter({ hasText: messages['product.added'] }).waitFor();
}

/** From the cart page's proceed button to a checkout form that has the server's summary. */
async function openCheckout(page: Page, locale: Locale) {
  const messages = MESSAGES[locale];
  await gotoHydrated(page, `${baseUrl}${prefixOf(locale)}/cart`);
  await page.getByRole('link', { name: messages['cart.checkout'] }).click();
  await page.waitForURL(`${baseUrl}${prefixOf(locale)}/checkout/payment`);
  // The cart page has an order summary too: wait for what only checkout shows, once priced.
  await page.getByRole('heading', { name: messages['checkout.details'] }).waitFor();
}

/** The current viewport's shot is not enough: both widths, phone last (the journey goes on at phone width). */
async function shootBothWidths(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-phone`);
}

async function fillDetails(page: Page, locale: Locale, email: string, physical = true, address = physical) {
  const messages = MESSAGES[locale];
  await page.getByLabel(messages['checkout.firstName']).fill(locale === 'ar' ? 'سارة' : 'Sara');
  await page.getByLabel(messages['checkout.lastName']).fill(locale === 'ar' ? 'الكواري' : 'Al-Kuwari');
  if (physical) await page.getByLabel(messages['checkout.phone']).fill('+974 5555 0101');
  await page.getByLabel(messages['checkout.email']).fill(email);
  if (address) await fillDeliveryAddress(page, messages);
}

/** On the sandbox's hosted page: a test card, or the cancel button; back in the shop on a result screen. */
async function payOnSandbox(page: Page, card: string | 'cancel') {
  await page.waitForURL(/\/pay\/sandbox\//);
  // Checked now: reopened after paying, the address shows the outcome instead of the card form.
  await expectPageAccessible(page);
  if (card === 'cancel') {
    await page.getByRole('button', { name: /Cancel|إلغاء/ }).click();
  } else {
    await page.getByLabel(/Card number|رقم البطاقة/).fill(card);
    await page.getByLabel(/Expiry|تاريخ الانتهاء/).fill('12/30');
    await page.getByLabel(/CVV/).fill('123');
    await page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
  }
  await page.waitForURL(/\/checkout\/(success|failed|cancelled)\?orderNumber=/);
}

async function verifyOrder(orderNumber: string): Promise<StoreVerifyOrderResponse> {
  const response = await fetch(`${baseUrl}/api/payments/verify-order/${orderNumber}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoreVerifyOrderResponse;
}

const orderNumberIn = (page: Page) => new URL(page.url()).searchParams.get('orderNumber') ?? '';

describe('checkout', () => {
  // D14, at phone width in both languages: the address is required and written the
  // Qatar way; the confirmation shows the items, where they go and when they should arrive.
  it.each([
    ['ar', 'Doha', '2–3'],
    ['en', 'Al Wakrah', '3–5'],
  ] as const)(
    '%s, phone: refuses an empty address, accepts a Qatar one (%s), confirms items and window',
    async (locale, city, days) => {
      const messages = MESSAGES[locale];
      const product = simple[4]!;
      const { context, page } = await openPage(browser, 'phone');
      await addToCart(page, locale, product);
      await openCheckout(page, locale);
      await fillDetails(page, locale, `address-${locale}-${RUN}@matjar.test`, true, false);
      // A phone of its own: open unpaid orders are capped per phone, and the other journeys share one.
      await page
        .getByLabel(messages['checkout.phone'])
        .fill(locale === 'ar' ? '+974 5555 0202' : '+974 5555 0303');
      await page.getByRole('radio', { name: new RegExp(messages['checkout.method.cash']) }).check();
      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();
      for (const code of [
        'DELIVERY_CITY_REQUIRED',
        'DELIVERY_ZONE_REQUIRED',
        'DELIVERY_STREET_REQUIRED',
        'DELIVERY_BUILDING_REQUIRED',
      ] as const) {
        await page.getByText(errorMessage(code, locale), { exact: true }).waitFor();
      }
      expect(page.url()).toContain('/checkout/payment');
      await shootBothWidths(page, `checkout-address-errors-${locale}`);

      await fillDeliveryAddress(page, messages, { city, street: locale === 'ar' ? 'شارع الوعب' : '850' });
      await page.getByLabel(messages['checkout.unit']).fill('4');
      await shootBothWidths(page, `checkout-address-${locale}`);
      await page.getByRole('button', { name: messages['checkout.submit.cash'] }).click();

      await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
      await page.getByRole('heading', { name: messages['checkout.success.placed'] }).waitFor();
      const items = page.getByRole('region', { name: messages['checkout.success.items'] });
      const name = locale === 'en' ? product.plan.source.nameEn : product.plan.source.nameAr;
      await items.getByText(name, { exact: true }).waitFor();
      expect(
        await items.getByText(fill(messages['checkout.success.quantity'], { count: 1 })).isVisible(),
      ).toBe(true);
      const line =
        locale === 'ar'
          ? 'منطقة 66، شارع الوعب، مبنى 12، وحدة 4'
          : 'Zone 66, Street 850, Building 12, Unit 4';
      expect(await page.getByText(line, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(cityLabel(city, locale), { exact: false }).first().isVisible()).toBe(true);
      const window = fill(messages['checkout.success.deliveryDays'], {
        min: Number(days[0]),
        max: Number(days[2]),
      });
      expect(await page.getByText(window, { exact: true }).isVisible()).toBe(true);
      await shootBothWidths(page, `checkout-success-address-${locale}`);
      await context.close();
    },
  );

  it('Arabic: a cash order from the product page to the confirmation', async () => {
    const product = simple[0]!;
    const { context, page } = await openPage(browser, 'desktop');
    await addToCart(page, 'ar', product);
    await openCheckout(page, 'ar');
    expect(await page.getByText(ar['checkout.countryQatar'], { exact: true }).isVisible()).toBe(true);

    // Sent empty: every required field says so in Arabic, and nothing is ordered.
    await page.getByRole('button', { name: ar['checkout.submit.cash'] }).click();
    await expect.poll(() => page.getByText('هذا الحقل مطلوب').count()).toBe(4);
    expect(await page.getByText(ar['checkout.method.required']).isVisible()).toBe(true);
    expect(await page.getByText(ar['checkout.fixErrors']).isVisible()).toBe(true);
    await shoot(page, 'checkout-errors-ar');

    await fillDetails(page, 'ar', `cash-${RUN}@matjar.test`);
    await page.getByRole('radio', { name: new RegExp(ar['checkout.method.cash']) }).check();
    // This shop has WhatsApp off: the checkout promises no WhatsApp updates (the opt-in with WhatsApp on is
    // walked through in whatsapp-settings.e2e.ts).
    expect(await page.getByRole('checkbox', { name: ar['checkout.whatsappOptIn'] }).count()).toBe(0);
    await shoot(page, 'checkout-physical-ar');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/payments/create-order'));
    await page.getByRole('button', { name: ar['checkout.submit.cash'] }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty('whatsappOptIn');

    await page.waitForURL(/\/checkout\/success\?orderNumber=ORD-/);
    await page.getByRole('heading', { name: ar['checkout.success.placed'] }).waitFor();
    const orderNumber = orderNumberIn(page);
    const verified = await verifyOrder(orderNumber);
    // The confirmation names the order by its short number (D20).
    expect(await page.getByText(shownOrderNumber(verified.order), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(ar['checkout.success.statusCash']).isVisible()).toBe(true);
    await shoot(page, 'checkout-success-cash-ar');

    expect(verified.order).toMatchObject({ status: 'pending', paymentMethod: 'cash', paymentStatus: null });
    // Without the order's token the server tells the status only, not who ordered.
    expect(verified.order.customerEmail).not.toBe(`cash-${RUN}@matjar.test`);
    // The cart was emptied: the cart page shows its empty state.
    await gotoHydrated(page, `${baseUrl}/cart`);
    await page.getByRole('heading', { name: ar['cart.empty.title'] }).waitFor();
    await context.close();
  });

  it('English: a card order through the sandbox page to the success screen', async () => {
    const product = simple[1]!;
    const { context, page } = await openPage(browser, 'desktop');
    await addToCart(page, 'en', product);
    await openCheckout(page, 'en');
    await fillDetails(page, 'en', `card-${RUN}@matjar.test`);
    await page.getByRole('radio', { name: new RegExp(en['checkout.method.online']) }).check();
    await shoot(page, 'checkout-physical-en');
    await page.getByRole('button', { name: en['checkout.submit.online'] }).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    expect(page.url()).toContain('/en/checkout/success?orderNumber=');
    await page.getByRole('heading', { name: en['checkout.success.paid'] }).waitFor();
    expect(await page.getByText(en['checkout.success.statusPaid'], { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(en['checkout.success.transactionId']).isVisible()).toBe(true);
    const verified = await verifyOrder(orderNumberIn(page));
    expect(verified.order.paymentStatus).toBe('completed');
    expect(await page.getByText(formatMoney(verified.order.totalAmount, 'en')).first().isVisible()).toBe(
      true,
    );
    await shoot(page, 'checkout-success-card-en');
    // The gateway's return carries the signed tracking token: the same address opened on
    // another device, where no order is held, rebuilds the confirmation from the server.
    const successUrl = page.url();
    expect(new URL(successUrl).searchParams.get('t')).toMatch(/^\d+\./);
    await context.close();
    const other = await openPage(browser, 'phone');
    await gotoHydrated(other.page, successUrl);
    await other.page.getByRole('heading', { name: en['checkout.success.paid'] }).waitFor();
    expect(
      await other.page.getByText(shownOrderNumber(verified.order), { exact: true }).first().isVisible(),
    ).toBe(true);
    await other.context.close();
  });

  it('English: a declined card leads to the failed screen, a cancelled payment to the cancelled screen', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await addToCart(page, 'en', simple[2]!);

    await openCheckout(page, 'en');
    await fillDetails(page, 'en', `declined-${RUN}@matjar.test`);
    await page.getByRole('radio', { name: new RegExp(en['checkout.method.online']) }).check();
    await page.getByRole('button', { name: en['checkout.submit.online'] }).click();
    await payOnSandbox(page, '4000 0000 0000 0002');
    await page.waitForURL(/\/en\/checkout\/failed\?orderNumber=/);
    await page.getByRole('heading', { name: en['checkout.failed.title'] }).waitFor();
    expect(await page.getByText(en['checkout.failed.reason.limit']).isVisible()).toBe(true);
    // Order details from verify-order: the short number.
    const failed = await verifyOrder(orderNumberIn(page));
    await page.getByText(shownOrderNumber(failed.order), { exact: true }).waitFor();
    for (const name of [
      'checkout.failed.tryAgain',
      'checkout.failed.otherMethod',
      'checkout.support',
    ] as const) {
      expect(await page.getByRole('link', { name: en[name] }).count()).toBe(1);
    }
    await shoot(page, 'checkout-failed-en');

    // The cart still holds the product: try again and cancel on the payment page this time.
    await page.getByRole('link', { name: en['checkout.failed.otherMethod'] }).click();
    await page.getByRole('heading', { name: en['checkout.details'] }).waitFor();
    await fillDetails(page, 'en', `cancelled-${RUN}@matjar.test`);
    await page.getByRole('radio', { name: new RegExp(en['checkout.method.online']) }).check();
    await page.getByRole('button', { name: en['checkout.submit.online'] }).click();
    await payOnSandbox(page, 'cancel');
    await page.waitForURL(/\/en\/checkout\/cancelled\?orderNumber=/);
    await page.getByRole('heading', { name: en['checkout.cancelled.title'] }).waitFor();
    expect(await page.getByText(en['checkout.cancelled.saved']).isVisible()).toBe(true);
    const verified = await verifyOrder(orderNumberIn(page));
    expect(verified.order.paymentStatus).toBe('cancelled');
    await shoot(page, 'checkout-cancelled-en');
    await page.getByRole('link', { name: en['checkout.cancelled.cart'] }).click();
    await page.getByRole('link', { name: en['cart.checkout'] }).waitFor();
    await context.close();
  });

  it('a gift card: no cash, no address; paid, its codes on screen and in the e-mail', async () => {
    const variant = giftCard.plan.variants.find((v) => v.stock > 0)!;
    const email = `gift-${RUN}@matjar.test`;
    const { context, page } = await openPage(browser, 'desktop');
    await addToCart(page, 'en', giftCard, variant.nameEn);
    await openCheckout(page, 'en');
    expect(await page.getByLabel(en['checkout.phone']).count()).toBe(0);
    expect(await page.getByLabel(en['checkout.city']).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByText(en['checkout.giftOnly']).isVisible()).toBe(true);
    await fillDetails(page, 'en', email, false);
    await shoot(page, 'checkout-gift-card-en');
    await page.getByRole('button', { name: en['checkout.submit.online'] }).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: en['checkout.giftCards.title'] }).waitFor();
    const code = (await page
      .locator('section[aria-labelledby="gift-card-codes"] code')
      .first()
      .textContent())!;
    expect(code).toMatch(/^[A-Z]+-/);
    expect(await page.getByText(en['checkout.giftCards.warning']).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Copy code ${code}` }).isVisible()).toBe(true);
    await shoot(page, 'checkout-success-gift-card-en');

    const mail = await waitForMail({ to: email, subjectIncludes: 'gift-card codes' });
    expect(mail.text).toContain(code);
    await context.close();
  });

  it('Arabic: the result screens read right to left at phone width', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}/checkout/cancelled?orderNumber=ORD-0`);
    await page.getByRole('heading', { name: ar['checkout.cancelled.title'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await saveScreenshot(page, 'checkout-cancelled-ar-phone');
    await gotoHydrated(page, `${baseUrl}/checkout/failed?orderNumber=ORD-0`);
    await page.getByRole('heading', { name: ar['checkout.failed.title'] }).waitFor();
    await saveScreenshot(page, 'checkout-failed-ar-phone');
    // No order in this browser: the confirmation says so instead of waiting forever.
    await gotoHydrated(page, `${baseUrl}/checkout/success`);
    await page.getByRole('heading', { name: ar['checkout.verify.notFound'] }).waitFor();

    // A card order not paid yet: the confirmation shows it is processing and keeps checking.
    const created = await fetch(`${baseUrl}/api/payments/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Sara Ali', email: `pending-${RUN}@matjar.test`, phone: '55550101' },
        items: [{ product_id: simple[3]!.id, quantity: 1 }],
        orderData: qatarOrderData(`Pending lane ${RUN}`),
        paymentMethod: 'online',
        locale: 'ar',
      }),
    });
    expect(created.ok).toBe(true);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    await gotoHydrated(page, `${baseUrl}/checkout/success?orderNumber=${orderNumber}`);
    await page.getByRole('heading', { name: ar['checkout.verify.processing'] }).waitFor();
    await saveScreenshot(page, 'checkout-processing-ar-phone');
    await context.close();
  });
});
