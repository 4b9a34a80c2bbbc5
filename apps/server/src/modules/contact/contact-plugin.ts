import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './store-contact-routes.js';
import { createContactService, type ContactService } from './contact-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export const contactPlugin = fp(
  async function contact(app: FastifyInstance) {
    app.decorate(
      'contact',
      createContactService({
        database: app.database,
        settings: app.settings,
        limiter: app.rateLimits,
        log: app.log,
      }),
    );
    await app.register(contactRoutes);
  },
  { name: 'contact', dependencies: ['database', 'content', 'rate-limits'] },
);
