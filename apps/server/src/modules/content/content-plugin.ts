import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSettingsRepository } from './settings-repository.js';
import { CONTENT_CHANNELS, createSettingsService, type SettingsService } from './settings-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
    /** Runs handler whenever any process announces a catalogue or settings change (caches drop their copies). */
    onContentChange(handler: () => void): void;
  }
}

/** Site settings for the storefront, kept fresh across processes by LISTENing to the content channels. */
export const contentPlugin = fp(
  async function content(app: FastifyInstance) {
    const settings = createSettingsService(createSettingsRepository(app.db));
    app.decorate('settings', settings);
    const handlers = new Set<() => void>([() => settings.invalidate()]);
    app.decorate('onContentChange', (handler: () => void) => {
      handlers.add(handler);
    });
    const unsubscribers = await Promise.all(
      CONTENT_CHANNELS.map((channel) =>
        app.database.listen(channel, () => {
          for (const handler of handlers) handler();
        }),
      ),
    );
    // Unsubscribe before main.ts closes the database.
    app.addHook('onClose', async () => {
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
    });
  },
  { name: 'content', dependencies: ['database'] },
);
