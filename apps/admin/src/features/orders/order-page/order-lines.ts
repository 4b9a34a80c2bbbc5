import type { AdminOrderDetail, AdminOrderItem } from '@matjar/core';
import type { Language } from '../../../i18n/translate';

/** A line's product and variant names in one language; English falls back to the Arabic the order kept. */
export interface LineName {
  product: string;
  variant: string | null;
}

export function lineName(item: AdminOrderItem, language: Language): LineName {
  const product = (language === 'en' && item.product_name_en?.trim()) || item.product_name;
  const variant = (language === 'en' && item.variant_name_en?.trim()) || item.variant_name?.trim() || null;
  return { product, variant };
}

/** One line of the invoice and the packing slip: the names in both languages side by side. */
export interface PrintLine {
  id: number;
  ar: LineName;
  /** Null when the order kept no English name different from the Arabic one (nothing to repeat). */
  en: LineName | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** The units' serial numbers recorded when packed (decision 049). */
  serials: string[];
  /** The product records a serial per unit: the packing slip leaves room for the ones still missing. */
  serialized: boolean;
}

export function printLines(order: Pick<AdminOrderDetail, 'items'>): PrintLine[] {
  return order.items.map((item) => {
    const ar = lineName(item, 'ar');
    const en = lineName(item, 'en');
    const same = en.product === ar.product && en.variant === ar.variant;
    return {
      id: item.id,
      ar,
      en: same ? null : en,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      totalPrice: item.total_price,
      serials: item.serials.map((unit) => unit.serial),
      serialized: item.serialized,
    };
  });
}

/** The money rows under the lines, in order; the discount and delivery rows only when they apply. */
export type TotalRowKind =
  'subtotal' | 'discount' | 'delivery' | 'delivery_discount' | 'exchange' | 'total' | 'gift_card' | 'due';
export interface TotalRow {
  kind: TotalRowKind;
  /** Dirhams; a discount is negative so it reads as taken off. */
  amount: number;
  /** The coupon behind a discount. */
  couponCode?: string;
}

export function totalRows(
  order: Pick<
    AdminOrderDetail,
    | 'subtotal'
    | 'discount_amount'
    | 'shipping_fee'
    | 'coupon_code'
    | 'total_amount'
    | 'is_gift_card_order'
    | 'gift_card_amount'
  > & { exchange_credit?: number; shipping_discount?: number },
): TotalRow[] {
  const rows: TotalRow[] = [{ kind: 'subtotal', amount: order.subtotal }];
  const deliveryDiscount = order.shipping_discount ?? 0;
  // A delivery coupon's code goes with its own line, not with a goods discount of 0 (decision 054).
  if (order.discount_amount > 0 || (order.coupon_code && deliveryDiscount === 0)) {
    rows.push({
      kind: 'discount',
      amount: -order.discount_amount,
      ...(order.coupon_code ? { couponCode: order.coupon_code } : {}),
    });
  }
  // Free delivery is still listed (it answers the question a customer would ask), except on a gift-card
  // order, which is e-mailed and has nothing to deliver.
  // The zone's fee, then what a delivery coupon waived of it, as the shopper saw them.
  if (order.shipping_fee > 0 || !order.is_gift_card_order) {
    rows.push({ kind: 'delivery', amount: order.shipping_fee + deliveryDiscount });
  }
  if (deliveryDiscount > 0) {
    rows.push({
      kind: 'delivery_discount',
      amount: -deliveryDiscount,
      ...(order.coupon_code ? { couponCode: order.coupon_code } : {}),
    });
  }
  // An exchange's replacement: the goods that came back pay for it up to their value (decision 048).
  if ((order.exchange_credit ?? 0) > 0) rows.push({ kind: 'exchange', amount: -order.exchange_credit! });
  rows.push({ kind: 'total', amount: order.total_amount });
  // The shop's gift card paid part or all of it (decision 046): its line, then what was left to pay.
  if (order.gift_card_amount > 0) {
    rows.push({ kind: 'gift_card', amount: -order.gift_card_amount });
    rows.push({ kind: 'due', amount: order.total_amount - order.gift_card_amount });
  }
  return rows;
}

/**
 * What the customer still owes at the door: the whole total of a cash order whose cash is not yet
 * recorded, unless it was canceled; null when nothing is due (a card order, or cash already collected).
 */
export function amountDue(
  order: Pick<
    AdminOrderDetail,
    'payment_method' | 'cash_received_at' | 'status' | 'total_amount' | 'gift_card_amount'
  >,
): number | null {
  if (order.payment_method !== 'cash' || order.cash_received_at !== null) return null;
  // What the shop's gift card paid is not owed at the door.
  return order.status === 'canceled' ? null : order.total_amount - order.gift_card_amount;
}
