import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queuePasswordResetEmail } from '../../mail/mail-queue.js';
import { serverSecret } from '../tracking/index.js';
import { createAccountOrdersRepository } from './account-orders-repository.js';
import { createAddressService, type AddressService } from './address-service.js';
import { adminCustomersRoutes } from './admin-customers-routes.js';
import { createCustomerAuthService } from './customer-auth-service.js';
import { createCustomerReadService } from './customer-read-service.js';
import { createCustomerRepository } from './customer-repository.js';
import { readSessionCookie } from './customer-session.js';
import { createCustomerStatusService } from './customer-status-service.js';
import { createGuestOrdersLinks } from './guest-orders-links.js';
import { createPasswordResetTokens } from './password-reset-token.js';
import { storeCustomerRoutes } from './store-customer-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shopper signed in on this request (its session cookie), or null: checkout links orders to them. */
    signedInCustomerId(request: FastifyRequest): Promise<number | null>;
    /** Customers' saved delivery addresses: the account pages, and checkout's "save this address". */
    customerAddresses: AddressService;
  }
}

export interface CustomersPluginOptions {
  /** Session cookies are `Secure` when the shop is served over https. */
  servesHttps: boolean;
  /** The public address: account writes must come from it. */
  publicUrl: string;
}

/**
 * Customer accounts: shoppers sign up, sign in and see their orders (storefront §5, D2); staff list them,
 * export them and activate or deactivate them.
 */
export const customersPlugin = fp(
  async function customers(app: FastifyInstance, options: CustomersPluginOptions) {
    const guestOrders = createGuestOrdersLinks(app.db, app.rateLimits);
    const auth = createCustomerAuthService({
      customers: createCustomerRepository(app.db),
      limiter: app.rateLimits,
      limits: app.signInLimits,
      guestOrders,
      resetTokens: createPasswordResetTokens(() => serverSecret(app.db, 'password-reset')),
      queueResetMail: (mail) => app.db.transaction((tx) => queuePasswordResetEmail(tx, mail)),
    });
    const addresses = createAddressService(app.db);
    app.decorate('customerAddresses', addresses);
    app.decorate('signedInCustomerId', async (request: FastifyRequest) => {
      const token = readSessionCookie(request);
      return token ? auth.customerIdOf(token) : null;
    });
    await app.register(storeCustomerRoutes, {
      auth,
      guestOrders,
      accountOrders: createAccountOrdersRepository(app.db, app.giftCodeVault),
      addresses,
      trackingTokens: app.trackingTokens,
      servesHttps: options.servesHttps,
      publicUrl: options.publicUrl,
    });
    await app.register(adminCustomersRoutes, {
      reads: createCustomerReadService(app.db),
      status: createCustomerStatusService({ db: app.db }),
    });
  },
  { name: 'customers', dependencies: ['database', 'rate-limits', 'staff', 'gift-code-vault', 'tracking'] },
);
