import { inject } from 'vitest';

/**
 * The journeys run in several workers at once (vitest.config.ts), and each worker has a shop of its own, started
 * by global-setup with its own database and mail catcher: two journeys running side by side never see each
 * other's orders, stock or mail. A worker's files run one after another on its shop.
 */
export interface E2eShop {
  /** Where the journeys point the browser: a shop started by global-setup, or E2E_BASE_URL. */
  baseUrl: string;
  /** Its mail catcher's HTTP endpoint (waitForMail in mail-catcher.ts); empty with E2E_BASE_URL. */
  mailCatcherUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker, in worker order (VITEST_POOL_ID 1 is the first). */
    shops: E2eShop[];
  }
}

/** The shop of the worker running this file. */
export function thisWorkersShop(): E2eShop {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return shops[(worker - 1) % shops.length]!;
}

/** The base URL of this worker's shop, e.g. http://127.0.0.1:40123. */
export const shopUrl = (): string => thisWorkersShop().baseUrl;
