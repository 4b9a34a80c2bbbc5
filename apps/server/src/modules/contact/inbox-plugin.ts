import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminInboxRoutes } from './admin-inbox-routes.js';

/** The back office's contact inbox (issue 15); the messages themselves are written by modules/contact. */
export const inboxPlugin = fp(
  async function inboxModule(app: FastifyInstance) {
    await app.register(adminInboxRoutes);
  },
  { name: 'inbox', dependencies: ['database', 'auth', 'content'] },
);
