import { availableParallelism } from 'node:os';

/**
 * How many journeys run at once, each worker on a shop of its own (global-setup.ts): E2E_WORKERS, or one per
 * core up to two. A journey is a browser, a server and its database; past two at once on this kind of machine
 * they mostly wait for each other. With E2E_BASE_URL there is only that shop, so one worker.
 */
export const journeyWorkers = process.env.E2E_BASE_URL
  ? 1
  : Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));
