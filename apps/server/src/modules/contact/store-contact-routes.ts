import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, EntityId, StoreContactBody } from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import { requestLocale } from '../../http/request-locale.js';
import type { ContactService } from './contact-service.js';

const ContactCreated = z.object({ success: z.literal(true), id: EntityId });

/** POST /api/store/contact: stored for the back office and e-mailed to the shop through the outbox (D9). */
export const storeContactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/api/store/contact',
    {
      schema: {
        tags: ['store: contact'],
        body: StoreContactBody,
        response: { 201: ContactCreated, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = await contact.send(request.body, requestLocale(request), requestClient(request));
      return reply.code(201).send({ success: true as const, id });
    },
  );
};
