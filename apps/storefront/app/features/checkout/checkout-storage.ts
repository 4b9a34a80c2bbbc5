import { isPendingPaymentFresh } from '@matjar/core';
import { readLocalStorage, writeLocalStorage } from '../../lib/browser-storage.js';

// What the browser remembers about the order it just placed (storefront §4 Checkout flow). The orderToken is
// the order's secret: sent back as X-Order-Token it unlocks the name, e-mail and gift-card codes on verify-order.

export const PENDING_PAYMENT_KEY = 'pendingPayment';
export const LAST_ORDER_KEY = 'lastOrder';

export interface SavedOrder {
  orderNumber: string;
  /** Epoch milliseconds when the order was placed. */
  timestamp: number;
  customerName: string;
  /** Integer dirhams, as the server computed it. */
  total: number;
  orderToken: string;
}

function parseSavedOrder(raw: string | null): SavedOrder | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedOrder> | null;
    if (!value || typeof value.orderNumber !== 'string' || !value.orderNumber) return null;
    return {
      orderNumber: value.orderNumber,
      timestamp: typeof value.timestamp === 'number' ? value.timestamp : Number.NaN,
      customerName: typeof value.customerName === 'string' ? value.customerName : '',
      total: typeof value.total === 'number' ? value.total : 0,
      orderToken: typeof value.orderToken === 'string' ? value.orderToken : '',
    };
  } catch {
    return null;
  }
}

/** A saved pending payment, only while it is under 30 minutes old (§4); anything else is discarded. */
export function parsePendingPayment(raw: string | null, now: Date): SavedOrder | null {
  const saved = parseSavedOrder(raw);
  return saved && isPendingPaymentFresh(saved.timestamp, now) ? saved : null;
}

export const parseLastOrder = parseSavedOrder;

export interface StoredOrders {
  pendingPayment: SavedOrder | null;
  lastOrder: SavedOrder | null;
}

/**
 * Which order the confirmation screen verifies: the one named in the address, else a fresh pending payment,
 * else the last order. Its token comes from whichever saved record names the same order.
 */
export function chooseOrderToVerify(
  queryOrderNumber: string | null,
  stored: StoredOrders,
): { orderNumber: string; orderToken: string | null } | null {
  const saved = [stored.pendingPayment, stored.lastOrder].filter((order) => order !== null);
  const orderNumber = queryOrderNumber?.trim() || saved[0]?.orderNumber;
  if (!orderNumber) return null;
  const token = saved.find((order) => order.orderNumber === orderNumber)?.orderToken;
  return { orderNumber, orderToken: token || null };
}

/** Reads both records; a stale or unreadable pending payment is removed on the way (§8). */
export function readStoredOrders(now = new Date()): StoredOrders {
  const rawPending = readLocalStorage(PENDING_PAYMENT_KEY);
  const pendingPayment = parsePendingPayment(rawPending, now);
  if (rawPending !== null && !pendingPayment) forgetOrder(PENDING_PAYMENT_KEY);
  return { pendingPayment, lastOrder: parseLastOrder(readLocalStorage(LAST_ORDER_KEY)) };
}

export function saveOrder(key: typeof PENDING_PAYMENT_KEY | typeof LAST_ORDER_KEY, order: SavedOrder): void {
  writeLocalStorage(key, JSON.stringify(order));
}

export function forgetOrder(key: typeof PENDING_PAYMENT_KEY | typeof LAST_ORDER_KEY): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was saved either.
  }
}
