// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { listTags } from './cache-tags.js';
export { cachedJsonFastPath, sendCachedJson } from './cached-json.js';
export { CARD_COLUMNS, type CardRow } from './catalog-repository.js';
export { toCard } from './catalog-service.js';
