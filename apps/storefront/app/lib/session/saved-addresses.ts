import {
  cityLabel,
  deliveryAddressLine,
  type Locale,
  type StoreAddress,
  type StoreAddressInput,
} from '@matjar/core';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/api-client.js';

/**
 * The signed-in customer's saved delivery addresses (decision 037), shared by the account page and checkout.
 * Read in the browser only, as the customer is.
 */
export const savedAddressesApi = {
  list: (locale: Locale) =>
    apiGet('/api/store/account/addresses', 'StoreAddressesResponse', { locale }).then((r) => r.addresses),
  create: (locale: Locale, body: StoreAddressInput) =>
    apiPost('/api/store/account/addresses', body, 'StoreAddressResponse', { locale }).then((r) => r.address),
  update: (locale: Locale, id: number, body: StoreAddressInput) =>
    apiPut(`/api/store/account/addresses/${id}`, body, 'StoreAddressResponse', { locale }).then(
      (r) => r.address,
    ),
  makeDefault: (locale: Locale, id: number) =>
    apiPost(`/api/store/account/addresses/${id}/default`, {}, 'StoreAddressResponse', { locale }),
  remove: (locale: Locale, id: number) =>
    apiDelete(`/api/store/account/addresses/${id}`, 'SuccessResponse', { locale }),
};

/** The address's parts as the delivery form's fields hold them. */
export function addressFormValues(address: StoreAddress) {
  return {
    city: address.city,
    zone: address.zone,
    street: address.street,
    building: address.building,
    unit: address.unit,
    landmark: address.landmark,
  };
}

/** "Doha — Zone 66, Street 850, Building 12" in the page's language (digits as on the plates). */
export function addressSummary(address: StoreAddress, locale: Locale): string {
  const line = deliveryAddressLine(
    {
      shipping_zone: address.zone,
      shipping_street: address.street,
      shipping_building: address.building,
      shipping_unit: address.unit,
      shipping_landmark: address.landmark,
    },
    locale,
  );
  return `${cityLabel(address.city, locale)} — ${line}`;
}
