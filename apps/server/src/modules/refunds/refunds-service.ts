import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  formatMoney,
  giftCardExpiry,
  maskIssuedGiftCard,
  moneyRefundable,
  paidAmount,
  refundableAmount,
  refundMethodsFor,
  type AdminOrderRefundsResponse,
  type AdminRefund,
  type AdminRefundBody,
} from '@matjar/core';
import { drivers, orders, refunds, type Db, type DbTransaction, type GiftCodeVault } from '@matjar/db';
import type { FastifyBaseLogger } from 'fastify';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { queueRefundNotice, queueStoreCreditCard } from '../../mail/mail-queue.js';
import { insertUniqueCode, lockCard, moveBalance, orderGiftCardPayment } from '../gift-cards/index.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createOrderStatusRepository } from '../orders/index.js';
import { RefundRefusedError, type PaymentGateway } from '../payments/index.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { createRefundsRepository, type RefundRow } from './refunds-repository.js';

type OrderRow = typeof orders.$inferSelect;

const paidOf = (order: OrderRow) =>
  paidAmount({
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    total_amount: order.totalAmount,
    cash_received_amount: order.cashReceivedAt ? order.cashReceivedAmount : null,
    gift_card_amount: order.giftCardAmount,
  });

const methodsOf = (order: OrderRow) =>
  refundMethodsFor(order.paymentMethod, {
    total_amount: order.totalAmount,
    gift_card_amount: order.giftCardAmount,
  });

/** The name a store-credit card carries in lists and its e-mail. */
const STORE_CREDIT_NAME = { ar: 'رصيد في المتجر', en: 'Store credit' };

/** The words kept on a pending card refund whose gateway did not answer in time. */
export const NO_ANSWER = 'The payment gateway did not answer in time; check again';

class GatewayTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Refunds of an order (decision 045). A cash refund is money already handed back: recorded as succeeded at
 * once. A card refund is asked of the gateway after its row is committed pending, so a crash or a time-out
 * leaves a pending refund to check again, never a refund the shop does not know of; every ask uses the
 * refund's one gateway key, so the gateway makes it at most once. Where the gateway has no refund call
 * (SkipCash), staff make it in the portal, record its reference, and the payment's refund state confirms it.
 */
