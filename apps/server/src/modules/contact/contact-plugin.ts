import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminInboxRoutes } from './admin-inbox-routes.js';
import { createContactService, type ContactService } from './contact-service.js';
import { createInboxService } from './inbox-service.js';
import { storeContactRoutes } from './store-contact-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact form's messages; the storefront's contact page sends through it too. */
    contact: ContactService;
  }
}

/**
 * Contact messages: shoppers send them from the contact form (stored and e-mailed to the shop, D9); staff
 * read, archive and answer them in the inbox.
 */
export const contactPlugin = fp(
  async function contact(app: FastifyInstance) {
    const contact = createContactService({
      database: app.database,
      settings: app.settings,
      limiter: app.rateLimits,
      log: app.log,
    });
    app.decorate('contact', contact);
    await app.register(storeContactRoutes, { contact });
    await app.register(adminInboxRoutes, {
      inbox: createInboxService({ db: app.db, settings: app.settings }),
    });
  },
  { name: 'contact', dependencies: ['database', 'content', 'rate-limits', 'staff'] },
);
