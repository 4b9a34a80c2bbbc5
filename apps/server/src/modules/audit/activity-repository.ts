import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { activityLogs, type Db } from '@matjar/db';
import type { ActivityAction } from '@matjar/core';

export interface ActivityFilters {
  user_id?: number | undefined;
  action_type?: ActivityAction | undefined;
  entity_type?: string | undefined;
  before_id?: number | undefined;
  limit: number;
}

export type ActivityRow = typeof activityLogs.$inferSelect;

/** SQL for reading the activity log; entries are written by recordActivity inside each change's transaction. */
export function createActivityRepository(db: Db) {
  return {
    /** Newest first (by id, which follows creation order), with the screen's filters. */
    async list(filters: ActivityFilters): Promise<ActivityRow[]> {
      const conditions: SQL[] = [];
      if (filters.user_id !== undefined) conditions.push(eq(activityLogs.userId, filters.user_id));
      if (filters.action_type) conditions.push(eq(activityLogs.actionType, filters.action_type));
      if (filters.entity_type) conditions.push(eq(activityLogs.entityType, filters.entity_type));
      if (filters.before_id !== undefined) conditions.push(lt(activityLogs.id, filters.before_id));
      return db
        .select()
        .from(activityLogs)
        .where(and(...conditions))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(filters.limit);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
