// Orders a journey needs, placed and moved through the shop's own API (as a shopper's checkout and a staff
// member's screen would), so the back-office orders journeys start from known orders.
import { AdminOrderListResponse, formatOrderNumber, type OrderStatus } from '@matjar/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { orderableProduct } from './seeded-catalog.js';

export { orderableProduct };
import { qatarOrderData } from './delivery-address.js';

const simpleProduct = orderableProduct;

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  /** The short number as every screen shows it: "#1001" (D20). */
  number: string;
  customerName: string;
  /** The Qatari mobile number without +974, in ASCII digits. */
  localPhone: string;
}

/** POST /api/payments/create-order (cash on delivery), then its id from the staff list. */
export async function placeCashOrder(
  baseUrl: string,
  token: string,
  customer: { name: string; email: string; localPhone: string },
  items: OrderLine[] = [{ product_id: simpleProduct.id, quantity: 1 }],
): Promise<PlacedOrder> {
  return placeOrderThroughApi(baseUrl, token, customer, 'cash', items);
}

/** One line of a create-order request (the seeded simple product, unless a journey says otherwise). */
interface OrderLine {
  product_id: number;
  variant_id?: number;
  quantity: number;
}

/**
 * A card order, as a shopper leaves checkout for the gateway: its payment is pending until someone pays on
 * the sandbox's page at `paymentUrl` (payOnSandbox), or never.
 */
export async function placeCardOrder(
  baseUrl: string,
  token: string,
  customer: { name: string; email: string; localPhone: string },
): Promise<PlacedOrder & { paymentUrl: string }> {
  const order = await placeOrderThroughApi(baseUrl, token, customer, 'online', [
    { product_id: simpleProduct.id, quantity: 1 },
  ]);
  if (!order.paymentUrl) throw new Error(`Card order ${order.orderNumber} has no payment page`);
  return { ...order, paymentUrl: order.paymentUrl };
}

async function placeOrderThroughApi(
  baseUrl: string,
  token: string,
  customer: { name: string; email: string; localPhone: string },
  paymentMethod: 'cash' | 'online',
  items: OrderLine[],
): Promise<PlacedOrder & { paymentUrl: string | null }> {
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: { name: customer.name, email: customer.email, phone: customer.localPhone },
      items,
      // Its own address too: the shop caps open orders per e-mail, phone and delivery address.
      orderData: qatarOrderData(`Street ${customer.localPhone}`),
      paymentMethod,
      locale: 'en',
    }),
  });
  const body = (await response.json()) as {
    orderNumber?: string;
    shortNumber?: number;
    paymentUrl?: string | null;
  };
  if (!response.ok || !body.orderNumber) {
    throw new Error(`create-order answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const list = await fetch(`${baseUrl}/api/admin/orders?q=${encodeURIComponent(body.orderNumber)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const found = AdminOrderListResponse.parse(await list.json()).orders[0];
  if (!found) throw new Error(`Order ${body.orderNumber} is not in the staff list`);
  return {
    id: found.id,
    orderNumber: body.orderNumber,
    number: formatOrderNumber(found.short_number),
    customerName: customer.name,
    localPhone: customer.localPhone,
    paymentUrl: body.paymentUrl ?? null,
  };
}

/**
 * Pays a card order on the sandbox's hosted page with its test card that pays (SANDBOX_CARDS.pays), as the
 * shopper would, and waits until the shop has the payment (back on the success screen, and the staff list
 * says paid).
 */
export async function payOnSandbox(
  page: Page,
  baseUrl: string,
  token: string,
  order: { orderNumber: string; paymentUrl: string },
): Promise<void> {
  await page.goto(new URL(order.paymentUrl, baseUrl).toString());
  await page.getByLabel(/Card number|رقم البطاقة/).fill('4242424242424242');
  await page.getByLabel(/Expiry|تاريخ الانتهاء/).fill('12/30');
  await page.getByLabel(/CVV/).fill('123');
  await page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
  await page.waitForURL(/\/checkout\/success\?orderNumber=/);
  await expect
    .poll(async () => {
      const list = await fetch(`${baseUrl}/api/admin/orders?q=${encodeURIComponent(order.orderNumber)}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      return AdminOrderListResponse.parse(await list.json()).orders[0]?.payment_status;
    })
    .toBe('completed');
}

/** PATCH /api/payments/order-status/{id} as staff, from the status it has now. */
export async function moveOrderThroughApi(
  baseUrl: string,
  token: string,
  orderId: number,
  from: OrderStatus,
  status: OrderStatus,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/payments/order-status/${orderId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: baseUrl },
    body: JSON.stringify({ status, from }),
  });
  if (!response.ok)
    throw new Error(`Moving order ${orderId} answered ${response.status}: ${await response.text()}`);
}

/** GET /api/admin/orders/board's count of delivered and canceled orders. */
export async function historyTotal(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/orders/board`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { history_total: number }).history_total;
}

/** A Qatari mobile number unique enough for one run: 3, 5, 6 or 7 then seven digits. */
export function uniqueLocalPhone(): string {
  return `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** '55123456' → '٥٥١٢٣٤٥٦', as staff with an Arabic keyboard type it. */
export function arabicIndicDigits(digits: string): string {
  return digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
