import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminGiftCardsRoutes } from './admin-gift-cards-routes.js';
import { adminGiftCodeInventoryRoutes } from './admin-gift-code-inventory-routes.js';
import { createGiftCodeStockRepository } from './gift-code-stock-repository.js';
import { createGiftCodeImportService } from './gift-code-import-service.js';
import { createGiftCardActionsService } from './gift-card-actions-service.js';
import { createGiftCardFindService } from './gift-card-find-service.js';
import { createGiftCardBalanceService } from './gift-card-balance-service.js';
import { storeGiftCardBalanceRoutes } from './store-gift-card-balance-routes.js';

export interface GiftCardsPluginOptions {
  /** The clock that decides which codes have expired (tests fix it). */
  now?: () => Date;
}

/**
 * Gift cards: payments issue the codes of a paid order (gift-card-issuer.ts); the back office lists them,
 * finds one by its whole code, resends the codes e-mail, voids and replaces a code.
 * Revealing a code stays the order's call.
 */
export const giftCardsPlugin = fp(
  async function giftCards(app: FastifyInstance, options: GiftCardsPluginOptions) {
    const now = options.now ?? (() => new Date());
    const balance = createGiftCardBalanceService({ db: app.db, now, vault: app.giftCodeVault });
    await app.register(storeGiftCardBalanceRoutes, { balance, limiter: app.rateLimits });
    await app.register(adminGiftCardsRoutes, {
      actions: createGiftCardActionsService({ db: app.db, now, vault: app.giftCodeVault }),
      balance,
      finder: createGiftCardFindService({ db: app.db, now, vault: app.giftCodeVault }),
      limiter: app.rateLimits,
    });
    await app.register(adminGiftCodeInventoryRoutes, {
      db: app.db,
      stock: createGiftCodeStockRepository(app.db),
      imports: createGiftCodeImportService({ db: app.db, vault: app.giftCodeVault, now }),
    });
  },
  { name: 'gift-cards', dependencies: ['database', 'rate-limits', 'staff', 'gift-code-vault'] },
);
