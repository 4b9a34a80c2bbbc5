import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../events/channels.js';
import { readProductsChanged } from '../../events/products-changed.js';
import { adminHomepageRoutes } from './admin-homepage-routes.js';
import { adminSettingsRoutes } from './admin-settings-routes.js';
import { contentMedia } from './content-media.js';
import { faviconRoute } from './favicon-route.js';
import { createHomepageService } from './homepage-service.js';
import { createSettingsRepository } from './settings-repository.js';
import { createSettingsService, type SettingsService } from './settings-service.js';
import { createSiteSettingsService } from './site-settings-service.js';

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

/**
 * The shop's look: site settings and homepage sections. The storefront reads them (app.settings, kept fresh
 * across processes by LISTENing to the content channels, which also tell the caches when to drop their
 * copies); staff edit them (the homepage manager, the settings screen) and every save announces
 * settings_changed.
 */
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
    // Announcements sent while the LISTEN connection was down (the database restarted) never arrived:
    // every cache that waits for them drops what it holds, as after a catalogue change.
    app.database.onNotificationsMissed(contentChanged);
    // Unsubscribe before main.ts closes the database.
    app.addHook('onClose', async () => {
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
    });

    const media = contentMedia(app);
    await app.register(faviconRoute, { settings });
    await app.register(adminHomepageRoutes, { homepage: createHomepageService({ db: app.db, ...media }) });
    await app.register(adminSettingsRoutes, {
      siteSettings: createSiteSettingsService({ db: app.db, ...media }),
    });
  },
  { name: 'content', dependencies: ['database', 'staff', 'media'] },
);
