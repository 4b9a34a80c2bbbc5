// Journey: every kind of e-mail the shop sends, caused through the shop's own API as shoppers and staff cause
// them, caught by the mail catcher, and opened in chromium at 320 px in Arabic and English: no sideways scroll,
// the body's language and direction, a preview line. The cancellation of a paid gift-card order says the card
// payment is refunded and names the voided codes masked; the restock e-mail opens the variant asked for.
import { randomBytes } from 'node:crypto';
import { AdminGiftCardListResponse, AdminOrderListResponse, type Locale } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/admin-api.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { qatarOrderData } from './support/delivery-address.js';
import { waitForMail, type ReceivedMail } from './support/mail-catcher.js';
import { orderableProduct, payOnSandbox, uniqueLocalPhone } from './support/order-setup.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl, thisWorkersShop } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = randomBytes(3).toString('hex');
const giftCardProduct = SEEDED_PRODUCTS.find(
  ({ plan }) => plan.isGiftCard && plan.variants.some((v) => v.stock > 0),
)!;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
/** Products this journey made (for its restock e-mails), deleted after it: the journeys share one shop. */
const createdProducts: number[] = [];
afterAll(async () => {
  for (const id of createdProducts)
    await call('DELETE', `/api/admin/products/${id}`, undefined, { staff: true });
  await browser?.close();
});

/** A JSON call to the shop; staff calls carry the bearer token. Throws on an answer other than 2xx. */
async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  options: { staff?: boolean; language?: Locale } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Origin: baseUrl,
      'Sec-Fetch-Site': 'same-origin',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.staff ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function orderIdOf(orderNumber: string): Promise<number> {
  const list = AdminOrderListResponse.parse(
    await call('GET', `/api/admin/orders?q=${encodeURIComponent(orderNumber)}`, undefined, { staff: true }),
  );
  return list.orders[0]!.id;
}

async function placeOrder(
  locale: Locale,
  email: string,
  items: { product_id: number; variant_id?: number; quantity: number }[],
  paymentMethod: 'cash' | 'online',
) {
  const phone = uniqueLocalPhone();
  const placed = await call<{ orderNumber: string; paymentUrl?: string | null }>(
    'POST',
    '/api/payments/create-order',
    {
      customer: { name: locale === 'ar' ? 'هدى الكواري' : 'Huda Al-Kuwari', email, phone },
      items,
      orderData: qatarOrderData(`Street ${phone}`),
      paymentMethod,
      locale,
    },
  );
  return { ...placed, id: await orderIdOf(placed.orderNumber) };
}

const move = (orderId: number, from: string, status: string) =>
  call('PATCH', `/api/payments/order-status/${orderId}`, { from, status }, { staff: true });

/** Every e-mail the journey causes, by the kind it should be. */
const caught: { kind: string; locale: Locale; mail: ReceivedMail }[] = [];
const catchMail = async (kind: string, locale: Locale, match: Parameters<typeof waitForMail>[0]) => {
  const mail = await waitForMail(match);
  caught.push({ kind, locale, mail });
  return mail;
};

/** The e-mail's HTML in a 320 px page: how wide it really is, and its language and direction. */
async function renderAt320(page: Page, html: string) {
  await page.setContent(html, { waitUntil: 'load' });
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    preview: (document.body.firstElementChild as HTMLElement | null)?.textContent?.trim() ?? '',
    // Pictures (the logo, the product) that did not load: a broken address in the e-mail.
    broken: [...document.images]
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((i) => i.src),
  }));
}

