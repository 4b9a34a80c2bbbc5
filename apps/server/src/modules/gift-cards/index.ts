// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { cardCode, issueGiftCards } from './gift-card-issuer.js';
export { loadGiftCodeStock } from './gift-code-stock-repository.js';
