import {
  AppError,
  giftCardPayable,
  maskIssuedGiftCard,
  type Locale,
  type StoreAddressBody,
  type StoreCreateOrderBody,
  type StoreCreateOrderResponse,
} from '@matjar/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbTransaction, GiftCodeVault } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';
import type { PricingService } from '../cart-pricing/index.js';
import { type PayableOrder, createPaymentsRepository } from '../payments/index.js';
import { reserveStock, createCodeStockRecounter, type CodeStockRow } from '../stock/index.js';
import { refuseCouponOverLimits } from './coupon-limits.js';
import { createIdempotencyRepository, requestHash, type IdempotencyRepository } from './idempotency.js';
import { refuseOverOpenOrderCap } from './open-unpaid-orders.js';
import { refuseUnorderable } from './order-checks.js';
import { bookDeliveryWindow, checkedDeliveryWindow } from '../delivery/index.js';
import { findShopCardByCode, moveBalance, refuseUnspendable } from '../gift-cards/index.js';
import {
  amountDueOf,
  confirmationEmail,
  draftOrder,
  giftCardLinesTotal,
  guestCustomer,
  orderAnswer,
  orderLines,
  orderRow,
  reservationLines,
  type OrderDraft,
} from './order-draft.js';
import { createOrderRepository } from './order-repository.js';
import type { TrackingTokens } from '../tracking/index.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';

/** A delivery address as the order's body sent it, to be kept in the customer's saved addresses. */
export type SavedOrderAddress = Omit<StoreAddressBody, 'label' | 'isDefault'>;

/** The payments service (modules/payments) as create-order uses it. */
export interface PaymentStarter {
  startPayment(input: PayableOrder): Promise<{ payUrl: string }>;
}

export interface CreateOrderContext {
  locale: Locale;
  customerId: number | null;
  idempotencyKey: string | null;
  /**
   * Whether the confirmation e-mail may be queued: the route counted its limits (per recipient and per
   * client address) with create-order's own. Past them the order is still placed, without its confirmation.
   */
  mayConfirm: boolean;
  now?: Date;
}

