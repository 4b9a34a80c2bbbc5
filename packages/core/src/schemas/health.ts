import { z } from 'zod';

/**
 * GET /api/health: 200 with this body only when the database answers a query; otherwise 503 with the
 * SERVICE_UNAVAILABLE ApiErrorBody.
 */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
