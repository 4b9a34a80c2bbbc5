import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, StoreDeliveryWindowsQuery, StoreDeliveryWindowsResponse } from '@matjar/core';
import type { Db } from '@matjar/db';
import { offeredWindows } from './delivery-windows.js';

/** The checkout's delivery windows (decision 034): days and windows with their seats left, for an address. */
export const storeDeliveryWindowsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/store/delivery-windows',
    {
      schema: {
        tags: ['storefront: checkout'],
        summary: 'The delivery days and time windows an address may book, full or closed ones marked',
        querystring: StoreDeliveryWindowsQuery,
        response: { 200: StoreDeliveryWindowsResponse, 400: ApiErrorBody },
      },
    },
    async (request, reply) => {
      // Seats change with every order: never cached.
      reply.header('cache-control', 'no-store');
      return offeredWindows(db, request.query, new Date());
    },
  );
};
