import { sql } from 'drizzle-orm';
import { AppError, type Locale } from '@matjar/core';
import { executePrepared, type Db } from '@matjar/db';
import type { TrackingTokens } from '../tracking/index.js';
import type { PaymentGateway } from './payment-gateway.js';
import { applyPaymentOutcome, type OutcomeDeps, type OutcomeResult } from './payment-outcome.js';
import { createPaymentLookupRepository } from './payments-repository.js';
import type { ReturnQuery } from './return-query.js';

export interface CallbackDeps extends Omit<OutcomeDeps, 'gatewayName'> {
  db: Db;
  gateway: PaymentGateway;
  /** Signs the success screen's tracking token (decision 030); absent, the return carries none. */
  trackingTokens?: Pick<TrackingTokens, 'sign'>;
}

/**
 * A gateway's signed notification. A bad signature changes nothing (401). Each (gateway, payment, status)
 * is stored once in payment_callbacks in the same transaction as its effect, so a retried or replayed
 * callback is acknowledged without being applied again.
 */
export async function handleCallback(
  deps: CallbackDeps,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<OutcomeResult | 'duplicate'> {
  const callback = deps.gateway.verifyCallback(headers, body);
  if (!callback) {
    deps.log.warn({ gateway: deps.gateway.name }, 'payment callback with a bad signature refused');
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  return deps.db.transaction(async (tx) => {
    // Stored only together with its effect (one transaction): processed_at is the transaction's instant.
    const { rows: stored } = await executePrepared<{ id: number }>(
      tx,
      'payment-callback-insert',
      sql`
      INSERT INTO payment_callbacks (gateway, payment_id, status, order_number, payload, processed_at)
      VALUES (${deps.gateway.name}::text, ${callback.paymentId}::text, ${callback.rawStatus}::text,
        ${callback.orderNumber}::text, ${JSON.stringify(body)}::jsonb, now())
      ON CONFLICT DO NOTHING
      RETURNING id`,
    );
    if (stored.length === 0) return 'duplicate';
    return applyPaymentOutcome(tx, { ...deps, gatewayName: deps.gateway.name }, callback);
  });
}

export type ResultScreen = 'success' | 'failed' | 'cancelled';

/** The storefront screen for an order's payment state; pending goes to success, which polls verify-order. */
export function resultScreen(order: { paymentStatus: string | null }): ResultScreen {
  if (order.paymentStatus === 'failed') return 'failed';
  if (order.paymentStatus === 'cancelled') return 'cancelled';
  return 'success';
}

export function resultPath(
  locale: Locale,
  screen: ResultScreen,
  orderNumber: string,
  trackingToken?: string,
): string {
  const token = trackingToken ? `&t=${encodeURIComponent(trackingToken)}` : '';
  return `${locale === 'en' ? '/en' : ''}/checkout/${screen}?orderNumber=${encodeURIComponent(orderNumber)}${token}`;
}

/**
 * The shopper's browser back from the gateway. Its query is not signed, so the payment id it names is only
 * a hint: the order's own payment is looked up at the gateway and applied before choosing the screen.
 * A gateway that cannot be reached leaves the order as it is (the success screen polls until it settles).
 *
 * The success screen's tracking token opens the order's details on any device, so it is issued only when
 * the return names the order's own payment id (which only the shopper's browser and the gateway know; an
 * order number alone is easy to guess) and the gateway's look-up of that payment confirms it belongs to that
 * order. Anything less still lands on the right screen, without a token (the browser that placed the order
 * keeps its own order token).
 */
export async function confirmReturn(deps: CallbackDeps, query: ReturnQuery): Promise<string> {
  const order =
    (query.orderNumber
      ? await createPaymentLookupRepository(deps.db).findOrderByNumber(query.orderNumber)
      : undefined) ??
    (query.id ? await createPaymentLookupRepository(deps.db).findOrderByPaymentId(query.id) : undefined);
  // A card order staff switched to cash keeps its payment id: its shopper may still come back from the old link.
  if (!order || (order.paymentMethod !== 'online' && !order.paymentId)) throw new AppError('ORDER_NOT_FOUND');
  const namesOwnPayment = Boolean(order.paymentId) && query.id === order.paymentId;
  if (query.id && !namesOwnPayment) {
    deps.log.warn({ orderNumber: order.orderNumber }, 'return names another payment than the order’s');
  }
  let vouched = false;
  if (order.paymentId && (order.paymentStatus === 'pending' || namesOwnPayment)) {
    try {
      const lookup = await deps.gateway.lookupPayment(order.paymentId);
      // The order's own stored payment, as the gateway reports it; an answer naming another order is not applied.
      const contradicts =
        lookup.paymentId !== order.paymentId ||
        (lookup.orderNumber !== null && lookup.orderNumber !== order.orderNumber);
      if (contradicts) {
        deps.log.error(
          { orderNumber: order.orderNumber, gateway: deps.gateway.name },
          'the gateway reports the order’s payment for another order; nothing applied',
        );
      } else if (order.paymentStatus === 'pending') {
        await deps.db.transaction((tx) =>
          applyPaymentOutcome(tx, { ...deps, gatewayName: deps.gateway.name }, lookup),
        );
      }
      // Vouched for: the gateway itself names this order as the payment's (not merely silent about it).
      vouched = !contradicts && lookup.orderNumber === order.orderNumber && namesOwnPayment;
    } catch (error) {
      deps.log.error({ err: error, orderNumber: order.orderNumber }, 'payment look-up on return failed');
    }
  }
  const settled =
    (await createPaymentLookupRepository(deps.db).findOrderByNumber(order.orderNumber)) ?? order;
  const screen = resultScreen(settled);
  // The success screen carries the order's signed tracking token, as a cash order's does (use-place-order), so
  // a reload, or the address opened on another device, rebuilds it from the server.
  const token =
    screen === 'success' && vouched
      ? await deps.trackingTokens?.sign({
          shortNumber: settled.shortNumber,
          orderNumber: settled.orderNumber,
        })
      : undefined;
  return resultPath(settled.locale, screen, settled.orderNumber, token);
}
