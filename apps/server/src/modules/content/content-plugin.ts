import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../events/channels.js';
import { readProductsChanged } from '../../events/products-changed.js';
import { createSettingsRepository } from './settings-repository.js';
import { createSettingsService, type SettingsService } from './settings-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
    /** Runs handler whenever any process announces a catalogue or settings change (caches drop their copies). */
    onContentChange(handler: () => void): void;
    /**
     * Runs handler whenever any process announces that some products' stock or reviews changed (caches drop
     * what shows them); an announcement that cannot be read counts as a catalogue change. `reordered`: one of
     * them sold out or came back, so every list sorted by stock goes too.
     */
    onProductsChange(handler: (productIds: number[], reordered: boolean) => void): void;
  }
}

/** Channels on which a change to the whole catalogue or to the settings is announced to every process. */
const CONTENT_CHANNELS = [CHANNELS.catalogChanged, CHANNELS.settingsChanged] as const;

/** Site settings for the storefront, kept fresh across processes by LISTENing to the content channels. */
export const contentPlugin = fp(
  async function content(app: FastifyInstance) {
    const settings = createSettingsService(createSettingsRepository(app.db));
    app.decorate('settings', settings);
    const handlers = new Set<() => void>([() => settings.invalidate()]);
    const productHandlers = new Set<(productIds: number[], reordered: boolean) => void>();
    app.decorate('onContentChange', (handler: () => void) => {
      handlers.add(handler);
    });
    app.decorate('onProductsChange', (handler: (productIds: number[], reordered: boolean) => void) => {
      productHandlers.add(handler);
    });
    const contentChanged = () => {
      for (const handler of handlers) handler();
    };
    const unsubscribers = await Promise.all([
      ...CONTENT_CHANNELS.map((channel) => app.database.listen(channel, contentChanged)),
      app.database.listen(CHANNELS.productsChanged, (payload) => {
        const changed = readProductsChanged(payload);
        if (!changed) return contentChanged();
        for (const handler of productHandlers) handler(changed.products, changed.reordered);
      }),
    ]);
    // Unsubscribe before main.ts closes the database.
    app.addHook('onClose', async () => {
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
    });
  },
  { name: 'content', dependencies: ['database'] },
);
