import {
  AppError,
  maskEmail,
  orderChargesOf,
  type StoreGiftCodesResponse,
  type StoreVerifyOrderResponse,
} from '@matjar/core';
import type { RequestClient } from '../../http/request-client.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type { TrackingTokens } from '../tracking/index.js';
import type { VerifyOrderRepository } from './verify-order-repository.js';
import { orderTokenMatches } from './order-token.js';
import { windowField } from '../delivery/index.js';

export interface VerifyOrderAccess {
  /** The X-Order-Token header, if sent. */
  orderToken: string | undefined;
  /** The signed-in customer of the request, if any. */
  customerId: number | null;
}

/**
 * GET /api/payments/verify-order/{orderNumber} (storefront §4, §7). Order numbers can be guessed, so the
 * shopper's name, e-mail, lines, delivery address, gift-card codes and the payment's transaction id and card digits need the order's
 * token or its signed-in owner; anyone else learns the statuses and the total only. Codes appear only once
 * the payment has completed (D11), and in one answer only: the first to carry them records it
 * (`orders.gift_codes_shown_at`), and every later one says where they were e-mailed instead. The browser
 * forgetting its token is a courtesy; this is the rule, whoever asks again (a copied token, a second tab).
 */
/** A stand-in order, so an unknown number costs the same comparison as a known one (as tracking does). */
const NOBODY = { shortNumber: 0, orderNumber: 'ORD-0' };

export function createVerifyOrderService(
  orders: VerifyOrderRepository,
  links?: { tokens: Pick<TrackingTokens, 'shortNumberOf' | 'matchesGiftCodesLink'>; limiter: RateLimiter },
) {
  return {
    /**
     * POST /api/orders/gift-codes: a paid order's live codes for whoever opened the link of its codes e-mail
     * (the proof: only that mailbox got it). A wrong, forged or tracking token, an unknown or unpaid order
     * answer the tracking lookup's one 404, and a wrong token counts against its sender's address.
     */
    async giftCodesByLink(token: string, client: RequestClient): Promise<StoreGiftCodesResponse> {
      if (!links) throw new AppError('ORDER_TRACKING_NOT_FOUND');
      const shortNumber = links.tokens.shortNumberOf(token);
      const order = shortNumber === null ? undefined : await orders.findByShortNumber(shortNumber);
      const matches = await links.tokens.matchesGiftCodesLink(token, order ?? NOBODY);
      if (!order || !matches) {
        await links.limiter.take([['track-address', client.ip]]);
        throw new AppError('ORDER_TRACKING_NOT_FOUND');
      }
      const cards = order.paymentStatus === 'completed' ? await orders.giftCardsOf(order.id) : [];
      if (cards.length === 0) throw new AppError('ORDER_TRACKING_NOT_FOUND');
      const english = order.locale === 'en';
      return {
        success: true,
        orderNumber: order.orderNumber,
        shortNumber: order.shortNumber,
        cards: cards.map((card) => ({
          productName: (english ? card.productNameEn : null) ?? card.productName,
          value: card.value,
          code: card.code,
          pin: card.pin,
          expiresAt: card.expiresAt.toISOString(),
        })),
      };
    },

    async verify(orderNumber: string, access: VerifyOrderAccess): Promise<StoreVerifyOrderResponse> {
      const found = await orders.findWithLatestTransaction(orderNumber);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      const { order, transaction } = found;
      const entitled =
        orderTokenMatches(access.orderToken, order.accessTokenHash) ||
        (access.customerId !== null && order.placedSignedIn && order.customerId === access.customerId);
      const [codes, items] = await Promise.all([
        entitled && order.paymentStatus === 'completed' ? orders.claimGiftCodes(order.id) : null,
        entitled ? orders.itemsOf(order.id) : Promise.resolve([]),
      ]);
      const cards = codes?.cards ?? [];
      const codesSentTo = codes && codes.count > 0 && !codes.shownNow ? maskEmail(order.customerEmail) : null;
      const english = order.locale === 'en';
      return {
        success: true,
        order: {
          orderNumber: order.orderNumber,
          shortNumber: order.shortNumber,
          customerName: entitled ? order.customerName : '',
          customerEmail: entitled ? order.customerEmail : '',
          totalAmount: order.totalAmount,
          giftCardAmount: order.giftCardAmount,
          status: order.status,
          paymentStatus: order.paymentStatus,
          paymentMethod: order.paymentMethod,
          isGiftCardOrder: order.isGiftCardOrder,
          giftCards: cards.map((card) => ({
            productName: (english ? card.productNameEn : null) ?? card.productName,
            value: card.value,
            code: card.code,
            pin: card.pin,
            expiresAt: card.expiresAt.toISOString(),
          })),
          codesSentTo,
          items,
          charges: entitled ? orderChargesOf(order) : null,
          delivery:
            entitled && order.shippingCity && order.shippingAddress
              ? {
                  city: order.shippingCity,
                  address: order.shippingAddress,
                  notes: order.shippingNotes,
                  daysMin: order.deliveryDaysMin,
                  daysMax: order.deliveryDaysMax,
                  ...windowField(order),
                }
              : null,
        },
        transaction:
          transaction && !entitled
            ? { status: transaction.status, amount: transaction.amount, transactionId: null, visaId: null }
            : (transaction ?? null),
      };
    },
  };
}
export type VerifyOrderService = ReturnType<typeof createVerifyOrderService>;
