import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@matjar/core';
import type { Config } from '../../plugins/config.js';
import { paymentRoutes } from './payment-routes.js';
import { createGateway } from './create-gateway.js';
import { sweepExpiredPayments } from './expiry-sweep.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { OutcomeResult } from './payment-outcome.js';
import { confirmReturn, handleCallback } from './payment-callbacks.js';
import { createStartPayment, type PayableOrder } from './payments-service.js';
import { createSandboxCallbackSender } from './sandbox/sandbox-callback-sender.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';

/** How often each process sweeps expired payments and retries undelivered sandbox callbacks. */
const SWEEP_INTERVAL_MS = 60_000;

export interface PaymentsApi {
  gateway: PaymentGateway;
  /** Opens the payment for a committed online order; see payments-service.ts. */
  startPayment(order: PayableOrder): Promise<{ payUrl: string }>;
  /** A gateway callback: verified (AppError 401 otherwise), de-duplicated, applied once. */
  handleCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<OutcomeResult | 'duplicate'>;
  /** The browser's return: look-up, apply, and the storefront path of the result screen. */
  confirmReturn(query: { orderNumber?: string | undefined; id?: string | undefined }): Promise<string>;
  /** One expiry sweep (plus sandbox callback retries); `now` for tests. Answers the orders closed or paid. */
  sweep(now?: Date): Promise<number>;
  /** 404 unless `name` is the configured gateway. */
  assertGateway(name: string): void;
}

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
    const deps = { db: app.db, gateway, publicUrl: config.publicUrl, log: app.log, now };

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

    app.decorate<PaymentsApi>('payments', {
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
    });

    await app.register(paymentRoutes);
    if (sandboxSender && gateway.name === 'sandbox') {
      await app.register(sandboxRoutes, { deliverCallback: (id) => sandboxSender.deliverDue(id), now });
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
  { name: 'payments', dependencies: ['database'] },
);
