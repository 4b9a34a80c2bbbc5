// What this module offers the others; the rest of its files are its own (scripts/lint/check-imports.mjs).
export type { RateLimitName } from './rate-limit-rules.js';
export type { RateLimiter } from './rate-limiter.js';
export type { SignInCheck, SignInLimits } from './sign-in-limits.js';
