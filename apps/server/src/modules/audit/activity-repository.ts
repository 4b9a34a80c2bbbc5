import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { activityLogs, adminUsers, type Db } from '@matjar/db';
import type { ActivityAction } from '@matjar/core';

export interface ActivityFilters {
  user_id?: number | undefined;
  action_type?: ActivityAction | undefined;
  entity_type?: string | undefined;
  before_id?: number | undefined;
  limit: number;
}

export interface ActivityRow {
  entry: typeof activityLogs.$inferSelect;
  userFullName: string | null;
  entityNameEn: string | null;
  /** An order's entries name it by its short number (D20), whatever the entry stored when it was written. */
  entityNameNow: string | null;
}

/** The English name of a product, category or brand as it is now: English screens name it in English. */
const entityNameEn = sql<string | null>`CASE ${activityLogs.entityType}
  WHEN 'product' THEN (SELECT p.name_en FROM products p WHERE p.id::text = ${activityLogs.entityId})
  WHEN 'category' THEN (SELECT c.name_en FROM categories c WHERE c.id::text = ${activityLogs.entityId})
  WHEN 'brand' THEN (SELECT b.name_en FROM brands b WHERE b.id::text = ${activityLogs.entityId})
END`;

/**
 * Entries written before short numbers (D20) stored the long ORD-… number: an order is named "#1001", and a
 * gift card's "Apple card (ORD-…)" its order's "#1001" instead.
 */
const entityNameNow = sql<string | null>`CASE ${activityLogs.entityType}
  WHEN 'order' THEN (SELECT '#' || o.short_number FROM orders o WHERE o.id::text = ${activityLogs.entityId})
  WHEN 'gift_card' THEN (SELECT replace(${activityLogs.entityName}, o.order_number, '#' || o.short_number)
    FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE g.id::text = ${activityLogs.entityId})
END`;

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
        .select({ entry: activityLogs, userFullName: adminUsers.fullName, entityNameEn, entityNameNow })
        .from(activityLogs)
        .leftJoin(adminUsers, eq(adminUsers.id, activityLogs.userId))
        .where(and(...conditions))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(filters.limit);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
