// Serial numbers for the journeys (decision 049): IMEIs that pass the check digit and differ on every call, and
// the units of a confirmed order recorded through the API, for a journey that ships a serialised product.
import type { AdminOrderDetail } from '@matjar/core';
import { adminJson } from './admin-api.js';

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
