import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, EntityId, StoreContactBody } from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import { requestLocale } from '../../http/request-locale.js';

const ContactCreated = z.object({ success: z.literal(true), id: EntityId });

/** POST /api/store/contact: stored for the back office and e-mailed to the shop through the outbox (D9). */
export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/store/contact',
    {
      schema: {
        tags: ['store: contact'],
        body: StoreContactBody,
        response: { 201: ContactCreated, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = await app.contact.send(request.body, requestLocale(request), requestClient(request));
      return reply.code(201).send({ success: true as const, id });
    },
  );
}
