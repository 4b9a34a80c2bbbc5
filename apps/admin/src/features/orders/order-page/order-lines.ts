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
    };
  });
}

/** The money rows under the lines, in order; the discount and delivery rows only when they apply. */
export type TotalRowKind = 'subtotal' | 'discount' | 'delivery' | 'total';
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
    'subtotal' | 'discount_amount' | 'shipping_fee' | 'coupon_code' | 'total_amount' | 'is_gift_card_order'
  >,
): TotalRow[] {
  const rows: TotalRow[] = [{ kind: 'subtotal', amount: order.subtotal }];
  if (order.discount_amount > 0 || order.coupon_code) {
    rows.push({
      kind: 'discount',
      amount: -order.discount_amount,
      ...(order.coupon_code ? { couponCode: order.coupon_code } : {}),
    });
  }
  // Free delivery is still listed (it answers the question a customer would ask), except on a gift-card
  // order, which is e-mailed and has nothing to deliver.
  if (order.shipping_fee > 0 || !order.is_gift_card_order) {
    rows.push({ kind: 'delivery', amount: order.shipping_fee });
  }
  rows.push({ kind: 'total', amount: order.total_amount });
  return rows;
}

/**
 * What the customer still owes at the door: the whole total of a cash order whose cash is not yet
 * recorded, unless it was canceled; null when nothing is due (a card order, or cash already collected).
 */
export function amountDue(
  order: Pick<AdminOrderDetail, 'payment_method' | 'cash_received_at' | 'status' | 'total_amount'>,
): number | null {
  if (order.payment_method !== 'cash' || order.cash_received_at !== null) return null;
  return order.status === 'canceled' ? null : order.total_amount;
}
