import type { FastifyBaseLogger } from 'fastify';
import type { DbTransaction, GiftCodeVault } from '@matjar/db';
import { discardOrderConfirmation, type GiftCardCodesEmail } from '../../mail/mail-queue.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { amountDue, type SystemCancelReason } from '@matjar/core';
import { releaseOrderStock } from '../stock/index.js';
import { releaseOrderSpend, issueGiftCards, type IssuedGiftCard } from '../gift-cards/index.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import type { PaymentLookup } from './payment-gateway.js';
import { settlePaidOrder } from './paid-order.js';
import { createPaymentsRepository, type PaymentOrder } from './payments-repository.js';

export type OutcomeResult =
  /** The order moved: paid, failed or cancelled. */
  | 'applied'
  /** The gateway still reports the payment as pending: nothing to do yet. */
  | 'pending'
  /** The order's payment was already final; a replay or a late duplicate. */
  | 'already-final'
  /** Paid after the order had been closed (expired or failed): recorded for a refund, order left closed. */
  | 'paid-after-close'
  /** No order carries this payment id. */
  | 'unknown-payment';

export interface OutcomeDeps {
  gatewayName: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Opens the brand codes a paid order takes from the inventory, for its e-mail. */
  vault: GiftCodeVault;
  /** The WhatsApp module's messages (app.whatsappMessages): a paid order's "received" and "confirmed". */
  whatsapp: WhatsAppMessages;
}

/**
 * An online order that will not be paid (failed, cancelled, expired, or never opened at the gateway): closed
 * (D8), its reserved stock returned once, and its held confirmation e-mail dropped — one place for all paths.
 */
export async function abandonUnpaidOrder(
  tx: DbTransaction,
  orderId: number,
  paymentStatus: 'failed' | 'cancelled',
  reason: SystemCancelReason,
): Promise<void> {
  const orderNumber = await createPaymentsRepository(tx).closeUnpaidOrder(orderId, paymentStatus, reason);
  await releaseOrderStock(tx, orderId);
  // What the shop's gift card was to pay goes back on the card (decision 046).
  await releaseOrderSpend(tx, orderId, `card payment ${paymentStatus}`);
  if (orderNumber) await discardOrderConfirmation(tx, orderNumber);
  // Open boards and order pages drop it from the active column at once.
  await notifyOrderChanged(tx, orderId, 'payment');
}

/** The paid order's codes e-mail, in the order's language. */
function codesEmail(order: PaymentOrder, cards: IssuedGiftCard[]): GiftCardCodesEmail {
  return {
    to: order.customerEmail,
    locale: order.locale,
    orderNumber: order.orderNumber,
    shortNumber: order.shortNumber,
    customerName: order.customerName,
    cards: cards.map((card) => ({
      productName: order.locale === 'en' ? (card.productNameEn ?? card.productName) : card.productName,
      value: card.denomination,
      code: card.code,
      pin: card.pin,
      expiresAt: card.expiresAt.toISOString(),
    })),
  };
}

/**
 * The one place a payment's outcome changes an order, inside the caller's transaction (callback, return,
 * expiry sweep). The order row is locked first, so concurrent callers queue and the second sees a final
 * payment. A completed payment whose amount is not the order total is treated as failed.
 */
