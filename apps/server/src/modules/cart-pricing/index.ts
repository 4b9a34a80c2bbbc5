// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { createPricingRepository } from './pricing-repository.js';
export type { CartPrice, PricedLine, PricingService } from './pricing-service.js';
