import {
  addressRequired,
  allowedPaymentMethods,
  AppError,
  cityLabel,
  deliveryAddressLine,
  deliveryAddressProblems,
  emailKey,
  findQatarCity,
  errorMessage,
  orderCapProblem,
  phoneRequired,
  SHIPPING_COUNTRY,
  type Locale,
  type StoreCreateOrderBody,
  type StoreCreateOrderResponse,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { queueOrderConfirmation } from '../../mail/mail-queue.js';
import type { PayableOrder } from '../payments/payments-service.js';
import type { CartPrice, PricedLine, PricingService } from '../cart-pricing/pricing-service.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.js';
import type { RequestClient } from '../../http/request-client.js';
import { requestHash, type IdempotencyRepository } from './idempotency.js';
import { refuseCouponOverLimits } from './coupon-limits.js';
import { refuseOverOpenOrderCap, shopperKeys } from './open-unpaid-orders.js';
import { newOrderNumber, newOrderToken } from './order-token.js';
import type { OrderRepository } from './order-repository.js';
import { reserveStock } from '../stock/stock-reservation.js';

/** An online order's reserved stock returns if it is not paid within this time (storefront §9). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** The payments service (modules/payments) as create-order uses it. */
export interface PaymentStarter {
  startPayment(input: PayableOrder): Promise<{ payUrl: string }>;
}

export interface CreateOrderContext {
  locale: Locale;
  customerId: number | null;
  idempotencyKey: string | null;
  /** Whose request it is: confirmation e-mails are limited per client address too. */
  client: RequestClient;
  now?: Date;
}

export interface CreateOrderResult {
  body: StoreCreateOrderResponse;
  /** True when this is the stored first answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** Thrown inside the transaction when a concurrent request holding the same key committed first. */
class KeyTakenMeanwhile extends Error {}

function refuseLine(line: PricedLine): never {
  const names = { product: line.name.en, productAr: line.name.ar, productId: line.product_id };
  switch (line.problem) {
    case 'PRODUCT_UNAVAILABLE':
      throw new AppError('PRODUCT_UNAVAILABLE', { productId: line.product_id });
    case 'VARIANT_NOT_FOUND':
      throw new AppError('VARIANT_NOT_FOUND', names);
    case 'VARIANT_REQUIRED':
      throw new AppError('VARIANT_REQUIRED', names);
    default:
      throw new AppError('INSUFFICIENT_STOCK', { ...names, available: line.available });
  }
}

function requiredField(path: string[]): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    {},
    {
      issues: [
        {
          path: ['body', ...path],
          code: 'REQUIRED',
          message: errorMessage('REQUIRED', 'en'),
          messageAr: errorMessage('REQUIRED', 'ar'),
        },
      ],
    },
  );
}

/** D14: physical goods need a Qatar address; every missing or malformed part is named, in both languages. */
function refuseUndeliverable(orderData: StoreCreateOrderBody['orderData']): void {
  const problems = deliveryAddressProblems(orderData);
  if (problems.length === 0) return;
  const missing = problems.some((problem) => problem.code.endsWith('_REQUIRED'));
  throw new AppError(
    missing ? 'DELIVERY_ADDRESS_REQUIRED' : 'VALIDATION_FAILED',
    {},
    {
      issues: problems.map(({ field, code }) => ({
        path: ['body', 'orderData', field],
        code,
        message: errorMessage(code, 'en'),
        messageAr: errorMessage(code, 'ar'),
      })),
    },
  );
}

/** Storefront §5 checkout rules on a priced cart; throws what the shopper must fix. */
function checkCheckoutRules(body: StoreCreateOrderBody, price: CartPrice): void {
  for (const line of price.lines) if (line.problem) refuseLine(line);
  const cart = {
    hasGiftCards: price.lines.some((line) => line.isGiftCard),
    isGiftCardOnly: !price.hasPhysicalItems,
  };
  if (!allowedPaymentMethods(cart).includes(body.paymentMethod)) {
    throw new AppError('CASH_NOT_ALLOWED_FOR_GIFT_CARDS');
  }
  if (phoneRequired(cart) && !body.customer.phone) throw requiredField(['customer', 'phone']);
  if (addressRequired(cart)) refuseUndeliverable(body.orderData);
  const couponError = price.totals.couponError;
  if (couponError) throw new AppError(couponError.code, couponError.params ?? {});
}

/**
 * POST /api/payments/create-order (storefront §5, §7; D4): prices the cart again from the database, ignores
 * every amount and status the client sent, reserves stock and writes the order, its lines, the confirmation
 * e-mail and the staff alert in one transaction; an online order then gets its payment page.
 */
