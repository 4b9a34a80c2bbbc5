// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export {
  bookDeliveryWindow,
  checkedDeliveryWindow,
  windowField,
  windowOfOrder,
  type BookedWindow,
} from './delivery-windows.js';
