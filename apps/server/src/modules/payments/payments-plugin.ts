import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@matjar/core';
import type { Config } from '../../plugins/config.js';
import { paymentRoutes } from './payment-routes.js';
import { createGateway } from './create-gateway.js';
import { sweepExpiredPayments } from './expiry-sweep.js';
import type { PaymentGateway } from './payment-gateway.js';
import { confirmReturn, handleCallback } from './payment-callbacks.js';
import { createStartPayment, type PaymentsApi } from './payments-service.js';
import { createSandboxCallbackSender } from './sandbox/sandbox-callback-sender.js';
import { createSandboxPaymentStore } from './sandbox/sandbox-payment-store.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';

/** How often each process sweeps expired payments and retries undelivered sandbox callbacks. */
const SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsApi;
  }
}

export interface PaymentsPluginOptions {
  config: Config;
  /** Replaces the configured gateway (tests). */
  gateway?: PaymentGateway;
  /** Run the expiry sweep and sandbox callback retries on an interval. */
  runSweeper?: boolean;
}

/** Card payments: the configured gateway, starting payments, callbacks, returns and the expiry sweep. */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const { config } = options;
    const gateway = options.gateway ?? createGateway(config, app.db);
    const now = () => new Date();
    const deps = {
      db: app.db,
      gateway,
      publicUrl: config.publicUrl,
      log: app.log,
      settings: app.settings,
      now,
      trackingTokens: app.trackingTokens,
      vault: app.giftCodeVault,
      whatsapp: app.whatsappMessages,
    };

    if (config.servesHttps && gateway.name === 'sandbox') {
      // A shop on a public https address with the test gateway takes orders nobody pays for: say so at start.
      // (The local demo of `npm start` runs on http and is meant to use the sandbox.)
      app.log.warn(
        'PAYMENT_GATEWAY=sandbox on a public https address: card payments go to the test page and take no money; set PAYMENT_GATEWAY=skipcash with its keys',
      );
    }
    const sandboxSender =
      config.payments.gateway === 'sandbox'
        ? createSandboxCallbackSender({ ...deps, secret: config.payments.secret, app })
        : undefined;

    const payments: PaymentsApi = {
      gateway,
      startPayment: createStartPayment(deps),
      handleCallback: (headers, body) => handleCallback(deps, headers, body),
      confirmReturn: (query) => confirmReturn(deps, query),
      async sweep(at) {
        await sandboxSender?.deliverDue();
        return sweepExpiredPayments(deps, at ?? now());
      },
      assertGateway(name) {
        if (name !== gateway.name) throw new AppError('NOT_FOUND');
      },
    };
    app.decorate('payments', payments);

    await app.register(paymentRoutes, { payments });
    if (sandboxSender && gateway.name === 'sandbox') {
      await app.register(sandboxRoutes, {
        payments: createSandboxPaymentStore(app.db),
        deliverCallback: (payment) => sandboxSender.deliverLeased(payment),
        now,
      });
    }

    if (options.runSweeper) {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = app.payments
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'))
          .finally(() => (running = undefined));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'payments', dependencies: ['database', 'content', 'tracking', 'gift-code-vault', 'whatsapp'] },
);
