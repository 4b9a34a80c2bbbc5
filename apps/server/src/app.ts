import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@matjar/db';
import { loggerOptions, requestIdOptions, requestLoggingOptions } from './logger.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { auditPlugin } from './modules/audit/audit-plugin.js';
import { cartPricingPlugin } from './modules/cart-pricing/cart-pricing-plugin.js';
import { catalogPlugin } from './modules/catalog/catalog-plugin.js';
import { checkoutPlugin } from './modules/checkout/checkout-plugin.js';
import { contactPlugin } from './modules/contact/contact-plugin.js';
import { contentPlugin } from './modules/content/content-plugin.js';
import { deliveryPlugin } from './modules/delivery/delivery-plugin.js';
import { couponsPlugin } from './modules/coupons/coupons-plugin.js';
import { customersPlugin } from './modules/customers/customers-plugin.js';
import { dashboardPlugin } from './modules/dashboard/dashboard-plugin.js';
import { giftCardsPlugin } from './modules/gift-cards/gift-cards-plugin.js';
import { giftCodeVaultPlugin } from './modules/gift-cards/gift-code-vault-plugin.js';
import { healthPlugin } from './modules/health/health-plugin.js';
import { mediaPlugin } from './modules/media/media-plugin.js';
import { linkPreviewPlugin } from './modules/catalog/link-preview-plugin.js';
import { ordersPlugin } from './modules/orders/orders-plugin.js';
import { driversPlugin } from './modules/drivers/drivers-plugin.js';
import { reportsPlugin } from './modules/reports/reports-plugin.js';
import type { PaymentGateway } from './modules/payments/payment-gateway.js';
import { paymentsPlugin } from './modules/payments/payments-plugin.js';
import { refundsPlugin } from './modules/refunds/refunds-plugin.js';
import { serialsPlugin } from './modules/serials/serials-plugin.js';
import { returnsPlugin } from './modules/returns/returns-plugin.js';
import type { RateLimitName, RateLimitRule } from './modules/rate-limits/rate-limit-rules.js';
import { rateLimitsPlugin } from './modules/rate-limits/rate-limits-plugin.js';
import { reviewsPlugin } from './modules/reviews/reviews-plugin.js';
import { searchPlugin } from './modules/search/search-plugin.js';
import { staffEventsPlugin } from './modules/staff-events/staff-events-plugin.js';
import { staffPlugin } from './modules/staff/staff-plugin.js';
import { trackingPlugin } from './modules/tracking/tracking-plugin.js';
import { restockPlugin } from './modules/restock/restock-plugin.js';
import { whatsappPlugin } from './modules/whatsapp/whatsapp-plugin.js';
import { buildPaths } from './paths.js';
import type { Config } from './plugins/config.js';
import { canonicalHostPlugin } from './plugins/canonical-host.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { staticPlugin } from './plugins/static.js';
import { buildPageCache, buildStorefrontContext } from './ssr/storefront-context.js';
import { loadStorefrontHandler, type StorefrontHandler } from './ssr/storefront-handler.js';
import { storefrontRoutes } from './ssr/storefront-routes.js';
import type { RenderGate } from './ssr/render-gate.js';
import { parseQueryString } from './http/query-string.js';
import { createShopMediaStore, type ShopMediaStore } from './storage/shop-media-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where images are stored (STORAGE): the seed draws the demo pictures into it at start. */
    mediaStorage: ShopMediaStore;
  }
}

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
  /** Page renders at once and waiting (ssr/render-gate.ts); replaced by tests of a full queue. */
  renderGate?: RenderGate;
  /** Replaces the storage STORAGE names (tests); its owner closes it. */
  mediaStorage?: ShopMediaStore;
}

export type App = FastifyInstance;

