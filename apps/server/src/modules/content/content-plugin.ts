import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSettingsRepository } from './settings-repository.js';
import { CONTENT_CHANNELS, createSettingsService, type SettingsService } from './settings-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/** Site settings for the storefront, kept fresh across processes by LISTENing to the content channels. */
export const contentPlugin = fp(
  async function content(app: FastifyInstance) {
    const settings = createSettingsService(createSettingsRepository(app.db));
    app.decorate('settings', settings);
    const unsubscribers = await Promise.all(
      CONTENT_CHANNELS.map((channel) => app.database.listen(channel, () => settings.invalidate())),
    );
    // Unsubscribe before main.ts closes the database.
    app.addHook('onClose', async () => {
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
    });
  },
  { name: 'content', dependencies: ['database'] },
);
