import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentFrameworkStatuses } from './documented-statuses.js';

/** OpenAPI generated from the routes' zod schemas; must be registered before the routes it describes. */
export const openapiPlugin = fp(
  async function openapi(app: FastifyInstance, options: { publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Matjar API',
          description: 'REST API of the Matjar shop: storefront (public) and back office (staff).',
          version: '0.1.0',
        },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    // Registered before the routes (and not encapsulated): every route after it is documented with the
    // statuses Fastify answers for it.
    app.addHook('onRoute', documentFrameworkStatuses);
  },
  { name: 'openapi' },
);
