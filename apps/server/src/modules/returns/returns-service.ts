import { eq } from 'drizzle-orm';
import {
  AppError,
  can,
  errorMessage,
  normalizeSerial,
  resolveReturnPolicy,
  returnState,
  returnWindow,
  returnableQuantity,
  type AdminOrderReturnsResponse,
  type AdminReturnBody,
  type AdminReturnResponse,
} from '@matjar/core';
import { orderReturns, orders, siteSettings, type Db, type DbTransaction } from '@matjar/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityActor } from '../audit/index.js';
import type { CartPrice, PricingService } from '../cart-pricing/index.js';
import {
  checkReturnWindow,
  deliveredAt,
  lineBalances,
  recordReturn,
  commitStatusMove,
  statusParams,
  type OrderTrackingSigner,
  createOrderStatusRepository,
  type LockedOrder,
} from '../orders/index.js';
import { returnOrderSerials, createSerialsRepository } from '../serials/index.js';
import type { PaymentsApi } from '../payments/index.js';
import type { RefundsService } from '../refunds/index.js';
import { refuseUnsendable, writeReplacementOrder } from './exchange-order.js';
import { tellShopperOfReturn } from './return-notice.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { createReturnsRepository } from './returns-repository.js';

type ErrorWords = NonNullable<AdminReturnResponse['refund_error']>;

function wordsOf(error: unknown): ErrorWords | null {
  if (!(error instanceof AppError)) return null;
  return {
    code: error.code,
    message: errorMessage(error.code, 'en', error.params),
    messageAr: errorMessage(error.code, 'ar', error.params),
  };
}

/**
 * The same lines as a resent request's: same items, quantities, conditions and units, in any order. A unit
 * named by its serial was stored as a line of its own.
 */
function sameLines(
  stored: readonly {
    orderItemId: number;
    quantity: number;
    condition: string;
    serialNumber: string | null;
  }[],
  asked: AdminReturnBody['lines'],
) {
  const key = (id: number, q: number, c: string, serial: string) => `${id}:${q}:${c}:${serial}`;
  const a = stored.map((l) => key(l.orderItemId, l.quantity, l.condition, l.serialNumber ?? '')).sort();
  const b = asked
    .flatMap((l) =>
      l.serials && l.serials.length > 0
        ? l.serials.map((serial) => key(l.order_item_id, 1, l.condition, normalizeSerial(serial)))
        : [key(l.order_item_id, l.quantity, l.condition, '')],
    )
    .sort();
  return a.join() === b.join();
}

/**
 * Returns by line and quantity, and exchanges (decision 048). A return is recorded in one transaction on the
 * locked order (recordReturn: lines, ledger, returned value, audit), which moves the order to `returned` when
 * the last unit comes back. An exchange also writes its replacement order there. Money moves after it commits,
 * through the services that own it: a refund at once through the refunds service (a card refund asks the
 * gateway outside any transaction), a card payment page for the difference through the payments service.
 */
