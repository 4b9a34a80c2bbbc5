import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher-server.js';
import { adminJson, signInThroughApi } from './admin-api.js';
import { orderableProduct } from './seeded-catalog.js';
import { E2E_ADMIN, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the journeys point the browser: the server started here, or E2E_BASE_URL. */
    baseUrl: string;
    /** The mail catcher's HTTP endpoint (waitForMail in mail-catcher.ts); empty with E2E_BASE_URL. */
    mailCatcherUrl: string;
  }
}

/** Units of the orderable product for the whole run: more than all the journeys' orders take together. */
const ORDERABLE_STOCK = 1_000;

/**
 * The journeys share one shop, and their orders (cash, and card orders holding units until paid or expired)
 * take units of one product (orderableProduct). Its demo stock ran out as journeys were added, and every later
 * journey failed on INSUFFICIENT_STOCK whatever it tested. Stocked once through the back office's stock edit (the
 * ledger says why), no journey depends on how many ran before it.
 */
async function stockTheOrderableProduct(baseUrl: string): Promise<void> {
  const token = await signInThroughApi(baseUrl, E2E_ADMIN);
  await adminJson(baseUrl, token, 'PATCH', `/products/${orderableProduct.id}`, {
    stock: ORDERABLE_STOCK,
    stock_note: 'e2e: stock for every journey of the run',
  });
}

/** One server for the whole run: seeding the demo shop is the slow part. */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('mailCatcherUrl', '');
    return;
  }
  // Before the server, so the shop's mail worker has somewhere to deliver from its first round.
  const mail = await startMailCatcher();
  // Every journey's browser and API calls come from 127.0.0.1: the per-address abuse limits (30 orders in 10
  // minutes) would refuse the run's own orders as it grows. They are tested in the API tests
  // (rate-limits); per-account and per-e-mail limits still apply here.
  const server = await startServer({ env: { SMTP_URL: mail.smtpUrl, RATE_LIMIT_EXEMPT: '127.0.0.1' } }).catch(
    async (error: unknown) => {
      await mail.stop();
      throw error;
    },
  );
  await stockTheOrderableProduct(server.baseUrl).catch(async (error: unknown) => {
    await server.stop();
    await mail.stop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailCatcherUrl', mail.httpUrl);
  return async () => {
    await server.stop();
    await mail.stop();
  };
}
