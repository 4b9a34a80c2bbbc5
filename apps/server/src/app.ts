import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@matjar/db';
import type { Config } from './plugins/config.js';
import { authPlugin } from './modules/staff/staff-auth-plugin.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { staticPlugin } from './plugins/static.js';
import { mailPlugin } from './mail/mail-plugin.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { paymentsPlugin } from './modules/payments/payments-plugin.js';
import type { RateLimitName, RateLimitRule } from './modules/rate-limits/rate-limit-rules.js';
import { rateLimitPlugin } from './modules/rate-limits/rate-limit-plugin.js';
import { loggerOptions, requestIdOptions, requestLoggingOptions } from './logger.js';
import { activityRoutes } from './modules/audit/activity-routes.js';
import { cartPricingPlugin } from './modules/cart-pricing/cart-pricing-plugin.js';
import { catalogPlugin } from './modules/catalog/catalog-plugin.js';
import { checkoutPlugin } from './modules/checkout/checkout-plugin.js';
import { contactPlugin } from './modules/contact/contact-plugin.js';
import { contentPlugin } from './modules/content/content-plugin.js';
import { reviewsPlugin } from './modules/reviews/reviews-plugin.js';
import { searchPlugin } from './modules/search/search-plugin.js';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.js';
import { mediaPlugin } from './modules/media/media-plugin.js';
import { productsPlugin } from './modules/catalog/products/products-plugin.js';
import { siteAdminPlugin } from './modules/content/site-admin-plugin.js';
import { orderWorkflowPlugin } from './modules/orders/order-workflow-plugin.js';
import { adminOrdersPlugin } from './modules/orders/admin-orders-plugin.js';
import { reviewsAdminPlugin } from './modules/reviews/reviews-admin-plugin.js';
import { adminCustomersPlugin } from './modules/customers/admin-customers-plugin.js';
import { couponsAdminPlugin } from './modules/coupons/coupons-admin-plugin.js';
import { giftCardsAdminPlugin } from './modules/gift-cards/gift-cards-admin-plugin.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { customerRoutes } from './modules/customers/store-customer-routes.js';
import { staffRoutes } from './modules/staff/staff-routes.js';
import { staffAlertsPlugin } from './modules/staff-alerts/staff-alerts-plugin.js';
import { inboxPlugin } from './modules/contact/inbox-plugin.js';
import { buildPaths } from './paths.js';
import { buildPageCache, buildStorefrontContext } from './ssr/storefront-context.js';
import { loadStorefrontHandler, type StorefrontHandler } from './ssr/storefront-handler.js';
import { storefrontRoutes } from './ssr/storefront-routes.js';

export interface BuildAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: Database;
  /** The SSR handler; undefined loads the storefront build if present, null serves no pages (503). */
  storefront?: StorefrontHandler | null;
  /** Build folders, overridable for tests. */
  paths?: Partial<typeof buildPaths>;
  /** Run the outbox e-mail worker loop; defaults to on except under NODE_ENV=test. */
  mailWorker?: boolean;
  /** Replaces the configured payment gateway (tests). */
  paymentGateway?: PaymentGateway;
  /** Run the payment expiry sweep and sandbox callback retries; defaults to on except under NODE_ENV=test. */
  paymentsSweeper?: boolean;
  /** Abuse limits replaced for this app (tests placing hundreds of orders from one address). */
  rateLimits?: Partial<Record<RateLimitName, Partial<RateLimitRule>>>;
}

export type App = FastifyInstance;

/** Assembles the whole server: plugins first, then the API modules, then static files and the storefront. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config),
    ...requestIdOptions,
    ...requestLoggingOptions(config),
    // X-Forwarded-* are believed only from the configured proxies (TRUST_PROXY); from anyone else they could
    // fake a client's address (rate limits) or protocol.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  // Also echoes the request id (x-request-id) on every response.
  await app.register(securityPlugin, { servesHttps: config.servesHttps });
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(rateLimitPlugin, {
    exempt: config.rateLimitExempt,
    ...(options.rateLimits ? { overrides: options.rateLimits } : {}),
  });
  await app.register(contentPlugin);
  await app.register(catalogPlugin);
  await app.register(searchPlugin);
  await app.register(reviewsPlugin);
  await app.register(contactPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    runWorker: options.mailWorker ?? config.env !== 'test',
  });
  await app.register(cartPricingPlugin);
  await app.register(checkoutPlugin);
  await app.register(paymentsPlugin, {
    config,
    ...(options.paymentGateway ? { gateway: options.paymentGateway } : {}),
    runSweeper: options.paymentsSweeper ?? config.env !== 'test',
  });
  // Before every back-office route: enforces the permission table of @matjar/core on each call.
  await app.register(authPlugin, { publicUrl: config.publicUrl });

  await app.register(healthRoutes);
  await app.register(staffRoutes, { servesHttps: config.servesHttps });
  await app.register(customerRoutes, { servesHttps: config.servesHttps, publicUrl: config.publicUrl });
  await app.register(activityRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffAlertsPlugin);
  await app.register(inboxPlugin);
  await app.register(mediaPlugin, { uploadsDir: config.uploadsDir, runSweeper: config.env !== 'test' });
  await app.register(productsPlugin);
  await app.register(siteAdminPlugin);
  await app.register(orderWorkflowPlugin);
  await app.register(adminOrdersPlugin);
  await app.register(reviewsAdminPlugin);
  await app.register(adminCustomersPlugin);
  await app.register(couponsAdminPlugin);
  await app.register(giftCardsAdminPlugin);

  const paths = { ...buildPaths, ...options.paths };
  await app.register(staticPlugin, {
    storefrontClient: paths.storefrontClient,
    adminDist: paths.adminDist,
    uploadsDir: config.uploadsDir,
  });
  const handler =
    options.storefront === undefined ? await loadStorefrontHandler(app.log) : options.storefront;
  await app.register(storefrontRoutes, {
    handler,
    context: buildStorefrontContext(app),
    pageCache: buildPageCache(app),
    publicOrigin: new URL(config.publicUrl).origin,
  });

  return app;
}
