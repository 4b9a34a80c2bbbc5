// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { cardCode, insertUniqueCode, issueGiftCards, type IssuedGiftCard } from './gift-card-issuer.js';
export {
  findShopCardByCode,
  lockCard,
  moveBalance,
  orderGiftCardPayment,
  refuseUnspendable,
  releaseOrderSpend,
  zeroVoidedBalances,
} from './gift-card-ledger.js';
export { createGiftCodeStockRepository } from './gift-code-stock-repository.js';
