// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export { serverSecret } from './server-secret.js';
export type { TrackingTokens } from './tracking-token.js';
