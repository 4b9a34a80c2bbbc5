import { z } from 'zod';

/** GET /api/health: 200 with status ok when the database answers, 503 with status degraded when it does not. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number().nonnegative(),
  version: z.string().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