export function createRefundsService(deps: {
  db: Db;
  /** Seals a store-credit card's new code (a refund's card keeps its code hashed and sealed). */
  vault: GiftCodeVault;
  gateway: () => PaymentGateway | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** The WhatsApp module's messages (app.whatsappMessages). */
  whatsapp: WhatsAppMessages;
}) {
  const { db, vault } = deps;

  async function summary(
    tx: Db | DbTransaction,
    order: OrderRow,
  ): Promise<Omit<AdminOrderRefundsResponse, 'success'>> {
    const paid = paidOf(order);
    const { refunded, pending } = await createRefundsRepository(tx).refundTotals(order.id);
    const gateway = deps.gateway();
    return {
      paid,
      refunded,
      pending,
      refundable: refundableAmount(paid, refunded, pending),
      methods: methodsOf(order),
      card_by_portal: order.paymentMethod === 'online' && !gateway?.refundPayment,
      refunds: await createRefundsRepository(tx).refundsOfOrder(order.id),
    };
  }

  async function orderOf(orderId: number): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  /** Marks a refund succeeded once (a second settle finds it settled), adds it to the order and tells the shopper. */
  async function settle(
    tx: DbTransaction,
    actor: ActivityActor,
    order: OrderRow,
    refund: RefundRow,
    gatewayRefundId: string | null,
    credit?: { masked: string; newCard: boolean },
  ): Promise<void> {
    const [settled] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        settledAt: sql`now()`,
        failureReason: null,
        ...(gatewayRefundId ? { gatewayRefundId } : {}),
      })
      .where(and(eq(refunds.id, refund.id), sql`${refunds.status} <> 'succeeded'`))
      .returning();
    if (!settled) return;
    const [updated] = await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${settled.amount}`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning({ refunded: orders.refundedAmount });
    await queueRefundNotice(tx, settled.id, {
      to: order.customerEmail,
      locale: order.locale,
      orderNumber: order.orderNumber,
      shortNumber: order.shortNumber,
      customerName: order.customerName,
      method: settled.method,
      amount: settled.amount,
      refundedTotal: updated!.refunded,
      paid: paidOf(order),
      ...(credit ? { giftCardMasked: credit.masked, newCard: credit.newCard } : {}),
    });
    // And by WhatsApp where the shopper opted in (once per refund).
    await deps.whatsapp.queueOrderNotice(tx, order.id, {
      event: 'refund',
      refundId: settled.id,
      amount: settled.amount,
      method: settled.method,
      cashHow: settled.cashHow,
    });
    await recordActivity(tx, actor, {
      action: 'UPDATE',
      entityType: 'order',
      entityId: order.id,
      entityName: order.orderNumber,
      new: { refund_id: settled.id, refund_status: 'succeeded', amount: settled.amount },
      description: `Refund of ${formatMoney(settled.amount, 'en')} for order ${order.orderNumber} went through`,
    });
    await notifyOrderChanged(tx, order.id, 'payment');
  }

  async function fail(
    tx: DbTransaction,
    actor: ActivityActor,
    order: OrderRow,
    refund: RefundRow,
    why: string,
  ) {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed', failureReason: why })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!failed) return;
    await recordActivity(tx, actor, {
      action: 'UPDATE',
      entityType: 'order',
      entityId: order.id,
      entityName: order.orderNumber,
      new: { refund_id: refund.id, refund_status: 'failed', reason: why },
      description: `Refund of ${formatMoney(refund.amount, 'en')} for order ${order.orderNumber} failed: ${why}`,
    });
    await notifyOrderChanged(tx, order.id, 'payment');
  }

  /** Asks the gateway's refund API for a committed pending refund, under its one key; records what it said. */
  async function askGateway(actor: ActivityActor, orderId: number, refundId: number): Promise<void> {
    const gateway = deps.gateway();
    const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    const order = await orderOf(orderId);
    if (!gateway?.refundPayment || !refund || refund.status !== 'pending' || !order.paymentId) return;
    let outcome: Awaited<ReturnType<NonNullable<PaymentGateway['refundPayment']>>> | undefined;
    let refusal: string | undefined;
    try {
      outcome = await withTimeout(
        gateway.refundPayment({ paymentId: order.paymentId, amount: refund.amount, key: refund.gatewayKey! }),
        deps.timeoutMs,
      );
    } catch (error) {
      if (error instanceof RefundRefusedError) refusal = error.reason;
      else {
        // No answer (time-out, network): the refund may or may not be made. It stays pending; checking again
        // asks under the same key, which answers the refund if it was made and makes it if not.
        deps.log.warn({ err: error, refundId }, 'card refund: no answer from the gateway');
        await db
          .update(refunds)
          .set({ failureReason: NO_ANSWER })
          .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
        return;
      }
    }
    await db.transaction(async (tx) => {
      const locked = await createRefundsRepository(tx).lockRefund(orderId, refundId);
      if (!locked) return;
      if (refusal !== undefined) return fail(tx, actor, order, locked, refusal);
      if (outcome!.status === 'succeeded') return settle(tx, actor, order, locked, outcome!.refundId);
      await tx
        .update(refunds)
        .set({ gatewayRefundId: outcome!.refundId, failureReason: null })
        .where(eq(refunds.id, refundId));
    });
  }

  /** Reads the payment at the gateway (SkipCash: statusId 6, 7, 8) and settles or fails the portal refund. */
  async function checkPortalRefund(actor: ActivityActor, orderId: number, refundId: number): Promise<void> {
    const gateway = deps.gateway();
    const order = await orderOf(orderId);
    if (!gateway || !order.paymentId) return;
    let state: string | null | undefined;
    try {
      state = (await withTimeout(gateway.lookupPayment(order.paymentId), deps.timeoutMs)).refundState;
    } catch (error) {
      deps.log.warn({ err: error, refundId }, 'portal refund: the payment could not be looked up');
      await db
        .update(refunds)
        .set({ failureReason: NO_ANSWER })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await createRefundsRepository(tx).lockRefund(orderId, refundId);
      if (!locked || locked.status !== 'pending') return;
      if (state === 'refunded') return settle(tx, actor, order, locked, null);
      if (state === 'refund_failed') {
        return fail(tx, actor, order, locked, 'The payment gateway reports the refund failed');
      }
      await tx.update(refunds).set({ failureReason: null }).where(eq(refunds.id, refundId));
    });
  }

  /**
   * The shop gift card a store-credit refund goes to, locked: the card that paid this order, when it can still
   * be spent, topped up; otherwise a new card for the shopper (valid a year), whose code they are e-mailed.
   * `code` is set only for a new card.
   */
  async function creditCard(tx: DbTransaction, order: OrderRow, amount: number) {
    const paidWith = await orderGiftCardPayment(tx, order.id);
    if (paidWith) {
      const card = await lockCard(tx, paidWith.giftCardId);
      if (card && card.voidedAt === null && card.expiresAt.getTime() > Date.now()) {
        return { id: card.id, code: null, masked: maskIssuedGiftCard(card), expiresAt: card.expiresAt };
      }
    }
    const expiresAt = giftCardExpiry(new Date());
    const made = await insertUniqueCode(
      tx,
      vault,
      {
        orderId: order.id,
        orderItemId: null,
        productId: null,
        brandId: null,
        productName: STORE_CREDIT_NAME.ar,
        denomination: amount,
        expiresAt,
      },
      // The balance arrives by the refund's own ledger row.
      { balance: 0, reason: 'store credit' },
    );
    return {
      id: made.id,
      code: made.code,
      masked: maskIssuedGiftCard({ brandId: null, denomination: amount }),
      expiresAt,
    };
  }

  return {
    async list(orderId: number): Promise<AdminOrderRefundsResponse> {
      return { success: true, ...(await summary(db, await orderOf(orderId))) };
    },

    /**
     * Records (cash) or asks for (card) a refund. The same request key answers the refund it made, without
     * asking the gateway again: a double click or a retried request refunds once.
     */
    async create(
      actor: ActivityActor,
      orderId: number,
      body: AdminRefundBody,
    ): Promise<{ refund: AdminRefund; created: boolean } & Omit<AdminOrderRefundsResponse, 'success'>> {
      const gateway = deps.gateway();
      const portal = body.method === 'card' && !gateway?.refundPayment;
      const made = await db.transaction(async (tx) => {
        const order = await createOrderStatusRepository(tx).lockOrder(orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const [existing] = await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), eq(refunds.requestKey, body.request_key)));
        if (existing) {
          if (existing.amount !== body.amount || existing.method !== body.method) {
            throw new AppError('REFUND_KEY_REUSED');
          }
          return { refund: existing, created: false };
        }
        if (!methodsOf(order).includes(body.method)) {
          throw new AppError('REFUND_METHOD_NOT_ALLOWED');
        }
        // Store credit only where the shopper agreed: staff tick it, and the refund keeps it.
        if (body.method === 'store_credit' && body.shopper_agreed !== true) {
          throw new AppError('REFUND_SHOPPER_AGREEMENT_REQUIRED');
        }
        const paid = paidOf(order);
        if (paid <= 0) throw new AppError('REFUND_NOTHING_PAID');
        const { refunded, pending, money } = await createRefundsRepository(tx).refundTotals(order.id);
        // The gift card's part goes back only as store credit: card and cash refunds stop at the money's part.
        const refundable =
          body.method === 'store_credit'
            ? refundableAmount(paid, refunded, pending)
            : Math.min(
                refundableAmount(paid, refunded, pending),
                moneyRefundable(paid, order.giftCardAmount, money),
              );
        if (body.amount > refundable) {
          throw new AppError('REFUND_MORE_THAN_PAID', { max: (refundable / 100).toFixed(2) });
        }
        if (portal && !body.reference) throw new AppError('REFUND_REFERENCE_REQUIRED');
        if (body.method === 'cash' && !body.cash_how) throw new AppError('REFUND_CASH_HOW_REQUIRED');
        let driver: { id: number; name: string } | null = null;
        if (body.method === 'cash' && body.driver_id) {
          const [row] = await tx
            .select({ id: drivers.id, name: drivers.name })
            .from(drivers)
            .where(eq(drivers.id, body.driver_id));
          if (!row) throw new AppError('DRIVER_NOT_FOUND');
          driver = row;
        }
        const credit = body.method === 'store_credit' ? await creditCard(tx, order, body.amount) : null;
        const [refund] = await tx
          .insert(refunds)
          .values({
            giftCardId: credit?.id ?? null,
            shopperAgreed: body.method === 'store_credit',
            orderId: order.id,
            method: body.method,
            amount: body.amount,
            reason: body.reason,
            requestKey: body.request_key,
            gateway: body.method === 'card' ? (gateway?.name ?? null) : null,
            gatewayKey: body.method === 'card' ? `refund-${order.id}-${body.request_key}` : null,
            gatewayRefundId: portal ? body.reference! : null,
            cashHow: body.method === 'cash' ? body.cash_how! : null,
            cashPaidByDriverId: driver?.id ?? null,
            cashPaidBy: body.method === 'cash' && !driver ? actor.username : null,
            adminUserId: actor.id,
            username: actor.username,
            attempts: body.method === 'card' && !portal ? 1 : 0,
          })
          .returning();
        const by =
          body.method === 'cash'
            ? ` paid back by ${driver?.name ?? actor.username} (${body.cash_how})`
            : credit
              ? ` as store credit on gift card #${credit.id} (the shopper agreed)`
              : '';
        await recordActivity(tx, actor, {
          action: 'CREATE',
          entityType: 'order',
          entityId: order.id,
          entityName: order.orderNumber,
          new: {
            refund_id: refund!.id,
            method: body.method,
            amount: body.amount,
            reason: body.reason,
            ...(portal ? { reference: body.reference } : {}),
          },
          description: `Refund of ${formatMoney(body.amount, 'en')} for order ${order.orderNumber}${by}: ${body.reason}`,
        });
        // Cash is handed back as it is recorded: settled now. Store credit is on the card now: the ledger's
        // refund row and the new card's e-mail go in this transaction.
        if (credit) {
          await moveBalance(tx, {
            giftCardId: credit.id,
            kind: 'refund',
            amount: body.amount,
            orderId: order.id,
            refundId: refund!.id,
            reason: body.reason,
            actor: { id: actor.id, username: actor.username },
          });
          if (credit.code) {
            await queueStoreCreditCard(
              tx,
              {
                to: order.customerEmail,
                locale: order.locale,
                orderNumber: order.orderNumber,
                shortNumber: order.shortNumber,
                customerName: order.customerName,
                occasion: 'store_credit',
                cards: [
                  {
                    productName: STORE_CREDIT_NAME[order.locale],
                    value: body.amount,
                    code: credit.code,
                    expiresAt: credit.expiresAt.toISOString(),
                  },
                ],
              },
              refund!.id,
            );
          }
          await settle(tx, actor, order, refund!, null, {
            masked: credit.masked,
            newCard: credit.code !== null,
          });
        } else if (body.method === 'cash') await settle(tx, actor, order, refund!, null);
        else await notifyOrderChanged(tx, order.id, 'payment');
        return { refund: refund!, created: true };
      });
      if (made.created && made.refund.method === 'card') {
        if (portal) await checkPortalRefund(actor, orderId, made.refund.id);
        else await askGateway(actor, orderId, made.refund.id);
      }
      return this.answer(orderId, made.refund.id, made.created);
    },

    /**
     * Tries a failed card refund again, or checks a pending one: the gateway's refund API under the same key,
     * or, for a portal refund, the payment's refund state. A succeeded refund is final.
     */
    async retry(actor: ActivityActor, orderId: number, refundId: number) {
      const gateway = deps.gateway();
      const refund = await db.transaction(async (tx) => {
        const order = await createOrderStatusRepository(tx).lockOrder(orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const locked = await createRefundsRepository(tx).lockRefund(orderId, refundId);
        if (!locked) throw new AppError('REFUND_NOT_FOUND');
        if (locked.method !== 'card' || locked.status === 'succeeded')
          throw new AppError('REFUND_NOT_RETRYABLE');
        if (locked.status === 'failed') {
          // Tried again as it was: it must still fit within what is left of the payment.
          const { refunded, pending } = await createRefundsRepository(tx).refundTotals(order.id, locked.id);
          const refundable = refundableAmount(paidOf(order), refunded, pending);
          if (locked.amount > refundable) {
            throw new AppError('REFUND_MORE_THAN_PAID', { max: (refundable / 100).toFixed(2) });
          }
        }
        const [updated] = await tx
          .update(refunds)
          .set({ status: 'pending', attempts: sql`${refunds.attempts} + 1` })
          .where(eq(refunds.id, locked.id))
          .returning();
        return updated!;
      });
      if (gateway?.refundPayment && refund.gateway === gateway.name)
        await askGateway(actor, orderId, refund.id);
      else await checkPortalRefund(actor, orderId, refund.id);
      return this.answer(orderId, refund.id, false);
    },

    async answer(orderId: number, refundId: number, created: boolean) {
      const order = await orderOf(orderId);
      const rest = await summary(db, order);
      const refund = rest.refunds.find((row) => row.id === refundId);
      if (!refund) throw new AppError('REFUND_NOT_FOUND');
      return { ...rest, refund, created };
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
