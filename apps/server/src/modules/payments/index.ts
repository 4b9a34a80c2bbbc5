// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { RefundRefusedError, type PaymentGateway } from './payment-gateway.js';
export type { PayableOrder } from './payments-service.js';
