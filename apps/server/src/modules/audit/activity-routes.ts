import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityLogExportQuery,
  ActivityLogQuery,
  ActivityLogResponse,
  ApiErrorBody,
  dohaDate,
  type ActivityLogEntry,
} from '@matjar/core';
import { activityLogCsv } from './activity-csv.js';
import type { ActivityRepository, ActivityRow } from './activity-repository.js';

function toEntry({ entry: row, userFullName, entityNameEn, entityNameNow }: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    username: row.username,
    user_full_name: userFullName?.trim() || null,
    user_role: row.userRole,
    action_type: row.actionType,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: entityNameNow ?? row.entityName,
    entity_name_en: entityNameEn?.trim() || null,
    changes: row.changes ?? null,
    description: row.description,
  };
}

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The activity log screen (back-office §2) and its CSV export; super_admin only (permission table). */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityRepository }> = async (
  app,
  options,
) => {
  const { activity } = options;

  app.get(
    '/api/admin/activity-logs',
    {
      schema: {
        tags: ['back office'],
        summary: 'Activity log, newest first, with filters',
        querystring: ActivityLogQuery,
        response: { 200: ActivityLogResponse, ...errors },
      },
    },
    async (request) => {
      const rows = await activity.list(request.query);
      return { success: true as const, logs: rows.map(toEntry) };
    },
  );

  app.get(
    '/api/admin/activity-logs.csv',
    {
      schema: {
        tags: ['back office'],
        summary: 'Activity log as CSV (UTF-8 with BOM), same filters',
        querystring: ActivityLogExportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await activity.list(request.query);
      const day = dohaDate(new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(activityLogCsv(rows.map(toEntry), request.query.lang));
    },
  );
};