export function createCreateOrderService(deps: {
  db: Db;
  pricing: PricingService;
  orders: OrderRepository;
  keys: IdempotencyRepository;
  payments: () => PaymentStarter | undefined;
  limiter: RateLimiter;
}) {
  const { db, pricing, orders, keys } = deps;

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

  async function create(body: StoreCreateOrderBody, ctx: CreateOrderContext): Promise<CreateOrderResult> {
    const now = ctx.now ?? new Date();
    const key = ctx.idempotencyKey;
    const hash = key ? requestHash(body) : '';
    if (key) {
      const replayed = await replay(key, hash);
      if (replayed) return replayed;
    }

    const price = await pricing.priceCart(body.items, body.couponCode, now);
    // The caps first: they hold whatever the stock, so a shopper over one hears that before stock problems.
    const capProblem = orderCapProblem(price.lines);
    if (capProblem) throw new AppError(capProblem.code, capProblem.params);
    checkCheckoutRules(body, price);
    const payments = body.paymentMethod === 'online' ? deps.payments() : undefined;
    // Nothing is written (and no stock held) when no payment page can be made.
    if (body.paymentMethod === 'online' && !payments) throw new AppError('PAYMENT_GATEWAY_ERROR');
    const physical = price.hasPhysicalItems;
    const shopper = shopperKeys(body, physical);
    const isGiftCardOrder = price.lines.some((line) => line.isGiftCard);
    const { totals } = price;
    const online = body.paymentMethod === 'online';
    const orderNumber = newOrderNumber(now);
    const { token, hash: tokenHash } = newOrderToken();
    const phone = body.customer.phone ?? null;
    // Checked above: a physical order's parts are complete, so the city is one of the list.
    const shippingAddress = physical ? deliveryAddressLine(body.orderData, ctx.locale) : null;
    const shippingCity = physical ? (findQatarCity(body.orderData.shipping_city) ?? null) : null;
    const response: StoreCreateOrderResponse = {
      success: true,
      orderNumber,
      paymentUrl: null,
      totalAmount: totals.total,
      isGiftCardOrder,
      orderToken: token,
    };

    // Counted before the transaction so a busy address's counter is not held locked while the order is
    // written. Past the limit the order is still placed; only its confirmation is not queued (and logged).
    const confirm = await deps.limiter.allows(
      [
        ['order-confirmation-recipient', emailKey(body.customer.email)],
        ['order-confirmation-address', ctx.client.ip],
      ],
      { orderNumber, mail: 'order-confirmation' },
    );
    let orderId: number;
    try {
      orderId = await db.transaction(async (tx) => {
        if (key && !(await keys.claim(tx, key, hash, now))) throw new KeyTakenMeanwhile();
        await refuseOverOpenOrderCap(tx, shopper, now);
        if (totals.appliedCoupon) {
          await refuseCouponOverLimits(tx, totals.appliedCoupon, {
            shopperEmailKey: shopper.emailKey,
            subtotal: totals.subtotal,
            shippingFee: totals.shippingFee,
            now,
          });
        }
        const order = await orders.insertOrder(tx, {
          orderNumber,
          customerId: ctx.customerId,
          customerName: body.customer.name,
          customerEmail: body.customer.email,
          customerPhone: phone,
          status: 'pending',
          paymentMethod: body.paymentMethod,
          paymentStatus: online ? 'pending' : null,
          subtotal: totals.subtotal,
          discountAmount: totals.discount,
          // What the shopper pays for delivery, after a shipping coupon.
          shippingFee: totals.shippingFee - totals.shippingDiscount,
          totalAmount: totals.total,
          couponCode: totals.appliedCoupon?.code ?? null,
          isGiftCardOrder,
          shippingAddress,
          shippingCity,
          shippingCountry: physical ? SHIPPING_COUNTRY : null,
          shippingNotes: physical ? (body.orderData.shipping_notes ?? null) : null,
          locale: ctx.locale,
          paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
          accessTokenHash: tokenHash,
          ...shopper,
        });
        // Stock is taken after the order row exists (its movements name it); the row locks taken here are
        // held for the rest of the transaction only, and a shortfall rolls the order back with them.
        const shownStockChanged = await reserveStock(
          tx,
          order.id,
          price.lines.map((line) => ({
            productId: line.product_id,
            variantId: line.variant_id,
            quantity: line.quantity,
            name: line.name,
          })),
        );
        await orders.insertItemsAndTimeline(
          tx,
          order.id,
          price.lines.map((line) => ({
            productId: line.product_id,
            variantId: line.variant_id,
            productName: line.name.ar,
            productNameEn: line.name.en,
            variantName: line.variantName,
            variantNameEn: line.variantNameEn,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            totalPrice: line.lineTotal,
            isGiftCard: line.isGiftCard,
          })),
        );
        const english = ctx.locale === 'en';
        if (confirm)
          await queueOrderConfirmation(tx, {
            to: body.customer.email,
            locale: ctx.locale,
            orderNumber,
            customerName: body.customer.name,
            paymentMethod: body.paymentMethod,
            isGiftCardOrder,
            items: price.lines.map((line) => ({
              productName: english ? line.name.en : line.name.ar,
              variantName: english ? line.variantNameEn : line.variantName,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              totalPrice: line.lineTotal,
              giftCard: line.isGiftCard,
            })),
            subtotal: totals.subtotal,
            discount: totals.discount,
            shippingFee: totals.shippingFee - totals.shippingDiscount,
            total: totals.total,
            couponCode: totals.appliedCoupon?.code ?? null,
            shippingAddress,
            shippingCity: shippingCity && cityLabel(shippingCity, ctx.locale),
            createdAt: order.createdAt.toISOString(),
          });
        await orders.notifyOrderCreated(tx, orderNumber);
        await notifyProductsChanged(tx, shownStockChanged);
        // Cash answers are final now; an online answer is completed with its payment page below.
        if (key && !online) await keys.saveResponse(tx, key, 201, response);
        return order.id;
      });
    } catch (error) {
      if (error instanceof KeyTakenMeanwhile) {
        const replayed = await replay(key!, hash);
        if (replayed) return replayed;
        return create(body, ctx);
      }
      throw error;
    }

    if (payments) {
      try {
        const { payUrl } = await payments.startPayment({
          id: orderId,
          orderNumber,
          totalAmount: totals.total,
          locale: ctx.locale,
          customerName: body.customer.name,
          customerEmail: body.customer.email,
          customerPhone: phone,
        });
        response.paymentUrl = payUrl;
      } catch (error) {
        // The payments service has released the stock and failed the payment; a retry makes a new order.
        if (key) await keys.forget(key);
        throw error;
      }
      if (key) await keys.saveResponse(db, key, 201, response);
    }
    return { body: response, replayed: false };
  }

  return { create };
}
export type CreateOrderService = ReturnType<typeof createCreateOrderService>;
