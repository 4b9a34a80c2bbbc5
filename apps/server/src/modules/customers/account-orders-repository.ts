import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { giftCardCodes, giftCards, orderItems, orders, type Db, type GiftCodeVault } from '@matjar/db';
import { cardCode } from '../gift-cards/index.js';
import type { StoreAccountOrder } from '@matjar/core';

/** The newest orders shown on the account page; older ones are rare for a shop customer. */
export const ACCOUNT_ORDERS_LIMIT = 100;

/**
 * SQL for "my orders": the customer's orders placed while signed in. Guest orders joined to the customer by
 * phone or e-mail stay in the back office only (decision 021): a sign-up does not prove owning either.
 */
export function createAccountOrdersRepository(db: Db, vault: GiftCodeVault) {
  return {
    async listForCustomer(customerId: number): Promise<StoreAccountOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.placedSignedIn, true)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ACCOUNT_ORDERS_LIMIT);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const items = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id));
      // Codes only of paid gift-card orders (D11): an unpaid order must not reveal a usable code.
      const paidGiftOrders = rows
        .filter((row) => row.isGiftCardOrder && row.paymentStatus === 'completed')
        .map((row) => row.id);
      const cards =
        paidGiftOrders.length === 0
          ? []
          : (
              await db
                .select({ card: giftCards, secret: giftCardCodes.secret })
                .from(giftCards)
                .leftJoin(giftCardCodes, eq(giftCardCodes.id, giftCards.inventoryCodeId))
                .where(and(inArray(giftCards.orderId, paidGiftOrders), isNull(giftCards.voidedAt)))
                .orderBy(asc(giftCards.id))
            ).map(({ card, secret }) => ({
              ...card,
              code: cardCode(vault, { codeSealed: card.codeSealed, secret }).code,
            }));

      return rows.map((row) => ({
        orderNumber: row.orderNumber,
        shortNumber: row.shortNumber,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        isGiftCardOrder: row.isGiftCardOrder,
        subtotal: row.subtotal,
        discountAmount: row.discountAmount,
        shippingFee: row.shippingFee,
        totalAmount: row.totalAmount,
        items: items
          .filter((item) => item.orderId === row.id)
          .map((item) => ({
            productId: item.productId,
            productName: item.productName,
            productNameEn: item.productNameEn,
            variantName: item.variantName,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            totalPrice: item.totalPrice,
          })),
        giftCards: cards
          .filter((card) => card.orderId === row.id)
          .map((card) => ({
            productName: card.productName,
            productNameEn: items.find((item) => item.id === card.orderItemId)?.productNameEn ?? null,
            value: card.denomination,
            code: card.code,
            expiresAt: card.expiresAt.toISOString(),
          })),
      }));
    },
  };
}

export type AccountOrdersRepository = ReturnType<typeof createAccountOrdersRepository>;
