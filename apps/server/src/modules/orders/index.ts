// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { recordCashReceived } from './cash-received.js';
export { orderLinesOf, prepareOrderLines } from './order-lines.js';
export { checkReturnWindow, deliveredAt, lineBalances, recordReturn } from './order-return-record.js';
export { recordStatusChange, statusChangeInsert, statusChangesInsertWhen } from './order-status-history.js';
export { createOrderStatusRepository, type LockedOrder } from './order-status-repository.js';
export { commitStatusMove, statusParams, type OrderTrackingSigner } from './order-status-service.js';
