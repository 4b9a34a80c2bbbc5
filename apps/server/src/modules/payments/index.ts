// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { RefundRefusedError, type PaymentGateway } from './payment-gateway.js';
export { createPaymentsRepository } from './payments-repository.js';
export type { PayableOrder, PaymentsApi } from './payments-service.js';
