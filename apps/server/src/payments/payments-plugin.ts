import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../plugins/config.js';
import { createGateway } from './create-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStartPayment, type PayableOrder } from './payments-service.js';

export interface PaymentsApi {
  gateway: PaymentGateway;
  /** Opens the payment for a committed online order; see payments-service.ts. */
  startPayment(order: PayableOrder): Promise<{ payUrl: string }>;
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

/** Card payments: the configured gateway, starting payments, and (later in this file) callbacks and expiry. */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const { config } = options;
    const gateway = options.gateway ?? createGateway(config, app.db);
    const deps = { db: app.db, gateway, publicUrl: config.publicUrl, log: app.log };
    app.decorate('payments', { gateway, startPayment: createStartPayment(deps) });
  },
  { name: 'payments', dependencies: ['database'] },
);
