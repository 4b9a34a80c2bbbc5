// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export {
  announceCodeStock,
  recountCodeStock,
  sellsFromCodes,
  type CodeStockRow,
} from './code-counted-stock.js';
export { createCodeStockRecounter, type CodeStockRecounter } from './code-stock-recounter.js';
export { changeStock, recordCreatedStock, type StockActor, type StockLine } from './stock-ledger.js';
export { releaseOrderStock } from './stock-release.js';
export { reserveStock, type ReservationLine } from './stock-reservation.js';
