import { z } from 'zod';
import { ApiErrorBody } from '../rules/errors.js';

/**
 * Seconds a client is asked to wait (Retry-After) when the database could not be reached: the embedded
 * server restarts in about a second, crash recovery after a busy moment takes a few more.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** embedded: the PostgreSQL server the shop runs in DATA_DIR; external: the one DATABASE_URL names. */
const DatabaseKind = z.enum(['embedded', 'external']);

/**
 * GET /api/health and GET /api/health/ready: 200 with this body only when the database answers a query;
 * otherwise 503 with HealthUnavailableResponse.
 */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  databaseKind: DatabaseKind,
  /** Times the embedded server was started again after it stopped on its own (0 for an external one). */
  databaseRestarts: z.number().int().nonnegative(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * Where the database stands when it does not answer. restarting: the embedded server stopped on its own and
 * is being started again; stopped: it could not be started again (the shop is about to exit) or is closing;
 * unreachable: no answer (an external server that is down, or a server still recovering).
 */
export const HEALTH_DATABASE_STATES = ['restarting', 'stopped', 'unreachable'] as const;

/** The 503 of health and readiness: the DATABASE_UNAVAILABLE error, with the state beside it. */
export const HealthUnavailableResponse = ApiErrorBody.extend({
  status: z.literal('unavailable'),
  database: z.enum(HEALTH_DATABASE_STATES),
  databaseKind: DatabaseKind,
  databaseRestarts: z.number().int().nonnegative(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthUnavailableResponse = z.infer<typeof HealthUnavailableResponse>;

/**
 * GET /api/health/live: 200 while the process answers HTTP, whatever the database's state (the shop restarts
 * its own database; restarting the process would not help, and it exits by itself when it cannot).
 */
export const LivenessResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type LivenessResponse = z.infer<typeof LivenessResponse>;
