import { DELIVERY_DAYS, findQatarCity, formatDeliveryWindow, formatNumber, type Locale } from '@matjar/core';

// What the shop promised about delivery, as the order confirmation e-mail and the WhatsApp order messages say
// it (one function for both, so the two never disagree): the booked window (decision 034), otherwise the
// working days of the order's zone (decision 032, kept on the order) worded for its city.

const TEXT = {
  ar: {
    doha: (min: string, max: string) => `التوصيل خلال ${min}–${max} أيام عمل داخل الدوحة.`,
    elsewhere: (min: string, max: string) => `التوصيل خلال ${min}–${max} أيام عمل في باقي مناطق قطر.`,
    window: (when: string) => `موعد التوصيل: ${when}`,
  },
  en: {
    doha: (min: string, max: string) => `Delivery in ${min}–${max} working days inside Doha.`,
    elsewhere: (min: string, max: string) => `Delivery in ${min}–${max} working days elsewhere in Qatar.`,
    window: (when: string) => `Delivery window: ${when}`,
  },
} satisfies Record<Locale, unknown>;

export interface DeliveryPromiseOf {
  locale: Locale;
  /** The order's city (a code; older orders a name); null when no address was given. */
  shippingCity: string | null;
  /** The window booked; absent or null: none. */
  deliveryWindow?: { date: string; start: string; end: string } | null | undefined;
  /** The zone's promise in working days when the order was placed; absent: storefront §9's (DELIVERY_DAYS). */
  deliveryDays?: { min: number; max: number } | null | undefined;
}

function isDoha(city: string | null): boolean | null {
  if (!city?.trim()) return null;
  return findQatarCity(city) === 'doha' || /doha|دوحة/i.test(city);
}

/**
 * The promise's lines: the window; else the zone's working days worded for the city; without a city (no
 * address yet) storefront §9's days for Doha and for elsewhere.
 */
export function deliveryPromiseLines(order: DeliveryPromiseOf): string[] {
  const t = TEXT[order.locale];
  if (order.deliveryWindow) return [t.window(formatDeliveryWindow(order.deliveryWindow, order.locale))];
  const n = (value: number) => formatNumber(value, order.locale);
  const inDoha = isDoha(order.shippingCity);
  if (inDoha === null) {
    return [
      t.doha(n(DELIVERY_DAYS.doha.min), n(DELIVERY_DAYS.doha.max)),
      t.elsewhere(n(DELIVERY_DAYS.restOfQatar.min), n(DELIVERY_DAYS.restOfQatar.max)),
    ];
  }
  const days = order.deliveryDays ?? (inDoha ? DELIVERY_DAYS.doha : DELIVERY_DAYS.restOfQatar);
  return [(inDoha ? t.doha : t.elsewhere)(n(days.min), n(days.max))];
}
