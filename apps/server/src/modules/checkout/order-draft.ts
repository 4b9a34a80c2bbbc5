import {
  deliveryAddressLine,
  findQatarCity,
  normalizeQatarMobile,
  SHIPPING_COUNTRY,
  type Locale,
  type QatarCity,
  type StoreCreateOrderBody,
  type StoreCreateOrderResponse,
} from '@matjar/core';
import type { OrderConfirmationEmail } from '../../mail/mail-queue.js';
import type { BookedWindow } from '../delivery/index.js';
import { splitName, type GuestCustomer } from '../customers/index.js';
import type { CartPrice } from '../cart-pricing/index.js';
import type { ReservationLine } from '../stock/index.js';
import { shopperKeys, type ShopperKeys } from './open-unpaid-orders.js';
import type { NewOrder, NewOrderLine } from './order-repository.js';
import { newOrderNumber, newOrderToken } from './order-token.js';

/** An online order's reserved stock returns if it is not paid within this time (storefront §9). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** The order a checked, priced cart makes, before anything is written: the rows below are all read from it. */
export interface OrderDraft {
  body: StoreCreateOrderBody;
  price: CartPrice;
  locale: Locale;
  customerId: number | null;
  now: Date;
  orderNumber: string;
  /** The order's access token, given to the shopper once, and its hash, which the row keeps. */
  token: string;
  tokenHash: string;
  shopper: ShopperKeys;
  /** Something to deliver: the order has an address. */
  physical: boolean;
  online: boolean;
  isGiftCardOrder: boolean;
  phone: string | null;
  shippingAddress: string | null;
  shippingCity: QatarCity | null;
  /** The delivery window booked (decision 034); null when the zone offers none. */
  deliveryWindow: BookedWindow | null;
  /**
   * The shop's gift card paying part or all of it (decision 046), decided in the order's transaction under
   * the card's lock: its id, the dirhams it pays and its masked code (for the e-mail). Null without one.
   */
  giftCard: { id: number; amount: number; masked: string } | null;
  /** The gift card pays the whole total: no card or cash payment follows (the order is paid when placed). */
  paidInFull: boolean;
}

export function draftOrder(
  body: StoreCreateOrderBody,
  price: CartPrice,
  context: { locale: Locale; customerId: number | null; now: Date },
  deliveryWindow: BookedWindow | null = null,
): OrderDraft {
  const physical = price.hasPhysicalItems;
  const orderNumber = newOrderNumber(context.now);
  const { token, hash: tokenHash } = newOrderToken();
  return {
    body,
    price,
    ...context,
    orderNumber,
    token,
    tokenHash,
    shopper: shopperKeys(body, physical),
    physical,
    online: body.paymentMethod === 'online',
    isGiftCardOrder: price.lines.some((line) => line.isGiftCard),
    // Checked before: a phone given is a Qatari mobile, stored as '+974 5512 3456' (D24).
    phone: normalizeQatarMobile(body.customer.phone),
    // Checked before: a physical order's parts are complete, so the city is one of the list.
    shippingAddress: physical ? deliveryAddressLine(body.orderData, context.locale) : null,
    shippingCity: physical ? (findQatarCity(body.orderData.shipping_city) ?? null) : null,
    deliveryWindow,
    giftCard: null,
    paidInFull: false,
  };
}

/** What the gift-card lines of the order cost: a gift card cannot pay for gift cards (decision 046). */
export function giftCardLinesTotal(draft: OrderDraft): number {
  return draft.price.lines.filter((line) => line.isGiftCard).reduce((sum, line) => sum + line.lineTotal, 0);
}

/** What is left to pay by card or cash once the shop's gift card paid its part. */
export function amountDueOf(draft: OrderDraft): number {
  return draft.price.totals.total - (draft.giftCard?.amount ?? 0);
}

/** What the shopper pays for delivery, after a shipping coupon. */
const shippingCharged = (draft: OrderDraft) =>
  draft.price.totals.shippingFee - draft.price.totals.shippingDiscount;

