import { ACTIVITY_ACTIONS, ACTIVITY_LOG_PAGE, type ActivityAction } from '@matjar/core';

/** What the filter controls hold (back-office §2 Activity log): operation, entity type, user id as typed. */
export interface ActivityFilterInput {
  action: ActivityAction | '';
  entityType: string;
  userId: string;
}

export const NO_FILTERS: ActivityFilterInput = { action: '', entityType: '', userId: '' };

/** The user id filter as the spec reads it: parsed to a whole number; empty means any user. */
export type ParsedUserId = { ok: true; value: number | undefined } | { ok: false };

export function parseUserId(text: string): ParsedUserId {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  // Arabic-Indic digits typed on an Arabic keyboard count as digits too.
  const western = trimmed.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  if (!/^\d+$/.test(western)) return { ok: false };
  const value = Number.parseInt(western, 10);
  return value > 0 && Number.isSafeInteger(value) ? { ok: true, value } : { ok: false };
}

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

/**
 * Query of GET /api/admin/activity-logs (and its .csv twin): only the filters that are set, the screen's page
 * of 100 for the list and its keyset cursor. An unusable user id is left out; the screen says so beside the
 * field.
 */
export function activityLogQuery(
  filters: ActivityFilterInput,
  options: { limit?: number; beforeId?: number | null; lang?: 'ar' | 'en' } = {},
): Record<string, string | number | undefined> {
  const userId = parseUserId(filters.userId);
  return {
    user_id: userId.ok ? userId.value : undefined,
    action_type: filters.action || undefined,
    entity_type: filters.entityType.trim() || undefined,
    limit: options.limit,
    before_id: options.beforeId ?? undefined,
    lang: options.lang,
  };
}

export const ACTIVITY_LIST_LIMIT = ACTIVITY_LOG_PAGE;

export function hasFilters(filters: ActivityFilterInput): boolean {
  return filters.action !== '' || filters.entityType !== '' || filters.userId.trim() !== '';
}