export async function applyPaymentOutcome(
  tx: DbTransaction,
  deps: OutcomeDeps,
  /** `orderNumber`: the order the gateway names for the payment, when it names one (found by it, then). */
  outcome: Pick<
    PaymentLookup,
    'paymentId' | 'status' | 'amount' | 'transactionId' | 'visaId' | 'cardType'
  > & {
    orderNumber?: string | null;
  },
  /** Why an unpaid order closes when it is not the gateway's word (the expiry sweep: the window passed). */
  closeReason?: SystemCancelReason,
): Promise<OutcomeResult> {
  const order = await createPaymentsRepository(tx).lockOrderByPaymentId(
    outcome.paymentId,
    outcome.orderNumber ?? null,
  );
  if (!order) {
    deps.log.warn(
      { paymentId: outcome.paymentId, gateway: deps.gatewayName },
      'payment outcome for no order',
    );
    return 'unknown-payment';
  }
  if (order.paymentMethod !== 'online') {
    // A card order staff switched to cash on delivery, paid afterwards on its old link: the order stays a cash
    // order; the payment is kept on record (the order page shows it) for staff to refund or not to collect.
    if (outcome.status !== 'completed') return 'already-final';
    await createPaymentsRepository(tx).recordOutcome({
      orderNumber: order.orderNumber,
      gateway: deps.gatewayName,
      paymentId: outcome.paymentId,
      status: 'completed',
      amount: outcome.amount,
      transactionId: outcome.transactionId,
      visaId: outcome.visaId,
      cardType: outcome.cardType,
    });
    await notifyOrderChanged(tx, order.id, 'payment');
    deps.log.error(
      { orderNumber: order.orderNumber, paymentId: outcome.paymentId },
      'card payment completed for an order switched to cash; refund it in the gateway portal or collect no cash',
    );
    return 'paid-after-close';
  }
  if (outcome.status === 'pending') return 'pending';

  let status = outcome.status;
  // The card pays what the shop's gift card left (decision 046).
  const due = amountDue({ total_amount: order.totalAmount, gift_card_amount: order.giftCardAmount });
  if (status === 'completed' && outcome.amount !== due) {
    deps.log.error(
      { orderNumber: order.orderNumber, paid: outcome.amount, total: order.totalAmount, due },
      'payment amount differs from the order total; treated as failed',
    );
    status = 'failed';
  }
  const record = {
    orderNumber: order.orderNumber,
    gateway: deps.gatewayName,
    paymentId: outcome.paymentId,
    status,
    amount: outcome.amount,
    transactionId: outcome.transactionId,
    visaId: outcome.visaId,
    cardType: outcome.cardType,
  };

  if (order.paymentStatus !== 'pending') {
    if (status === 'completed' && order.paymentStatus !== 'completed') {
      // Money was taken for an order that is closed and whose stock may already be sold again: keep the
      // payment on record (the back office sees it) and leave the order closed; staff refund it by hand.
      await createPaymentsRepository(tx).recordOutcome(record);
      // The order page shows the transaction (a refund to make).
      await notifyOrderChanged(tx, order.id, 'payment');
      deps.log.error(
        { orderNumber: order.orderNumber, paymentId: outcome.paymentId, paymentStatus: order.paymentStatus },
        'payment completed after the order was closed; refund it in the gateway portal',
      );
      return 'paid-after-close';
    }
    return 'already-final';
  }

  if (status === 'completed') {
    let missing = 0;
    const cards = await issueGiftCards(tx, order.id, deps.now(), deps.vault, (count) => {
      missing += count;
      deps.log.error(
        { orderNumber: order.orderNumber, missing: count },
        'a paid order found fewer gift-card codes than it bought; hand them from the order page',
      );
    });
    // Paid (confirmed), and with its codes all out and nothing to ship, complete (delivered, now); staff
    // alerted, boards told, its confirmation e-mail due and its codes e-mailed.
    await settlePaidOrder(tx, order, {
      outcome: record,
      complete: cards.length > 0 && missing === 0,
      codes: cards.length > 0 ? codesEmail(order, cards) : null,
    });
    await deps.whatsapp.queueOrderReceived(tx, order.id);
    // The payment confirmed it (settlePaidOrder): the shopper is told "confirmed", as a cash order is when staff
    // confirm it (the worker sends it only while the order is still confirmed).
    if (order.status === 'pending') await deps.whatsapp.queueOrder(tx, order.id, 'order-confirmed');
  } else {
    await createPaymentsRepository(tx).recordOutcome(record);
    const reason = closeReason ?? (status === 'failed' ? 'payment_failed' : 'payment_cancelled');
    await abandonUnpaidOrder(tx, order.id, status, reason);
  }
  return 'applied';
}
