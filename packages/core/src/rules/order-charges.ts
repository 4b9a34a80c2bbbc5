import type { Locale } from './locale.js';
import { formatMoney, formatSignedMoney } from './money.js';
import type { OrderCharges } from '../schemas/order-charges.js';

/** An order row's charges: shipping_fee is what was charged, so the zone's fee adds the waived part back. */
export function orderChargesOf(order: {
  subtotal: number;
  discountAmount: number;
  shippingFee: number;
  shippingDiscount: number;
  totalAmount: number;
  couponCode: string | null;
  isGiftCardOrder: boolean;
}): OrderCharges {
  return {
    subtotal: order.subtotal,
    discount: order.discountAmount,
    couponCode: order.couponCode,
    deliveryFee: order.shippingFee + order.shippingDiscount,
    deliveryDiscount: order.shippingDiscount,
    total: order.totalAmount,
    hasDelivery: !order.isGiftCardOrder || order.shippingFee > 0,
    delivered: true,
  };
}

export type ChargeKind = 'subtotal' | 'discount' | 'delivery' | 'delivery_discount' | 'total';
export interface ChargeRow {
  kind: ChargeKind;
  /** The row's name with its coupon's code: "Discount (WELCOME10)". */
  label: string;
  /** The name alone, for layouts that set the code on its own line (the e-mail). */
  name: string;
  /** The amount as shown: signed for what is taken off, "Free" or "not delivered here" for delivery. */
  value: string;
  /** The coupon behind a discount row, also inside `label`; apart for layouts that set it on its own line. */
  couponCode?: string;
}

const TEXT = {
  ar: {
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    delivery: 'التوصيل',
    free: 'مجاني',
    notDelivered: 'لا نوصل إلى هنا',
    freeDelivery: 'توصيل مجاني',
    deliveryDiscount: 'خصم التوصيل',
    total: 'الإجمالي',
  },
  en: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    free: 'Free',
    notDelivered: 'Not delivered here',
    freeDelivery: 'Free delivery',
    deliveryDiscount: 'Delivery discount',
    total: 'Total',
  },
} as const;

/** The name of a discount row with its coupon's code: "Discount (WELCOME10)", "توصيل مجاني (FREEDELIVERY)". */
const withCode = (label: string, code: string | null) => (code ? `${label} (${code})` : label);

/**
 * The rows of an order's charges in one language, in order: subtotal, discount (when there is one), delivery
 * (when there is something to deliver), the delivery coupon's line (when it took something off), total.
 */
export function chargeRows(charges: OrderCharges, locale: Locale): ChargeRow[] {
  const t = TEXT[locale];
  const code = charges.couponCode;
  const rows: ChargeRow[] = [
    { kind: 'subtotal', label: t.subtotal, name: t.subtotal, value: formatMoney(charges.subtotal, locale) },
  ];
  if (charges.discount > 0) {
    rows.push({
      kind: 'discount',
      label: withCode(t.discount, code),
      name: t.discount,
      value: formatSignedMoney(-charges.discount, locale),
      ...(code ? { couponCode: code } : {}),
    });
  }
  if (charges.hasDelivery) {
    rows.push({
      kind: 'delivery',
      label: t.delivery,
      name: t.delivery,
      value: !charges.delivered
        ? t.notDelivered
        : charges.deliveryFee === 0
          ? t.free
          : formatMoney(charges.deliveryFee, locale),
    });
  }
  if (charges.deliveryDiscount > 0) {
    const name = charges.deliveryDiscount === charges.deliveryFee ? t.freeDelivery : t.deliveryDiscount;
    rows.push({
      kind: 'delivery_discount',
      label: withCode(name, code),
      name,
      value: formatSignedMoney(-charges.deliveryDiscount, locale),
      ...(code ? { couponCode: code } : {}),
    });
  }
  rows.push({ kind: 'total', label: t.total, name: t.total, value: formatMoney(charges.total, locale) });
  return rows;
}

/** The server's cart quote as charges: shippingFee there is the zone's fee, shippingDiscount the coupon's part. */
export function quoteChargesOf(quote: {
  subtotal: number;
  discount: number;
  shippingFee: number;
  shippingDiscount: number;
  total: number;
  hasPhysicalItems: boolean;
  couponCode: string | null;
  /** The quote's word on the destination; null or absent: nothing said yet (counted as delivered). */
  delivered?: boolean | null;
}): OrderCharges {
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    couponCode: quote.couponCode,
    deliveryFee: quote.shippingFee,
    deliveryDiscount: quote.shippingDiscount,
    total: quote.total,
    hasDelivery: quote.hasPhysicalItems,
    delivered: quote.delivered ?? true,
  };
}
