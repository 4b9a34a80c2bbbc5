import { z } from 'zod';
import { ACTIVITY_LOG_PAGE } from '../rules/limits.js';
import { AUDITED_ENTITY_TYPES } from '../rules/activity-sentence.js';
import { EntityId, IdParam, IsoDateTime, requiredText } from './common.js';

export const ACTIVITY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** Every entity type the server audits (activity-sentence.ts); entries take any string, for older rows. */
export const ACTIVITY_ENTITY_TYPES = AUDITED_ENTITY_TYPES;

const ActivityLogFilters = {
  user_id: IdParam.optional(),
  action_type: z.enum(ACTIVITY_ACTIONS).optional(),
  entity_type: requiredText(50).optional(),
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
  /** The staff member's full name as it is now (null for a removed account or none given). */
  user_full_name: z.string().nullable(),
  user_role: z.string(),
  action_type: z.enum(ACTIVITY_ACTIONS),
  entity_type: z.string(),
  entity_id: z.union([z.string(), z.number()]).nullable(),
  entity_name: z.string().nullable(),
  /** The English name of a product, category or brand as it is now, for English screens. */
  entity_name_en: z.string().nullable(),
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
  /** The language of the headers and the summaries: the staff member's. */
  lang: z.enum(['ar', 'en']).default('ar'),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LOG_EXPORT_MAX).default(ACTIVITY_LOG_EXPORT_MAX),
});
export type ActivityLogExportQuery = z.infer<typeof ActivityLogExportQuery>;

/**
 * Columns of the CSV export, in order. The file starts with a UTF-8 byte-order mark so that Excel shows Arabic
 * text; `created_at` is Doha's wall clock (YYYY-MM-DD HH:mm), `summary` the entry as a sentence in the chosen
 * language, `description` the server's stored text, `changes` the JSON of old and new values.
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
  'summary',
  'description',
  'changes',
] as const;
export type ActivityLogCsvColumn = (typeof ACTIVITY_LOG_CSV_COLUMNS)[number];

/** The header row in the language the staff member chose. */
export const ACTIVITY_LOG_CSV_HEADERS: Readonly<Record<'ar' | 'en', Record<ActivityLogCsvColumn, string>>> = {
  ar: {
    id: 'الرقم',
    created_at: 'التاريخ والوقت (الدوحة)',
    user_id: 'رقم المستخدم',
    username: 'المستخدم',
    user_role: 'الدور',
    action_type: 'العملية',
    entity_type: 'النوع',
    entity_id: 'رقم العنصر',
    entity_name: 'العنصر',
    summary: 'ما حدث',
    description: 'الوصف المخزّن',
    changes: 'التغييرات',
  },
  en: {
    id: 'ID',
    created_at: 'Date and time (Doha)',
    user_id: 'User ID',
    username: 'User',
    user_role: 'Role',
    action_type: 'Operation',
    entity_type: 'Type',
    entity_id: 'Item ID',
    entity_name: 'Item',
    summary: 'What happened',
    description: 'Stored description',
    changes: 'Changes',
  },
};