/** The orders row: pending, an online order with its payment window. */
export function orderRow(draft: OrderDraft, whatsappOn: boolean): NewOrder {
  const { body, price, physical, online, now } = draft;
  const { totals } = price;
  return {
    orderNumber: draft.orderNumber,
    customerId: draft.customerId,
    placedSignedIn: draft.customerId !== null,
    customerName: body.customer.name,
    customerEmail: body.customer.email,
    customerPhone: draft.phone,
    status: 'pending',
    // Paid in whole by the shop's gift card: a prepaid order whose payment completed as it was placed, with
    // no gateway payment behind it (decision 046).
    paymentMethod: draft.paidInFull ? 'online' : body.paymentMethod,
    paymentStatus: draft.paidInFull ? 'completed' : online ? 'pending' : null,
    giftCardAmount: draft.giftCard?.amount ?? 0,
    subtotal: totals.subtotal,
    discountAmount: totals.discount,
    shippingFee: shippingCharged(draft),
    shippingDiscount: totals.shippingDiscount,
    totalAmount: totals.total,
    couponCode: totals.appliedCoupon?.code ?? null,
    isGiftCardOrder: draft.isGiftCardOrder,
    shippingAddress: draft.shippingAddress,
    shippingCity: draft.shippingCity,
    shippingCountry: physical ? SHIPPING_COUNTRY : null,
    shippingNotes: physical ? (body.orderData.shipping_notes ?? null) : null,
    // The promise made at checkout stays the order's, whatever staff later change in the zones.
    deliveryDaysMin: physical ? (price.deliveryZone?.days_min ?? null) : null,
    deliveryDaysMax: physical ? (price.deliveryZone?.days_max ?? null) : null,
    deliveryFreeFrom: physical ? (price.deliveryZone?.free_above ?? null) : null,
    deliveryDate: draft.deliveryWindow?.date ?? null,
    deliveryWindowStart: draft.deliveryWindow?.start ?? null,
    deliveryWindowEnd: draft.deliveryWindow?.end ?? null,
    locale: draft.locale,
    // Consent asked only while WhatsApp is on: a box ticked on a page shown before it was switched off is not
    // kept, so no order waits for messages the shop no longer sends.
    whatsappOptIn: physical && body.whatsappOptIn === true && whatsappOn,
    paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
    accessTokenHash: draft.tokenHash,
    ...draft.shopper,
  };
}

/** The customer a shopper not signed in becomes (or joins); null when the order is placed signed in. */
export function guestCustomer(draft: OrderDraft): GuestCustomer | null {
  if (draft.customerId !== null) return null;
  const { customer } = draft.body;
  return {
    ...splitName(customer.name),
    email: customer.email.trim(),
    phone: draft.phone ?? '',
    phoneKey: draft.shopper.phoneKey,
    emailKey: draft.shopper.emailKey,
  };
}

/** The units the order holds, line by line. */
export function reservationLines(draft: OrderDraft): ReservationLine[] {
  return draft.price.lines.map((line) => ({
    productId: line.product_id,
    variantId: line.variant_id,
    quantity: line.quantity,
    name: line.name,
    fromCodes: line.fromCodes,
  }));
}

/** The order's lines as written: names in both languages, prices as charged. */
export function orderLines(draft: OrderDraft): NewOrderLine[] {
  return draft.price.lines.map((line) => ({
    productId: line.product_id,
    variantId: line.variant_id,
    productName: line.name.ar,
    productNameEn: line.name.en,
    variantName: line.variantName,
    variantNameEn: line.variantNameEn,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    listPrice: line.listPrice,
    totalPrice: line.lineTotal,
    isGiftCard: line.isGiftCard,
  }));
}

/** The confirmation e-mail, in the shopper's language. */
export function confirmationEmail(
  draft: OrderDraft,
  order: { createdAt: Date; shortNumber: number },
): OrderConfirmationEmail {
  const { body, price, locale } = draft;
  const { totals } = price;
  const english = locale === 'en';
  return {
    to: body.customer.email,
    locale,
    orderNumber: draft.orderNumber,
    shortNumber: order.shortNumber,
    customerName: body.customer.name,
    paymentMethod: draft.paidInFull ? 'online' : body.paymentMethod,
    ...(draft.giftCard
      ? {
          giftCardAmount: draft.giftCard.amount,
          giftCardMasked: draft.giftCard.masked,
          paidInFull: draft.paidInFull,
        }
      : {}),
    isGiftCardOrder: draft.isGiftCardOrder,
    items: price.lines.map((line) => ({
      productName: english ? line.name.en : line.name.ar,
      variantName: english ? line.variantNameEn : line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.lineTotal,
      giftCard: line.isGiftCard,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shippingFee: shippingCharged(draft),
    shippingDiscount: totals.shippingDiscount,
    total: totals.total,
    couponCode: totals.appliedCoupon?.code ?? null,
    shippingAddress: draft.shippingAddress,
    // The code: the e-mail names the city in its own language (cityLabel).
    shippingCity: draft.shippingCity,
    deliveryWindow: draft.deliveryWindow
      ? { date: draft.deliveryWindow.date, start: draft.deliveryWindow.start, end: draft.deliveryWindow.end }
      : null,
    deliveryDays: price.deliveryZone
      ? { min: price.deliveryZone.days_min, max: price.deliveryZone.days_max }
      : null,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * create-order's answer; the short number is filled in once the row has it, an online order's payment page
 * once its payment has started.
 */
export function orderAnswer(draft: OrderDraft): StoreCreateOrderResponse {
  return {
    success: true,
    orderNumber: draft.orderNumber,
    shortNumber: 0,
    paymentUrl: null,
    totalAmount: draft.price.totals.total,
    giftCardAmount: draft.giftCard?.amount ?? 0,
    isGiftCardOrder: draft.isGiftCardOrder,
    orderToken: draft.token,
  };
}
