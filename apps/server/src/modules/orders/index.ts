// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { orderLinesOf } from './order-lines.js';
export { recordStatusChange, statusChangeInsert } from './order-status-history.js';
export { lockOrder } from './order-status-repository.js';
