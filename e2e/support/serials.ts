// Serial numbers for the journeys (decision 049): IMEIs that pass the check digit and differ on every call, and
// the units of a confirmed order recorded through the API, for a journey that ships a serialised product, and the
// seeded phone such journeys order.
import type { AdminOrderDetail } from '@matjar/core';
import { adminJson } from './admin-api.js';
import { SEEDED_PRODUCTS, type SeededProduct } from './seeded-catalog.js';

let counter = 0;

/** A valid IMEI no other call of this run makes: 14 digits from the clock and a counter, then the Luhn digit. */
export function freshImei(): string {
  counter += 1;
  const body = `35${String(Date.now() % 1e8).padStart(8, '0')}${String(counter % 1e4).padStart(4, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** Records a fresh IMEI for every unit of the order's serialised lines still without one. */
export async function recordMissingSerials(baseUrl: string, token: string, orderId: number): Promise<void> {
  const order = (await adminJson(baseUrl, token, 'GET', `/orders/${orderId}`)) as AdminOrderDetail;
  for (const item of order.items.filter((line) => line.serialized)) {
    for (let unit = item.serials.length; unit < item.quantity; unit += 1) {
      await adminJson(baseUrl, token, 'POST', `/orders/${orderId}/serials`, {
        order_item_id: item.id,
        serial: freshImei(),
      });
    }
  }
}

/** The seeded serialised phone variant with the most stock, so the journeys that order it rarely run it out. */
export const SERIALISED_PHONE: {
  product: SeededProduct;
  variant: SeededProduct['plan']['variants'][number];
  stock: number;
} = SEEDED_PRODUCTS.filter(({ plan }) => plan.source.serialized === true && plan.source.isActive !== false)
  .flatMap((product) => product.plan.variants.map((variant) => ({ product, variant, stock: variant.stock })))
  .reduce((most, candidate) => (candidate.stock > most.stock ? candidate : most));

/** The shop's id of that variant (the seed names it by SKU; ids are the shop's). */
export async function serialisedPhoneVariantId(baseUrl: string, token: string): Promise<number> {
  const detail = (await adminJson(baseUrl, token, 'GET', `/products/${SERIALISED_PHONE.product.id}`)) as {
    product?: { variants?: { id: number; sku: string | null }[] };
  };
  const variant = detail.product?.variants?.find((one) => one.sku === SERIALISED_PHONE.variant.sku);
  if (!variant) throw new Error(`The seeded variant ${SERIALISED_PHONE.variant.sku} is not in the shop`);
  return variant.id;
}
