// Journey: staff open an order in the back office, add an internal note, move a cash order to delivered,
// mark its cash received and correct the amount with a reason, reveal a gift-card code of the seeded gift-card order, and print the bilingual
// invoice (checked in print media and as a PDF) and the packing slip. Both languages, both widths.
import {
  AdminGiftCardListResponse,
  AdminOrderDetail,
  AdminOrderListResponse,
  ORDER_STATUS_LABELS,
  StoreCreateOrderResponse,
  formatMoney,
  type OrderStatus,
  formatOrderNumber,
} from '@matjar/core';
import { DEMO_BRAND_CODE_PATTERN } from '../packages/db/src/seed/gift-codes.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, savePdf, saveScreenshot } from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { fillMessage } from './support/fill-message.js';
import { qatarOrderData } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** A back-office call as the e2e super admin, parsed by the endpoint's core schema. */
async function adminCall<T>(
  path: string,
  schema: { parse: (value: unknown) => T },
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: baseUrl,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return schema.parse(body);
}

const ANY = { parse: (value: unknown) => value };

/** A cash order placed as a shopper would, then confirmed and shipped, ready for the courier's return. */
async function shippedCashOrder(suffix: string): Promise<AdminOrderDetail> {
  const product = SEEDED_PRODUCTS.find((p) => p.plan.source.slug === 'apple-20w-usb-c-adapter')!;
  const placed = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: {
        name: `Order Page ${suffix}`,
        email: `order-page-${suffix}@example.qa`,
        phone: `+974 5512 ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      },
      items: [{ product_id: product.id, quantity: 2 }],
      orderData: { ...qatarOrderData('850', 'الدوحة'), shipping_landmark: 'الدفنة' },
      paymentMethod: 'cash',
      locale: 'ar',
    }),
  });
  if (placed.status !== 201 && placed.status !== 200) {
    throw new Error(`create-order answered ${placed.status}: ${await placed.text()}`);
  }
  const { orderNumber } = StoreCreateOrderResponse.parse(await placed.json());
  const found = await adminCall(`/api/admin/orders?q=${orderNumber}`, AdminOrderListResponse);
  const id = found.orders.find((order) => order.order_number === orderNumber)!.id;
  const moves: [OrderStatus, OrderStatus][] = [
    ['pending', 'confirmed'],
    ['confirmed', 'shipped'],
  ];
  for (const [from, status] of moves) {
    await adminCall(`/api/payments/order-status/${id}`, ANY, { method: 'PATCH', body: { status, from } });
  }
  return adminCall(`/api/admin/orders/${id}`, AdminOrderDetail);
}

/** The demo shop's gift-card order (seeded with its issued codes). */
/**
 * The demo shop's paid gift-card order: the oldest order with gift cards (the seed's). Read from every page of
 * the gift-card list, since other journeys buy, refund and void gift cards too; the newest such order may be
 * theirs, its cards voided or refunded.
 */
async function seededGiftCardOrder(): Promise<AdminOrderDetail> {
  const orderIds: number[] = [];
  for (let page = 1; ; page++) {
    const list = await adminCall(
      `/api/admin/gift-cards?page=${page}&page_size=100`,
      AdminGiftCardListResponse,
    );
    orderIds.push(...list.gift_cards.map((card) => card.order_id));
    if (list.gift_cards.length < list.page_size) break;
  }
  if (orderIds.length === 0) throw new Error('The demo seed has no gift-card order');
  return adminCall(`/api/admin/orders/${Math.min(...orderIds)}`, AdminOrderDetail);
}

/** The number of pages a PDF says it has (its page tree's /Count). */
function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)];
  return Math.max(0, ...counts.map((match) => Number(match[1])));
}

async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  return page.locator('article').innerText();
}

describe.each(LANGUAGES)('order page in $language', ({ language, messages }) => {
  const suffix = `${language}${uniqueSuffix()}`;
  let order: AdminOrderDetail;

  beforeAll(async () => {
    order = await shippedCashOrder(suffix);
  });

  it('adds a note, moves the cash order to delivered and marks its cash received', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    await page
      .getByRole('heading', {
        name: fillMessage(messages['orderPage.title'], { number: formatOrderNumber(order.short_number) }),
      })
      .waitFor();
    // The line in the staff member's language, its quantity and the order total.
    const items = page.getByRole('table', {
      name: fillMessage(messages['orderPage.items.tableLabel'], {
        number: formatOrderNumber(order.short_number),
      }),
    });
    const line = order.items[0]!;
    await items.getByText(language === 'en' ? line.product_name_en! : line.product_name).waitFor();
    await page.getByText(formatMoney(order.total_amount, language), { exact: true }).first().waitFor();
    // WhatsApp and call links built from the customer's +974 number.
    const whatsapp = page.getByRole('link', {
      name: fillMessage(messages['kit.contact.whatsappNamed'], { name: order.customer_name }),
    });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/97455\d{6}$/);

    const note = `${messages['orderPage.notes.title']} ${suffix}`;
    await page.getByRole('textbox', { name: messages['orderPage.notes.label'] }).fill(note);
    await page.getByRole('button', { name: messages['orderPage.notes.add'], exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: note }).waitFor();
    // The box empties once every view the note touches has refreshed, which may follow the note's line.
    await expect
      .poll(() => page.getByRole('textbox', { name: messages['orderPage.notes.label'] }).inputValue())
      .toBe('');

    // Before delivery the cash cannot be marked yet.
    await page.getByText(messages['orderPage.cash.notDelivered'], { exact: true }).waitFor();
    await page
      .getByRole('button', {
        name: fillMessage(messages['orders.move.named'], {
          action: messages['orders.move.delivered'],
          number: formatOrderNumber(order.short_number),
        }),
      })
      .click();
    await page.getByText(messages['orderPage.cash.awaiting'], { exact: true }).waitFor();
    // The move is on the timeline, by the signed-in staff member.
    await page
      .getByRole('listitem')
      .filter({
        hasText: fillMessage(messages['orderPage.timeline.moved'], {
          from: ORDER_STATUS_LABELS.shipped[language],
          to: ORDER_STATUS_LABELS.delivered[language],
        }),
      })
      .filter({ hasText: E2E_ADMIN.username })
      .waitFor();

    await page.getByRole('button', { name: messages['orderPage.cash.mark'], exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: fillMessage(messages['orderPage.cash.dialogTitle'], {
        number: formatOrderNumber(order.short_number),
      }),
    });
    const amount = dialog.getByRole('textbox', { name: messages['orderPage.cash.amount'] });
    // Prefilled with the order's total, in riyals.
    expect(Number(await amount.inputValue())).toBe(order.total_amount / 100);
    await dialog.getByRole('button', { name: messages['orderPage.cash.submit'], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(
        fillMessage(messages['orderPage.cash.received'], {
          amount: formatMoney(order.total_amount, language),
        }),
        {
          exact: true,
        },
      )
      .waitFor();
    await page
      .getByRole('button', { name: messages['orderPage.cash.mark'], exact: true })
      .waitFor({ state: 'detached' });

    // A wrong entry is corrected with a reason: the same amount is refused before sending.
    await page.getByRole('button', { name: messages['orderPage.cash.correct'], exact: true }).click();
    const correction = page.getByRole('dialog', {
      name: fillMessage(messages['orderPage.cash.correctTitle'], {
        number: formatOrderNumber(order.short_number),
      }),
    });
    const save = correction.getByRole('button', {
      name: messages['orderPage.cash.correctSubmit'],
      exact: true,
    });
    await save.click();
    await correction.getByText(messages['orderPage.cash.correctUnchanged'], { exact: true }).waitFor();
    await correction.getByText(messages['orderPage.cash.correctReasonRequired'], { exact: true }).waitFor();
    const corrected = order.total_amount - 500;
    await correction
      .getByRole('textbox', { name: messages['orderPage.cash.correctAmount'] })
      .fill(String(corrected / 100));
    await correction
      .getByRole('textbox', { name: messages['orderPage.cash.correctReason'] })
      .fill(language === 'ar' ? 'أخطأ المندوب في العدّ' : 'The courier miscounted');
    await fontsReady(page);
    await saveScreenshot(page, `order-cash-correction-${language}-1366`);
    await save.click();
    await correction.waitFor({ state: 'detached' });
    await page
      .getByText(
        fillMessage(messages['orderPage.cash.received'], { amount: formatMoney(corrected, language) }),
        { exact: true },
      )
      .waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    await fontsReady(page);
    await saveScreenshot(page, `order-page-${language}-1366`);
    await context.close();
  });

  it('shows the order on a phone', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    await page
      .getByRole('heading', {
        name: fillMessage(messages['orderPage.title'], { number: formatOrderNumber(order.short_number) }),
      })
      .waitFor();
    // Nothing wider than the phone: the page scrolls down only.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await fontsReady(page);
    await saveScreenshot(page, `order-page-${language}-390`);
    await context.close();
  });

  it('reveals a gift-card code of the seeded gift-card order after asking', async () => {
    const giftOrder = await seededGiftCardOrder();
    const card = giftOrder.items.flatMap((item) => item.gift_cards)[0]!;
    // The mask shows the brand and value only (D19): the code itself is the reveal's alone.
    expect(card.masked_code).toMatch(/^[A-Z]+-\d+-••••$/);
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/${giftOrder.id}`);
    await page
      .getByRole('button', {
        name: fillMessage(messages['orderPage.giftCards.revealNamed'], { id: String(card.id) }),
        exact: true,
      })
      .click();
    const confirm = page.getByRole('alertdialog', { name: messages['giftCards.revealTitle'] });
    await confirm.getByText(messages['giftCards.revealBody']).waitFor();
    await confirm.getByRole('button', { name: messages['orderPage.giftCards.reveal'], exact: true }).click();
    const code = page.locator('code').filter({ hasText: DEMO_BRAND_CODE_PATTERN });
    await code.first().waitFor();
    const shown = (await code.first().innerText()).trim();
    expect(shown).toMatch(DEMO_BRAND_CODE_PATTERN);
    expect(shown.startsWith(`DEMO-${card.masked_code.split('-')[0]}-`)).toBe(true);
    await fontsReady(page);
    await saveScreenshot(page, `order-page-gift-card-${language}-1366`);
    await context.close();
  });

  it('prints the bilingual invoice and the packing slip', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}/invoice`);
    const printButton = page.getByRole('button', { name: messages['print.print'], exact: true });
    await printButton.waitFor();
    // The tab's title, and so the PDF's suggested file name, names the sheet and the order.
    expect(await page.title()).toBe(`${messages['print.invoice']} ${formatOrderNumber(order.short_number)}`);
    // Outside the back office's layout: no main menu.
    expect(await page.getByRole('navigation', { name: messages['nav.main'] }).count()).toBe(0);

    const invoice = await printedText(page);
    expect(await printButton.isVisible()).toBe(false);
    for (const text of [
      formatOrderNumber(order.short_number),
      ar['print.invoice'],
      en['print.invoice'],
      ar['print.total'],
      en['print.total'],
      ar['print.delivery'],
      en['print.delivery'],
      order.items[0]!.product_name,
      order.items[0]!.product_name_en!,
      formatMoney(order.total_amount, 'en'),
    ]) {
      expect(invoice).toContain(text);
    }
    await fontsReady(page);
    await saveScreenshot(page, `order-invoice-${language}-print`);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    await savePdf(`order-invoice-${language}`, pdf);

    await page.emulateMedia({ media: 'screen' });
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}/packing-slip`);
    await page.getByRole('button', { name: messages['print.print'], exact: true }).waitFor();
    const slip = await printedText(page);
    expect(slip).toContain(formatOrderNumber(order.short_number));
    expect(slip).toContain(ar['print.packingSlip']);
    expect(slip).toContain(en['print.packingSlip']);
    // No prices on a packing slip; one box to tick per line.
    expect(slip).not.toContain('QAR');
    expect(await page.getByRole('checkbox').count()).toBe(order.items.length);
    await saveScreenshot(page, `order-packing-slip-${language}-print`);
    const slipPdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(slipPdf)).toBeGreaterThanOrEqual(1);
    await savePdf(`order-packing-slip-${language}`, slipPdf);
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('archives the order from its page, then the super admin restores it', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    const archiveButton = page.getByRole('button', { name: messages['orders.archive'], exact: true });
    await archiveButton.click();
    const confirm = page.getByRole('alertdialog', {
      name: fillMessage(messages['orders.archive.title'], { number: formatOrderNumber(order.short_number) }),
    });
    await confirm.getByRole('button', { name: messages['orders.archive'], exact: true }).click();
    await page.getByText(messages['orderPage.archived.title'], { exact: true }).waitFor();
    await archiveButton.waitFor({ state: 'detached' });
    // Archived on the server, by this staff member: out of the order lists, found among the archived.
    const listed = async (archived: boolean) =>
      (
        await adminCall(
          `/api/admin/orders?q=${order.order_number}${archived ? '&archived=true' : ''}`,
          AdminOrderListResponse,
        )
      ).orders.map((row) => row.id);
    const archived = await adminCall(`/api/admin/orders/${order.id}`, AdminOrderDetail);
    expect(archived.archived?.username).toBe(E2E_ADMIN.username);
    expect(await listed(false)).not.toContain(order.id);
    expect(await listed(true)).toContain(order.id);

    await page
      .getByRole('button', {
        name: fillMessage(messages['orders.restore.named'], {
          number: formatOrderNumber(order.short_number),
        }),
      })
      .click();
    await page
      .getByText(messages['orderPage.archived.title'], { exact: true })
      .waitFor({ state: 'detached' });
    await archiveButton.waitFor();
    // Restored: back in the lists, no longer archived.
    expect((await adminCall(`/api/admin/orders/${order.id}`, AdminOrderDetail)).archived).toBeNull();
    expect(await listed(false)).toContain(order.id);
    expect(await listed(true)).not.toContain(order.id);
    await context.close();
  });

  it('shows a viewer the order without the actions only admins may take', async () => {
    const viewer = {
      username: `order-viewer-${suffix}`,
      password: 'viewer-pass-1',
      email: `order-viewer-${suffix}@matjar.local`,
      fullName: 'Order Viewer',
      role: 'viewer' as const,
    };
    await createStaffThroughApi(baseUrl, token, viewer);
    const awaiting = await adminCall('/api/admin/orders?awaiting_cash=true', AdminOrderListResponse);
    const delivered = awaiting.orders[0];
    if (!delivered) throw new Error('No delivered cash order awaiting its cash (the demo seed has one)');

    const { context, page } = await signInToAdmin(browser, language, viewer);
    await gotoChecked(page, `${baseUrl}/admin/orders/${delivered.id}`);
    await page.getByText(messages['orderPage.cash.awaiting'], { exact: true }).waitFor();
    await page.getByText(messages['orderPage.cash.managersOnly'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: messages['orderPage.cash.mark'] }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: messages['orderPage.notes.label'] }).count()).toBe(0);
    expect(await page.getByRole('button', { name: messages['orders.archive'], exact: true }).count()).toBe(0);
    // The printable sheets stay open to every role.
    await page.getByRole('link', { name: messages['orderPage.invoice'] }).waitFor();
    // The shopper's contact details are masked for a role that does not handle orders: no e-mail
    // or WhatsApp link, the address withheld, and a line saying who sees them.
    await page.getByText(messages['orderPage.customer.masked'], { exact: true }).waitFor();
    await page.getByText(messages['orderPage.delivery.hidden'], { exact: true }).waitFor();
    expect(await page.locator('a[href^="mailto:"], a[href^="https://wa.me/"], a[href^="tel:"]').count()).toBe(
      0,
    );
    const shown = AdminOrderDetail.parse(
      await (await page.request.get(`${baseUrl}/api/admin/orders/${delivered.id}`)).json(),
    );
    expect(shown).toMatchObject({ contact_masked: true, shipping_address: null });
    await page.getByText(shown.customer_email, { exact: true }).waitFor();
    await page
      .getByRole('heading', { name: messages['orderPage.customer.title'], exact: true })
      .scrollIntoViewIfNeeded();
    await fontsReady(page);
    await saveScreenshot(page, `order-page-viewer-${language}-1366`);
    await context.close();
  });

  it('says so when the order does not exist', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders/999999999`);
    await page.getByText(messages['orderPage.notFound'], { exact: true }).last().waitFor();
    await context.close();
  });
});
