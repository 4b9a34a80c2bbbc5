import { z } from 'zod';

/**
 * GET /api/health: 200 with this body only when the database answers a query; otherwise 503 with the
 * SERVICE_UNAVAILABLE ApiErrorBody.
 */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** embedded: the PostgreSQL server the shop runs in DATA_DIR; external: the one DATABASE_URL names. */
  databaseKind: z.enum(['embedded', 'external']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
