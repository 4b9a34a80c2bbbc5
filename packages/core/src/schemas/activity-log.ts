import { z } from 'zod';
import { ACTIVITY_LOG_PAGE } from '../limits.js';
import { EntityId, IdParam, IsoDateTime, plainText } from './common.js';

export const ACTIVITY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** Entity types of back-office §3; the server may log others (e.g. coupon, review), so entries take any string. */
export const ACTIVITY_ENTITY_TYPES = [
  'product',
  'brand',
  'category',
  'setting',
  'order',
  'user',
  'driver',
] as const;

const ActivityLogFilters = {
  user_id: IdParam.optional(),
  action_type: z.enum(ACTIVITY_ACTIONS).optional(),
  entity_type: plainText(50).min(1).optional(),
};

/** GET /api/admin/activity-logs: filters of back-office §2, newest first; limit is the screen's page of 100. */
export const ActivityLogQuery = z.object({
  ...ActivityLogFilters,
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_PAGE).default(ACTIVITY_LOG_PAGE),
  /** Keyset paging: entries older than this id. */
  before_id: IdParam.optional(),
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

/** Most rows one CSV export holds (newest first); the screen shows 100, an export may want a month's worth. */
export const ACTIVITY_LOG_EXPORT_MAX = 10_000;

/** GET /api/admin/activity-logs.csv: the same filters; the newest `limit` entries (default and max 10 000). */
export const ActivityLogExportQuery = z.object({
  ...ActivityLogFilters,
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_EXPORT_MAX).default(ACTIVITY_LOG_EXPORT_MAX),
});
export type ActivityLogExportQuery = z.infer<typeof ActivityLogExportQuery>;

/**
 * Columns of the CSV export, in order (header row uses these names). The file starts with a UTF-8 byte-order
 * mark so that Excel shows Arabic text; `changes` is the JSON of old and new values.
 */
export const ACTIVITY_LOG_CSV_COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'username',
  'user_role',
  'action_type',
  'entity_type',
  'entity_id',
  'entity_name',
  'description',
  'changes',
] as const;
