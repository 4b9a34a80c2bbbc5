import type { FastifyBaseLogger } from 'fastify';
import { AppError, PENDING_PAYMENT_TTL_MS, type Locale } from '@matjar/core';
import type { Db } from '@matjar/db';
import type { SettingsService } from '../content/index.js';
import type { PaymentGateway } from './payment-gateway.js';
import { abandonUnpaidOrder, type OutcomeResult } from './payment-outcome.js';
import { createPaymentStartRepository } from './payments-repository.js';
import { paymentPhone } from './payment-phone.js';
import type { ReturnQuery } from './return-query.js';

/** What create-order hands over for an online order it has just committed (stock already reserved). */
export interface PayableOrder {
  id: number;
  orderNumber: string;
  /** Dirhams. */
  totalAmount: number;
  locale: Locale;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
}

export interface PaymentsServiceDeps {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The site settings (app.settings, cached): the shop's own phone for an order placed without one. */
  settings: Pick<SettingsService, 'get'>;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

/** Names split for gateways that want first and last name; a one-word name is used for both. */
export function splitCustomerName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = parts[0] ?? '';
  return { firstName, lastName: parts.slice(1).join(' ') || firstName };
}

/** The shop's URLs a gateway sends the shopper and its callbacks to. */
export function paymentUrls(publicUrl: string, gateway: string, orderNumber: string) {
  return {
    returnUrl: `${publicUrl}/api/payments/return/${gateway}?orderNumber=${encodeURIComponent(orderNumber)}`,
    callbackUrl: `${publicUrl}/api/payments/callback/${gateway}`,
  };
}

export function createStartPayment(deps: PaymentsServiceDeps) {
  const { db, gateway, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Opens the payment at the gateway for an order create-order has committed, and answers the page to send
   * the browser to. When the gateway refuses or cannot be reached, the order is closed at once (payment
   * failed, order canceled, stock back) so nothing stays reserved for a payment that never started.
   */
  return async function startPayment(order: PayableOrder): Promise<{ payUrl: string }> {
    const { firstName, lastName } = splitCustomerName(order.customerName);
    let created;
    try {
      const phone = await paymentPhone(deps.settings, order.customerPhone);
      created = await gateway.createPayment({
        orderNumber: order.orderNumber,
        amount: order.totalAmount,
        locale: order.locale,
        customer: { firstName, lastName, email: order.customerEmail, phone },
        ...paymentUrls(publicUrl, gateway.name, order.orderNumber),
      });
    } catch (error) {
      log.error(
        { err: error, orderNumber: order.orderNumber, gateway: gateway.name },
        'payment gateway refused to open the payment; order canceled and its stock released',
      );
      await db.transaction(async (tx) => {
        await abandonUnpaidOrder(tx, order.id, 'failed', 'payment_not_opened');
      });
      throw new AppError('PAYMENT_GATEWAY_ERROR', {}, { cause: error });
    }
    await createPaymentStartRepository(db).attachPayment(order.id, {
      gateway: gateway.name,
      paymentId: created.paymentId,
      paymentUrl: created.payUrl,
      amount: order.totalAmount,
      expiresAt: new Date(now().getTime() + PENDING_PAYMENT_TTL_MS),
    });
    return { payUrl: created.payUrl };
  };
}

/** Card payments as the app offers them (app.payments): built by payments-plugin.ts. */
export interface PaymentsApi {
  gateway: PaymentGateway;
  /** Opens the payment for a committed online order (createStartPayment). */
  startPayment(order: PayableOrder): Promise<{ payUrl: string }>;
  /** A gateway callback: verified (AppError 401 otherwise), de-duplicated, applied once. */
  handleCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<OutcomeResult | 'duplicate'>;
  /** The browser's return: look-up, apply, and the storefront path of the result screen. */
  confirmReturn(query: ReturnQuery): Promise<string>;
  /** One expiry sweep (plus sandbox callback retries); `now` for tests. Answers the orders closed or paid. */
  sweep(now?: Date): Promise<number>;
  /** 404 unless `name` is the configured gateway. */
  assertGateway(name: string): void;
}
