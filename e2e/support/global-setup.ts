import { cp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher-server.js';
import { adminJson, signInThroughApi } from './admin-api.js';
import { orderableProduct } from './seeded-catalog.js';
import { E2E_ADMIN, SHARED_TEST_MEDIA, startServer } from './server.js';
import { journeyWorkers } from './workers.js';
import type { E2eShop } from './shops.js';

/** Units of the orderable product for the whole run: more than all the journeys' orders take together. */
const ORDERABLE_STOCK = 1_000;

/**
 * The journeys of a worker share its shop, and their orders (cash, and card orders holding units until paid or
 * expired) take units of one product (orderableProduct). Its demo stock ran out as journeys were added, and
 * every later journey failed on INSUFFICIENT_STOCK whatever it tested. Stocked once through the back office's
 * stock edit (the ledger says why), no journey depends on how many ran before it.
 */
async function stockTheOrderableProduct(baseUrl: string): Promise<void> {
  const token = await signInThroughApi(baseUrl, E2E_ADMIN);
  await adminJson(baseUrl, token, 'PATCH', `/products/${orderableProduct.id}`, {
    stock: ORDERABLE_STOCK,
    stock_note: 'e2e: stock for every journey of the run',
  });
}

interface StartedShop extends E2eShop {
  stop(): Promise<void>;
}

/**
 * One shop: a mail catcher, then the server (so its mail worker has somewhere to deliver from its first round).
 * Every journey's browser and API calls come from 127.0.0.1: the per-address abuse limits (30 orders in 10
 * minutes) would refuse the run's own orders as it grows. They are tested in the API tests (rate-limits);
 * per-account and per-e-mail limits still apply here.
 */
async function startShop(uploadsDir: string): Promise<StartedShop> {
  const mail = await startMailCatcher();
  const server = await startServer({
    uploadsDir,
    env: { SMTP_URL: mail.smtpUrl, RATE_LIMIT_EXEMPT: '127.0.0.1' },
  }).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await mail.stop();
  };
  await stockTheOrderableProduct(server.baseUrl).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl: server.baseUrl, mailCatcherUrl: mail.httpUrl, stop };
}

/**
 * A shop per worker: seeding the demo shop is the slow part, so each is started once for the run. The first
 * draws the demo pictures into the machine's shared folder (or finds them there); each other shop gets a copy of
 * that folder, so a journey replacing a seeded product's picture on one shop leaves the others' intact.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('shops', [{ baseUrl: external.replace(/\/+$/, ''), mailCatcherUrl: '' }]);
    return;
  }
  const shops: StartedShop[] = [];
  const copies: string[] = [];
  // The documents axe found clean, shared by the workers (support/axe-clean-pages.ts).
  const cleanPages = join(tmpdir(), `matjar-e2e-axe-clean-${process.pid}.txt`);
  await writeFile(cleanPages, '');
  project.provide('axeCleanPages', cleanPages);
  const stopAll = async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
    await rm(cleanPages, { force: true });
  };
  try {
    // E2E_MEDIA_DIR: a folder of this run's own (the alone runner's files run two at a time, each on a copy).
    shops.push(await startShop(process.env.E2E_MEDIA_DIR ?? SHARED_TEST_MEDIA));
    // Started one after another: two seeds at once would only share two cores between them.
    for (let worker = 2; worker <= journeyWorkers; worker++) {
      const copy = join(tmpdir(), `matjar-e2e-media-${process.pid}-${worker}`);
      copies.push(copy);
      await cp(SHARED_TEST_MEDIA, copy, { recursive: true });
      shops.push(await startShop(copy));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'shops',
    shops.map(({ baseUrl, mailCatcherUrl }) => ({ baseUrl, mailCatcherUrl })),
  );
  return stopAll;
}