/** Assembles the whole server: infrastructure plugins, then the modules, then static files and the storefront. */
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
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  // Also echoes the request id (x-request-id) on every response.
  await app.register(securityPlugin, {
    servesHttps: config.servesHttps,
    // Pictures a CDN or the bucket serves must be allowed to load in pages (img-src).
    ...(config.storage === 's3' && config.s3?.publicUrl
      ? { mediaOrigin: new URL(config.s3.publicUrl).origin }
      : {}),
  });
  await app.register(errorsPlugin);
  // Before any route: a page or form on another name of the server goes to PUBLIC_URL first (decision 029).
  await app.register(canonicalHostPlugin, { publicUrl: config.publicUrl, mode: config.canonicalHost });
  await app.register(databasePlugin, { database });
  const mediaStorage =
    options.mediaStorage ?? createShopMediaStore(config, app.log.child({ module: 'storage' }));
  // A getter: Fastify's typing of a decorated union (folder or bucket store) refuses the value itself.
  app.decorate('mediaStorage', { getter: () => mediaStorage });
  if (!options.mediaStorage && mediaStorage.kind === 's3')
    app.addHook('onClose', async () => mediaStorage.close());
  await app.register(giftCodeVaultPlugin, { envKey: config.giftCodesKey, dataDir: config.dataDir });

  // The modules (decision 018): each a plugin that builds its services and registers its routes, after the
  // modules whose services it uses (its `dependencies` say which; a wrong order fails at start). Staff comes
  // before every module with back-office routes: it guards each one as it is declared.
  const { publicUrl, servesHttps } = config;
  const runTimers = config.env !== 'test';
  await app.register(rateLimitsPlugin, {
    exempt: config.rateLimitExempt,
    ...(options.rateLimits ? { overrides: options.rateLimits } : {}),
  });
  await app.register(staffPlugin, { publicUrl, servesHttps });
  await app.register(mediaPlugin, { storage: mediaStorage, runSweeper: runTimers });
  await app.register(contentPlugin);
  await app.register(catalogPlugin);
  await app.register(linkPreviewPlugin);
  await app.register(searchPlugin);
  await app.register(reviewsPlugin);
  await app.register(contactPlugin);
  await app.register(restockPlugin);
  await app.register(trackingPlugin);
  // WhatsApp (decision 033): its connection and switch, the messages the modules below queue in their
  // transactions, its routes, and the worker sending the outbox's whatsapp: rows while it is on.
  await app.register(whatsappPlugin, {
    config: config.whatsapp,
    publicUrl,
    runWorker: options.mailWorker ?? runTimers,
  });
  await app.register(cartPricingPlugin);
  await app.register(couponsPlugin);
  await app.register(paymentsPlugin, {
    config,
    ...(options.paymentGateway ? { gateway: options.paymentGateway } : {}),
    runSweeper: options.paymentsSweeper ?? runTimers,
  });
  await app.register(customersPlugin, { publicUrl, servesHttps });
  await app.register(checkoutPlugin);
  await app.register(ordersPlugin);
  await app.register(refundsPlugin, { config });
  await app.register(serialsPlugin);
  await app.register(returnsPlugin, { config });
  await app.register(driversPlugin, { publicUrl });
  await app.register(deliveryPlugin);
  await app.register(giftCardsPlugin);
  await app.register(staffEventsPlugin);
  await app.register(dashboardPlugin);
  await app.register(reportsPlugin);
  await app.register(auditPlugin);
  await app.register(healthPlugin);
  // The outbox worker: e-mails every module queues in its transactions.
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    publicUrl,
    runWorker: options.mailWorker ?? runTimers,
  });

  const paths = { ...buildPaths, ...options.paths };
  await app.register(staticPlugin, {
    storefrontClient: paths.storefrontClient,
    adminDist: paths.adminDist,
    media: mediaStorage,
  });
  const handler =
    options.storefront === undefined ? await loadStorefrontHandler(app.log) : options.storefront;
  await app.register(storefrontRoutes, {
    handler,
    context: buildStorefrontContext(app),
    pageCache: buildPageCache(app),
    publicOrigin: new URL(config.publicUrl).origin,
    renderGate: options.renderGate,
  });

  return app;
}
