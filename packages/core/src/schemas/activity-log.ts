import { z } from 'zod';
import { ACTIVITY_LOG_PAGE } from '../limits.js';
import { EntityId, IsoDateTime } from './common.js';

export const ACTIVITY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** Entity types of back-office §3; the server may log others (e.g. coupon, review), so entries take any string. */
export const ACTIVITY_ENTITY_TYPES = ['product', 'brand', 'category', 'setting', 'order', 'user'] as const;

/** GET activity log filters (back-office §2); limit is the screen's page of 100. */
export const ActivityLogQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  action_type: z.enum(ACTIVITY_ACTIONS).optional(),
  entity_type: z.string().trim().min(1).max(50).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_PAGE).default(ACTIVITY_LOG_PAGE),
  /** Keyset paging: entries older than this id. */
  before_id: z.coerce.number().int().positive().optional(),
});
export type ActivityLogQuery = z.infer<typeof ActivityLogQuery>;

export const ActivityLogEntry = z.object({
  id: EntityId,
  created_at: IsoDateTime,
  user_id: EntityId.nullable(),
  username: z.string(),
  user_role: z.string(),
  action_type: z.enum(ACTIVITY_ACTIONS),
  entity_type: z.string(),
  entity_id: z.union([z.string(), z.number()]).nullable(),
  entity_name: z.string().nullable(),
  changes: z.object({ old: z.unknown().optional(), new: z.unknown().optional() }).nullable(),
  description: z.string(),
});
export type ActivityLogEntry = z.infer<typeof ActivityLogEntry>;

export const ActivityLogResponse = z.object({ success: z.literal(true), logs: z.array(ActivityLogEntry) });
export type ActivityLogResponse = z.infer<typeof ActivityLogResponse>;
