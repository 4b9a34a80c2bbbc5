import { randomInt } from 'node:crypto';
import { findQatarCity } from '@matjar/core';
import type { Page } from 'playwright-core';

// D14: a physical order needs a Qatar address (city, zone, street, building). Journeys that place orders
// through the API send these parts; journeys through the checkout form fill its fields.

/** create-order's orderData for a deliverable order; `street` keeps one shopper's address its own. */
export function qatarOrderData(street: string | number, city = 'doha') {
  return {
    shipping_city: city,
    shipping_zone: '66',
    shipping_street: String(street),
    shipping_building: '12',
  };
}

interface AddressLabels {
  'checkout.city': string;
  'checkout.zone': string;
  'checkout.street': string;
  'checkout.building': string;
}

/**
 * Fills the checkout form's address as a shopper reads it off the blue plate. Unless a test names the street,
 * each order goes to a street of its own: create-order allows only three open unpaid orders per delivery
 * address, and the journeys of the whole suite share one server.
 */
export async function fillDeliveryAddress(
  page: Page,
  messages: AddressLabels,
  { city = 'Doha', zone = '66', street = String(randomInt(100, 1_000_000)), building = '12' } = {},
) {
  // The options' values are the cities' codes (core QATAR_CITIES); a test may name the city in English.
  await page.getByLabel(messages['checkout.city']).selectOption(findQatarCity(city) ?? city);
  await page.getByLabel(messages['checkout.zone']).fill(zone);
  await page.getByLabel(messages['checkout.street']).fill(street);
  await page.getByLabel(messages['checkout.building']).fill(building);
}
