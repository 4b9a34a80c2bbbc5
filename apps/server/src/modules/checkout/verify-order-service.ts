import { AppError, type StoreVerifyOrderResponse } from '@matjar/core';
import type { OrderRepository } from './order-repository.js';
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
 * the payment has completed (D11).
 */
export function createVerifyOrderService(orders: OrderRepository) {
  return {
    async verify(orderNumber: string, access: VerifyOrderAccess): Promise<StoreVerifyOrderResponse> {
      const order = await orders.findByNumber(orderNumber);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const entitled =
        orderTokenMatches(access.orderToken, order.accessTokenHash) ||
        (access.customerId !== null && order.placedSignedIn && order.customerId === access.customerId);
      const [transaction, cards, items] = await Promise.all([
        orders.latestTransaction(order.orderNumber),
        entitled && order.paymentStatus === 'completed' ? orders.giftCardsOf(order.id) : Promise.resolve([]),
        entitled ? orders.itemsOf(order.id) : Promise.resolve([]),
      ]);
      const english = order.locale === 'en';
      return {
        success: true,
        order: {
          orderNumber: order.orderNumber,
          shortNumber: order.shortNumber,
          customerName: entitled ? order.customerName : '',
          customerEmail: entitled ? order.customerEmail : '',
          totalAmount: order.totalAmount,
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
          items,
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