export interface CreateOrderResult {
  body: StoreCreateOrderResponse;
  /** True when this is the stored first answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** Thrown inside the transaction when a concurrent request holding the same key committed first. */
class KeyTakenMeanwhile extends Error {}

/**
 * POST /api/payments/create-order (storefront §5, §7; D4): prices the cart again from the database, ignores
 * every amount and status the client sent, reserves stock and writes the order, its lines, the confirmation
 * e-mail and the staff alert in one transaction; an online order then gets its payment page. `create` reads
 * as its steps, top to bottom.
 */
export function createCreateOrderService(deps: {
  db: Db;
  pricing: PricingService;
  /** Finds the shop's gift card a shopper pays with by its code's keyed hash. */
  vault: GiftCodeVault;
  keys: IdempotencyRepository;
  payments: PaymentStarter;
  /** Signs the order's tracking link (decision 030); absent, the answer and e-mail carry none. */
  trackingTokens?: TrackingTokens;
  /** The WhatsApp module's messages: the shopper's opt-in is kept, and "received" queued, only while it is on. */
  whatsapp: WhatsAppMessages;
  /** Keeps a signed-in customer's delivery address ("save this address", decision 037); absent, none is kept. */
  saveAddress?: (customerId: number, address: SavedOrderAddress) => Promise<unknown>;
  log?: FastifyBaseLogger;
}) {
  const { db, pricing, keys, vault } = deps;
  const recounter = createCodeStockRecounter(db, deps.log);

  /** The stored answer to an earlier request with this Idempotency-Key, if there is one. */
  async function replay(key: string, hash: string): Promise<CreateOrderResult | undefined> {
    // A duplicate arriving while the first request is still talking to the gateway waits for its answer.
    for (let attempt = 0; attempt < 200; attempt++) {
      const stored = await keys.find(key, new Date());
      if (!stored) return undefined;
      if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (stored.responseStatus !== null) {
        return { body: stored.responseBody as StoreCreateOrderResponse, replayed: true };
      }
      await new Promise((wake) => setTimeout(wake, 50));
    }
    throw new AppError('CONFLICT');
  }

  /** Prices the cart from the database and refuses what cannot be ordered (order-checks.ts). */
  async function priceAndCheck(body: StoreCreateOrderBody, now: Date) {
    const price = await pricing.priceCart(body.items, body.couponCode, now, {
      city: body.orderData.shipping_city,
      zone: body.orderData.shipping_zone,
    });
    refuseUnorderable(body, price);
    // Decision 034: the day and window, checked against the schedule; its seat is taken in the transaction.
    const deliveryWindow = price.hasPhysicalItems
      ? await checkedDeliveryWindow(db, price.deliveryZone, body.orderData.delivery_window, now)
      : null;
    return { price, deliveryWindow };
  }

  /** The limits that read other orders, inside the order's transaction: open unpaid orders, the coupon's uses. */
  async function refuseOverLimits(tx: DbTransaction, draft: OrderDraft): Promise<void> {
    const { shopper, now } = draft;
    await refuseOverOpenOrderCap(tx, shopper, now);
    const { totals } = draft.price;
    if (totals.appliedCoupon) {
      await refuseCouponOverLimits(tx, totals.appliedCoupon, {
        shopperEmailKey: shopper.emailKey,
        subtotal: totals.subtotal,
        shippingFee: totals.shippingFee,
        now,
      });
    }
  }

  /**
   * Decides what the shop's gift card pays, under the card row's lock: everything but the gift-card lines, up
   * to its balance. Paid in whole, the order needs no card or cash payment.
   */
  async function applyGiftCard(tx: DbTransaction, draft: OrderDraft, answer: StoreCreateOrderResponse) {
    const card = await findShopCardByCode(tx, vault, draft.body.giftCardCode!, true);
    if (!card) throw new AppError('GIFT_CARD_BALANCE_UNKNOWN');
    refuseUnspendable(card, draft.now);
    const total = draft.price.totals.total;
    const giftCardLines = giftCardLinesTotal(draft);
    if (total - giftCardLines <= 0) throw new AppError('GIFT_CARD_CANNOT_PAY_GIFT_CARDS');
    if (card.balance <= 0) throw new AppError('GIFT_CARD_EMPTY');
    const amount = giftCardPayable({ total, giftCardLines }, card.balance);
    draft.giftCard = { id: card.id, amount, masked: maskIssuedGiftCard(card) };
    draft.paidInFull = amount === total;
    if (draft.paidInFull) draft.online = false;
    answer.giftCardAmount = amount;
  }

  /**
   * One transaction: the key claimed, the limits checked, the order row, its stock held, its lines and first
   * timeline row, its confirmation e-mail, the staff alert and the storefront told (NOTIFYs, on commit); a
   * cash order's answer stored under its key. Returns the order's id and the brand card values whose codes
   * it holds (their stock is recounted once it committed).
   */
  function writeOrder(
    draft: OrderDraft,
    idempotency: { key: string | null; hash: string },
    confirm: boolean,
    answer: StoreCreateOrderResponse,
  ): Promise<{ orderId: number; codeStock: CodeStockRow[] }> {
    const { key, hash } = idempotency;
    return db.transaction(async (tx) => {
      const orders = createOrderRepository(tx);
      const keysInTx = createIdempotencyRepository(tx);
      if (key && !(await keysInTx.claim(key, hash, draft.now))) throw new KeyTakenMeanwhile();
      await refuseOverLimits(tx, draft);
      // The shop's gift card is locked before anything else reads its balance: a second order spending the
      // same card waits here and then sees what this one left (decision 046).
      if (draft.body.giftCardCode) await applyGiftCard(tx, draft, answer);
      if (draft.deliveryWindow) await bookDeliveryWindow(tx, draft.deliveryWindow);
      const order = await orders.insertOrder(orderRow(draft, deps.whatsapp.isOn()), guestCustomer(draft));
      if (draft.giftCard) {
        await moveBalance(tx, {
          giftCardId: draft.giftCard.id,
          kind: 'spend',
          amount: -draft.giftCard.amount,
          orderId: order.id,
        });
      }
      answer.shortNumber = order.shortNumber;
      const trackingToken = await deps.trackingTokens?.sign({
        shortNumber: order.shortNumber,
        orderNumber: draft.orderNumber,
      });
      if (trackingToken) answer.trackingToken = trackingToken;
      // Stock is taken after the order row exists (its movements name it); the row locks taken here are
      // held for the rest of the transaction only, and a shortfall rolls the order back with them. A brand
      // card's codes are held instead, and its stock row is left for after the commit (recountAfterOrder).
      const { shownChanged: shownStockChanged, codeStock } = await reserveStock(
        tx,
        order.id,
        reservationLines(draft),
      );
      // Its lines, first timeline row and confirmation e-mail (when the limits let it have one).
      const confirmation = confirm ? { ...confirmationEmail(draft, order), trackingToken } : null;
      await orders.insertItemsAndTimeline(order.id, orderLines(draft), confirmation);
      // Paid in whole by the gift card: confirmed at once, as a card order is when its payment completes.
      if (draft.paidInFull) await createPaymentsRepository(tx).markOrderPaid(order.id);
      // A card order's "received" waits for its payment (payment-outcome), as its e-mail does.
      if (confirm && !draft.online) await deps.whatsapp.queueOrderReceived(tx, order.id);
      // A card attempt is not an order to staff until it is paid: its alert rings then (payment-outcome).
      if (!draft.online) await orders.notifyOrderCreated(draft.orderNumber);
      await notifyProductsChanged(tx, shownStockChanged);
      // Cash answers are final now; an online answer is completed with its payment page (startPayment).
      if (key && !draft.online) await keysInTx.saveResponse(key, 201, answer);
      return { orderId: order.id, codeStock };
    });
  }

  /** Opens a committed online order's payment page and completes the answer (and the stored one) with it. */
  async function startPayment(
    draft: OrderDraft,
    orderId: number,
    key: string | null,
    answer: StoreCreateOrderResponse,
  ): Promise<void> {
    try {
      const { payUrl } = await deps.payments.startPayment({
        id: orderId,
        orderNumber: draft.orderNumber,
        // The card pays what the shop's gift card left.
        totalAmount: amountDueOf(draft),
        locale: draft.locale,
        customerName: draft.body.customer.name,
        customerEmail: draft.body.customer.email,
        customerPhone: draft.phone,
      });
      answer.paymentUrl = payUrl;
    } catch (error) {
      // The payments service has released the stock and failed the payment; a retry makes a new order.
      if (key) await keys.forget(key);
      throw error;
    }
    if (key) await keys.saveResponse(key, 201, answer);
  }

  /**
   * After the order committed (a replay never gets here): the address joins the customer's saved ones when
   * they asked. A failure costs the shopper a saved address, never the order they placed.
   */
  async function keepAddress(draft: OrderDraft): Promise<void> {
    const { body, customerId } = draft;
    if (!body.saveAddress || customerId === null || !draft.physical || !deps.saveAddress) return;
    const { orderData } = body;
    try {
      await deps.saveAddress(customerId, {
        city: orderData.shipping_city ?? '',
        zone: orderData.shipping_zone ?? '',
        street: orderData.shipping_street ?? '',
        building: orderData.shipping_building ?? '',
        unit: orderData.shipping_unit ?? '',
        landmark: orderData.shipping_landmark ?? '',
      });
    } catch (error) {
      deps.log?.warn({ err: error, orderNumber: draft.orderNumber }, 'the order’s address was not saved');
    }
  }

  async function create(body: StoreCreateOrderBody, ctx: CreateOrderContext): Promise<CreateOrderResult> {
    const now = ctx.now ?? new Date();
    const key = ctx.idempotencyKey;
    const hash = key ? requestHash(body) : '';
    if (key) {
      const replayed = await replay(key, hash);
      if (replayed) return replayed;
    }

    const { price, deliveryWindow } = await priceAndCheck(body, now);
    const draft = draftOrder(
      body,
      price,
      { locale: ctx.locale, customerId: ctx.customerId, now },
      deliveryWindow,
    );
    const answer = orderAnswer(draft);
    let orderId: number;
    try {
      const written = await writeOrder(draft, { key, hash }, ctx.mayConfirm, answer);
      orderId = written.orderId;
      // Its brand card values read their count of available codes again, the stock the storefront shows.
      await recounter.recountAfterOrder(orderId, written.codeStock);
    } catch (error) {
      if (error instanceof KeyTakenMeanwhile) {
        // Another request with this key committed first: its answer, or (if it failed since) a fresh try.
        const replayed = await replay(key!, hash);
        if (replayed) return replayed;
        return create(body, ctx);
      }
      throw error;
    }
    await keepAddress(draft);
    if (draft.online) await startPayment(draft, orderId, key, answer);
    return { body: answer, replayed: false };
  }

  return { create };
}
export type CreateOrderService = ReturnType<typeof createCreateOrderService>;
