import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { serverSecret } from './server-secret.js';
import { createTrackingRepository } from './tracking-repository.js';
import { trackingRoutes } from './tracking-routes.js';
import { createTrackingService } from './tracking-service.js';
import { createTrackingTokens, type TrackingTokens } from './tracking-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs an order's tracking link (create-order's answer, the confirmation e-mail). */
    trackingTokens: TrackingTokens;
  }
}

/** Order tracking (decision 030): the signing key, the lookups and their routes. */
export const trackingPlugin = fp(
  async function tracking(app: FastifyInstance) {
    const tokens = createTrackingTokens(() => serverSecret(app.db, 'order-tracking'));
    app.decorate('trackingTokens', tokens);
    // Loaded once ready (create-order signs inside its transaction, where no second connection may be free);
    // a database that is down only delays it to the first use.
    app.addHook('onReady', async () => {
      await tokens.sign({ shortNumber: 1, orderNumber: 'warm-up' }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'tracking: the signing key could not be read yet');
      });
    });
    await app.register(trackingRoutes, {
      tracking: createTrackingService({
        repository: createTrackingRepository(app.db),
        tokens,
        limiter: app.rateLimits,
      }),
    });
  },
  { name: 'tracking', dependencies: ['database', 'rate-limits'] },
);