describe.skipIf(!thisWorkersShop().mailCatcherUrl)('every e-mail on a 320 px phone', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`causes every kind of e-mail in ${locale === 'ar' ? 'Arabic' : 'English'}`, async () => {
      const to = (what: string) => `mail320-${what}-${locale}-${RUN}@matjar.test`;

      // An order, confirmed and shipped: its confirmation and two status e-mails.
      const order = await placeOrder(
        locale,
        to('order'),
        [{ product_id: orderableProduct.id, quantity: 1 }],
        'cash',
      );
      await catchMail('order-confirmation', locale, { to: to('order') });
      await move(order.id, 'pending', 'confirmed');
      await move(order.id, 'confirmed', 'shipped');
      const shipped = await catchMail('order-status', locale, {
        to: to('order'),
        subjectIncludes: locale === 'ar' ? 'في الطريق إليك' : 'on its way',
      });
      expect(shipped.text).toMatch(locale === 'ar' ? /\/track\?t=/ : /\/en\/track\?t=/);

      // A gift-card order paid by card, one code replaced, then the order canceled. It carries a physical item
      // too: an order of cards only completes itself once its codes go out, and a delivered order is not canceled.
      const variant = (
        await call<{ variants: { id: number; stock: number }[] }>(
          'GET',
          `/api/store/products/${giftCardProduct.id}`,
        )
      ).variants.find((v) => v.stock > 1)!;
      const gift = await placeOrder(
        locale,
        to('gift'),
        [
          { product_id: giftCardProduct.id, variant_id: variant.id, quantity: 2 },
          { product_id: orderableProduct.id, quantity: 1 },
        ],
        'online',
      );
      const { context, page } = await openPage(browser, 'phone');
      await payOnSandbox(page, baseUrl, token, {
        orderNumber: gift.orderNumber,
        paymentUrl: gift.paymentUrl!,
      });
      await context.close();
      await catchMail('gift-card-codes', locale, {
        to: to('gift'),
        subjectIncludes: locale === 'ar' ? 'رموز' : 'codes',
      });
      const cards = AdminGiftCardListResponse.parse(
        await call('GET', `/api/admin/gift-cards?q=${encodeURIComponent(gift.orderNumber)}`, undefined, {
          staff: true,
        }),
      ).gift_cards;
      expect(cards).toHaveLength(2);
      await call('POST', `/api/admin/gift-cards/${cards[0]!.id}/void`, { reason: 'lost' }, { staff: true });
      const replacement = await catchMail('gift-card-codes (replacement)', locale, {
        to: to('gift'),
        subjectIncludes: locale === 'ar' ? 'رمز بديل' : 'replacement',
      });
      // It names the code it replaces, masked: the brand and riyals, never a character of the code.
      expect(replacement.text).toContain(cards[0]!.masked_code);
      await move(gift.id, 'confirmed', 'canceled');
      const canceled = await catchMail('order-status (canceled)', locale, {
        to: to('gift'),
        subjectIncludes: locale === 'ar' ? 'إلغاء' : 'canceled',
      });
      expect(canceled.text).toContain(
        locale === 'ar' ? 'سنعيد المبلغ إلى البطاقة نفسها' : 'we will refund it to the same card',
      );
      // Staff see codes masked too; the e-mail names the voided ones the same way, the codes themselves never.
      const masked = cards[0]!.masked_code;
      expect(masked).toMatch(/-••••$/);
      expect(canceled.text).toContain(masked);
      expect(canceled.text).not.toContain('/track');

      // The contact form, and a staff reply to it.
      await call(
        'POST',
        '/api/store/contact',
        { name: 'Omar', email: to('contact'), subject: `Warranty ${RUN} ${locale}`, message: 'One year?' },
        { language: locale },
      );
      await catchMail('contact-message', locale, { subjectIncludes: `Warranty ${RUN} ${locale}` });
      const inbox = await call<{ messages: { id: number; email: string }[] }>(
        'GET',
        `/api/admin/contact-messages?q=${encodeURIComponent(to('contact'))}`,
        undefined,
        { staff: true },
      );
      const message = inbox.messages.find((m) => m.email === to('contact'))!;
      await call(
        'POST',
        `/api/admin/contact-messages/${message.id}/replies`,
        { body: 'Yes, one year.' },
        { staff: true },
      );
      await catchMail('contact-reply', locale, { to: to('contact') });

      // A customer account: a password reset, and (Arabic: the shop writes lockouts in Arabic) a lockout.
      const password = 'secret-pass-320';
      await call('POST', '/api/store/auth/sign-up', {
        firstName: 'Noora',
        lastName: 'Al-Thani',
        email: to('account'),
        phone: uniqueLocalPhone(),
        password,
        confirmPassword: password,
      });
      await call('POST', '/api/store/auth/forgot-password', { email: to('account'), locale });
      await catchMail('password-reset', locale, { to: to('account') });
      if (locale === 'ar') {
        for (let i = 0; i < 10; i++) {
          await fetch(`${baseUrl}/api/store/auth/log-in`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' },
            body: JSON.stringify({ email: to('account'), password: `wrong-${i}-password` }),
          });
        }
        await catchMail('sign-in-lockout', locale, { to: to('account') });
      }

      // A sold-out variant someone waits for comes back.
      const shape = await call<{ category: { id: number } | null; brand: { id: number } | null }>(
        'GET',
        `/api/store/products/${orderableProduct.id}`,
      );
      const created = await call<{ product: { id: number; variants: { id: number }[] } }>(
        'POST',
        '/api/admin/products',
        {
          name: `سماعات ${RUN} ${locale}`,
          name_en: `Headphones ${RUN} ${locale}`,
          description: 'وصف',
          price: 129_900,
          stock: 0,
          category_ids: shape.category ? [shape.category.id] : [],
          ...(shape.brand ? { brand_id: shape.brand.id } : {}),
          variants: [
            { name: 'أسود', name_en: 'Black', price: 129_900, stock: 0 },
            { name: 'أبيض', name_en: 'White', price: 139_900, stock: 0 },
          ],
        },
        { staff: true },
      );
      createdProducts.push(created.product.id);
      const white = created.product.variants[1]!;
      await call('POST', '/api/store/restock-alerts', {
        email: to('restock'),
        productId: created.product.id,
        variantId: white.id,
        locale,
      });
      await call(
        'PATCH',
        `/api/admin/products/${created.product.id}/variants`,
        { variants: [{ id: white.id, stock: 3 }], stock_reason: 'stock_count' },
        { staff: true },
      );
      const restock = await catchMail('restock-alert', locale, { to: to('restock') });
      const link = new RegExp(
        `(${baseUrl.replace(/[.:/]/g, '\\$&')}\\S*/product/${created.product.id}\\?variant=${white.id})`,
      ).exec(restock.text);
      expect(link, restock.text).not.toBeNull();
      const opened = await openPage(browser, 'phone');
      await opened.page.goto(link![1]!);
      await expect
        .poll(() => opened.page.locator('[role="radio"][aria-checked="true"]').first().textContent())
        .toContain(locale === 'ar' ? 'أبيض' : 'White');
      await saveScreenshot(opened.page, `mail-320-${locale}-restock-link-opens-variant`);
      await opened.context.close();
    }, 180_000);
  }

  it('fits every one of them in 320 px without sideways scroll, in its language, with a preview line', async () => {
    const kinds = new Set(caught.map((c) => c.kind.split(' ')[0]));
    expect(kinds).toEqual(
      new Set([
        'order-confirmation',
        'order-status',
        'gift-card-codes',
        'contact-message',
        'contact-reply',
        'password-reset',
        'sign-in-lockout',
        'restock-alert',
      ]),
    );
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const { kind, locale, mail } of caught) {
      const shown = await renderAt320(page, mail.html);
      if (shown.scrollWidth > shown.clientWidth)
        problems.push(`${kind} (${locale}) is ${shown.scrollWidth} px wide at 320 px`);
      if (kind !== 'contact-message' && shown.lang !== locale)
        problems.push(`${kind} (${locale}) is lang=${shown.lang}`);
      if (shown.dir !== (shown.lang === 'ar' ? 'rtl' : 'ltr'))
        problems.push(`${kind} (${locale}) is dir=${shown.dir}`);
      if (shown.preview.length < 10) problems.push(`${kind} (${locale}) has no preview line`);
      for (const src of shown.broken) problems.push(`${kind} (${locale}) shows a broken picture: ${src}`);
      await saveScreenshot(page, `mail-320-${locale}-${kind.replace(/[^a-z-]+/g, '-')}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
