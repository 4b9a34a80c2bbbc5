import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createGiftCodeVault, loadGiftCodesKey, type GiftCodeVault } from '@matjar/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens brand gift-card codes (AES-256-GCM under a key kept outside the database). */
    giftCodeVault: GiftCodeVault;
  }
}

export interface GiftCodeVaultPluginOptions {
  /** GIFT_CODES_KEY; without it the data folder's key file (made once, mode 0600). */
  envKey: string | undefined;
  dataDir: string;
}

/** Loads the gift-codes key at start-up: a server that cannot read it refuses to start rather than sell blind. */
export const giftCodeVaultPlugin = fp(
  async function giftCodeVault(app: FastifyInstance, options: GiftCodeVaultPluginOptions) {
    const key = await loadGiftCodesKey({ envKey: options.envKey, dataDir: options.dataDir });
    app.decorate('giftCodeVault', createGiftCodeVault(key));
  },
  { name: 'gift-code-vault' },
);
