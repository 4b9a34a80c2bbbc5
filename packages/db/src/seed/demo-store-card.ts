/**
 * The demo shop's own store card (decision 046): a shop gift card (GIFT) holding QAR 500, so a fresh shop can
 * pay part of an order with it at checkout. Its code is printed in the README; it is demo data like the rest:
 * void it in the back office (or reset the shop) before taking real orders.
 */
export const DEMO_STORE_CARD_CODE = 'GIFT-500-DEMA-SHPC-ARDS-2345-6789';
/** Dirhams: QAR 500. */
export const DEMO_STORE_CARD_VALUE = 50_000;
