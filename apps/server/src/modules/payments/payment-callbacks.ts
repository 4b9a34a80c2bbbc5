import { and, eq, sql } from 'drizzle-orm';
import { AppError, type Locale } from '@matjar/core';
import { paymentCallbacks, type Db } from '@matjar/db';
import type { TrackingTokens } from '../tracking/index.js';
import type { PaymentGateway } from './payment-gateway.js';
import { applyPaymentOutcome, type OutcomeDeps, type OutcomeResult } from './payment-outcome.js';
import { findOrderByNumber, findOrderByPaymentId } from './payments-repository.js';

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
    const [stored] = await tx
      .insert(paymentCallbacks)
      .values({
        gateway: deps.gateway.name,
        paymentId: callback.paymentId,
        status: callback.rawStatus,
        orderNumber: callback.orderNumber,
        payload: body as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (!stored) return 'duplicate';
    const result = await applyPaymentOutcome(tx, { ...deps, gatewayName: deps.gateway.name }, callback);
    await tx
      .update(paymentCallbacks)
      .set({ processedAt: sql`now()` })
      .where(and(eq(paymentCallbacks.id, stored.id)));
    return result;
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
 */
export async function confirmReturn(
  deps: CallbackDeps,
  query: { orderNumber?: string | undefined; id?: string | undefined },
): Promise<string> {
  // Some gateways append `?id=` to a return URL that already has a query.
  const [orderNumber, strayId] = (query.orderNumber ?? '').split('?id=');
  const order =
    (orderNumber ? await findOrderByNumber(deps.db, orderNumber) : undefined) ??
    (query.id ? await findOrderByPaymentId(deps.db, query.id) : undefined);
  if (!order || order.paymentMethod !== 'online') throw new AppError('ORDER_NOT_FOUND');
  if (order.paymentStatus === 'pending' && order.paymentId) {
    if (strayId && strayId !== order.paymentId)
      deps.log.warn({ orderNumber }, 'return names another payment');
    try {
      const lookup = await deps.gateway.lookupPayment(order.paymentId);
      await deps.db.transaction((tx) =>
        applyPaymentOutcome(tx, { ...deps, gatewayName: deps.gateway.name }, lookup),
      );
    } catch (error) {
      deps.log.error({ err: error, orderNumber: order.orderNumber }, 'payment look-up on return failed');
    }
  }
  const settled = (await findOrderByNumber(deps.db, order.orderNumber)) ?? order;
  const screen = resultScreen(settled);
  // The success screen carries the order's signed tracking token, as a cash order's does (use-place-order), so
  // a reload, or the address opened on another device, rebuilds it from the server.
  const token =
    screen === 'success'
      ? await deps.trackingTokens?.sign({
          shortNumber: settled.shortNumber,
          orderNumber: settled.orderNumber,
        })
      : undefined;
  return resultPath(settled.locale, screen, settled.orderNumber, token);
}