export function createReturnsService(deps: {
  db: Db;
  refunds: RefundsService;
  pricing: () => PricingService;
  payments: () => PaymentsApi | undefined;
  trackingTokens?: OrderTrackingSigner;
  /** The WhatsApp module's messages (app.whatsappMessages). */
  whatsapp: WhatsAppMessages;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;

  async function view(orderId: number): Promise<Omit<AdminOrderReturnsResponse, 'success'>> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const [setting] = await tx
        .select({ value: siteSettings.settingValue })
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, 'return_policy'));
      const policy = resolveReturnPolicy(setting?.value);
      const delivered = order.status === 'delivered' || order.status === 'returned';
      const at = delivered ? await deliveredAt(tx, order) : null;
      const now = new Date();
      const returnsWindow = at ? returnWindow(at, now, policy.return_days) : null;
      const exchangeWindow = at ? returnWindow(at, now, policy.exchange_days) : null;
      const balances = await lineBalances(tx, order.id);
      const serials = await createSerialsRepository(tx).serialsByLine(order.id);
      const lines = balances.map((b) => ({
        order_item_id: b.orderItemId,
        product_id: b.productId,
        variant_id: b.variantId,
        product_name: b.productName,
        product_name_en: b.productNameEn,
        variant_name: b.variantName,
        variant_name_en: b.variantNameEn,
        unit_price: b.unitPrice,
        sold: b.sold,
        returned: b.returned,
        returnable: b.giftCard ? 0 : returnableQuantity(b.sold, b.returned),
        gift_card: b.giftCard,
        serials: (serials.get(b.orderItemId) ?? []).map((row) => ({
          serial: row.serial,
          returned: row.returnedAt !== null,
        })),
      }));
      const exchangeOf = order.exchangeOfOrderId
        ? ((await createReturnsRepository(tx).linkedOrders([order.exchangeOfOrderId])).get(
            order.exchangeOfOrderId,
          ) ?? null)
        : null;
      return {
        return_state: returnState({ status: order.status, returned_value: order.returnedValue }),
        window: {
          delivered_at: at?.toISOString() ?? null,
          return_days: policy.return_days,
          exchange_days: policy.exchange_days,
          return_closes_at: returnsWindow?.closesAt.toISOString() ?? null,
          exchange_closes_at: exchangeWindow?.closesAt.toISOString() ?? null,
          return_open: returnsWindow?.open ?? false,
          exchange_open: exchangeWindow?.open ?? false,
        },
        can_return:
          order.status === 'delivered' && !order.archivedAt && lines.some((line) => line.returnable > 0),
        lines,
        returns: await createReturnsRepository(tx).returnsOfOrder(order.id),
        exchange_of: exchangeOf,
      };
    });
  }

  /** The checks and writes of one return, in its transaction; answers what happens after it commits. */
  async function write(
    tx: DbTransaction,
    actor: ActivityActor,
    order: LockedOrder,
    body: AdminReturnBody,
    price: CartPrice | null,
  ) {
    if (order.status !== 'delivered') throw new AppError('RETURN_NOT_DELIVERED', statusParams(order.status));
    const kind = body.exchange ? 'exchange' : 'return';
    const lateReason = await checkReturnWindow(
      tx,
      actor,
      order,
      kind,
      body.late_reason?.trim() || null,
      can(actor, 'returns.late'),
    );
    const made = await recordReturn(tx, actor, order, {
      kind,
      reason: body.reason,
      lateReason,
      requestKey: body.request_key,
      lines: body.lines.map((l) => ({
        orderItemId: l.order_item_id,
        quantity: l.quantity,
        condition: l.condition,
        serials: l.serials,
      })),
    });
    let replacement: Awaited<ReturnType<typeof writeReplacementOrder>> | null = null;
    if (body.exchange && price) {
      replacement = await writeReplacementOrder(tx, actor, order, body.exchange, price, made.value);
      await tx
        .update(orderReturns)
        .set({ replacementOrderId: replacement.id })
        .where(eq(orderReturns.id, made.id));
    }
    if (made.complete) {
      // Every unit is back: their serials are back too, free to be sold again (decision 049). The return named
      // them; a unit it could not name (its line had nothing left to return) is marked with the order.
      const serialsReturned = [...made.serials, ...(await returnOrderSerials(tx, order.id, actor))];
      await commitStatusMove(tx, deps, actor, order, 'returned', body.reason, {
        paymentStatus: order.paymentStatus,
        stockReturned: true,
        voidedCards: [],
        serialsReturned,
      });
    }
    return { returnId: made.id, value: made.value, replacement };
  }

  /** Money back with the return at once: the goods' value (an exchange: what is owed), at most what is left. */
  async function refundAtOnce(
    actor: ActivityActor,
    orderId: number,
    returnId: number,
    body: AdminReturnBody,
    owed: number,
  ): Promise<ErrorWords | null> {
    const refund = body.refund!;
    try {
      const { refundable } = await deps.refunds.list(orderId);
      const amount = refund.amount ?? Math.min(owed, refundable);
      // Nothing owed (an exchange whose replacement costs as much or more): no refund to make.
      if (owed === 0 && refund.amount === undefined) return null;
      if (amount <= 0) return wordsOf(new AppError('REFUND_NOTHING_PAID'));
      const made = await deps.refunds.create(actor, orderId, {
        amount,
        method: refund.method,
        reason: `${body.exchange ? 'Exchange' : 'Return'}: ${body.reason}`.slice(0, 500),
        request_key: `return-${returnId}`,
        ...(refund.reference ? { reference: refund.reference } : {}),
        ...(refund.cash_how ? { cash_how: refund.cash_how } : {}),
        ...(refund.driver_id ? { driver_id: refund.driver_id } : {}),
      });
      await db.update(orderReturns).set({ refundId: made.refund.id }).where(eq(orderReturns.id, returnId));
      return null;
    } catch (error) {
      const words = wordsOf(error);
      if (!words) throw error;
      return words;
    }
  }

  /** Opens the card payment of a replacement order's difference; answers the page to send the shopper. */
  async function openPayment(replacementId: number): Promise<string> {
    const payments = deps.payments();
    if (!payments) throw new AppError('PAYMENT_GATEWAY_ERROR');
    const [order] = await db.select().from(orders).where(eq(orders.id, replacementId));
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const { payUrl } = await payments.startPayment({
      id: order.id,
      orderNumber: order.orderNumber,
      totalAmount: order.totalAmount,
      locale: order.locale,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
    });
    return payUrl;
  }

  return {
    async list(orderId: number): Promise<AdminOrderReturnsResponse> {
      return { success: true, ...(await view(orderId)) };
    },

    /**
     * Records a return (and its exchange), then moves its money. The same request key answers the return it
     * made (200), without a second return, refund or replacement.
     */
    async create(
      actor: ActivityActor,
      orderId: number,
      body: AdminReturnBody,
    ): Promise<{ answer: Omit<AdminReturnResponse, 'success'>; created: boolean }> {
      if ((body.refund || body.exchange) && !can(actor, 'orders.manage')) {
        throw new AppError('RETURN_MONEY_NEEDS_MANAGER');
      }
      let price: CartPrice | null = null;
      if (body.exchange) {
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        price = await deps.pricing().priceCart(body.exchange.items, null, new Date(), {
          city: order.shippingCity,
        });
        refuseUnsendable(price);
      }
      const outcome = await db.transaction(async (tx) => {
        const order = await createOrderStatusRepository(tx).lockOrder(orderId);
        if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
        const existing = await createReturnsRepository(tx).returnByKey(order.id, body.request_key);
        if (existing) {
          if (!sameLines(existing.lines, body.lines)) throw new AppError('RETURN_KEY_REUSED');
          return { returnId: existing.row.id, created: false as const };
        }
        return { ...(await write(tx, actor, order, body, price)), created: true as const };
      });

      let refundError: ErrorWords | null = null;
      let paymentUrl: string | null = null;
      if (outcome.created) {
        const { replacement } = outcome;
        const owed = replacement ? replacement.owed : outcome.value;
        if (body.refund) refundError = await refundAtOnce(actor, orderId, outcome.returnId, body, owed);
        if (replacement && replacement.total > 0 && body.exchange?.payment_method === 'online') {
          paymentUrl = await openPayment(replacement.id).catch((error: unknown) => {
            deps.log.warn({ err: error, orderId: replacement.id }, 'exchange: the card payment did not open');
            refundError ??= wordsOf(error);
            return null;
          });
        }
      }
      // The goods and the money have moved: the shopper is told (a resent request queues it if it was not).
      await tellShopperOfReturn(db, deps.whatsapp, outcome.returnId).catch((error: unknown) => {
        deps.log.error({ err: error, returnId: outcome.returnId }, 'return: the e-mail was not queued');
      });
      const view_ = await view(orderId);
      const made = view_.returns.find((r) => r.id === outcome.returnId);
      if (!made) throw new AppError('NOT_FOUND');
      return {
        answer: { ...view_, return: made, refund_error: refundError, payment_url: paymentUrl },
        created: outcome.created,
      };
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
