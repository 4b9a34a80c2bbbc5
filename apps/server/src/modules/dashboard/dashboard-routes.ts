import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardResponse, ApiErrorBody } from '@matjar/core';
import type { DashboardService } from './dashboard-service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  options,
) => {
  const { dashboard } = options;
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['back office'],
        summary:
          "Today's cockpit (Doha day): sales against yesterday and last week, orders to act on, cash, inbox, reviews, low stock",
        response: { 200: AdminDashboardResponse, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => ({ success: true as const, ...(await dashboard.summary()) }),
  );
};
