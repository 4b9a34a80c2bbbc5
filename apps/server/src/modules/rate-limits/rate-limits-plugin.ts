import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { rateLimitTable, type RateLimitName, type RateLimitRule } from './rate-limit-rules.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { createSignInLimits, type SignInLimits } from './sign-in-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimiter;
    signInLimits: SignInLimits;
  }
}

export interface RateLimitsPluginOptions {
  /** RATE_LIMIT_EXEMPT: addresses and CIDR ranges the per-address limits skip. */
  exempt: string[];
  /** Limits replaced for this app (tests that place hundreds of orders from one address). */
  overrides?: Partial<Record<RateLimitName, Partial<RateLimitRule>>>;
  now?: () => Date;
}

/** The shop's one rate limiter (app.rateLimits) and the sign-in policy on it (app.signInLimits). */
export const rateLimitsPlugin = fp(
  async function rateLimits(app: FastifyInstance, options: RateLimitsPluginOptions) {
    const limiter = createRateLimiter({
      db: app.db,
      log: app.log,
      rules: rateLimitTable(options.overrides),
      exempt: options.exempt,
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('rateLimits', limiter);
    app.decorate('signInLimits', createSignInLimits({ limiter, db: app.db, log: app.log }));
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
