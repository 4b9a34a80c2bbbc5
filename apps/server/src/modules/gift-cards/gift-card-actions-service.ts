import { eq, sql } from 'drizzle-orm';
import { AppError, maskIssuedGiftCard, type AdminGiftCardVoidResponse } from '@matjar/core';
import {
  giftCardCodes,
  giftCards,
  orderItems,
  orders,
  type Db,
  type DbTransaction,
  type GiftCodeVault,
} from '@matjar/db';
import {
  queueGiftCardCodesResend,
  queueGiftCardReplacement,
  type GiftCardCodesEmail,
} from '../../mail/mail-queue.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { changeStock } from '../stock/index.js';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { insertUniqueCode, issueGiftCards } from './gift-card-issuer.js';
import { takeInventoryCodes } from './gift-code-sale.js';
import { zeroVoidedBalances } from './gift-card-ledger.js';
import { createGiftCardListRepository } from './gift-card-list-repository.js';

/** One card, locked, with what its e-mails need from the order. */
async function lockGiftCard(tx: DbTransaction, id: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card) throw new AppError('GIFT_CARD_NOT_FOUND');
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      shortNumber: orders.shortNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      locale: orders.locale,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, card.orderId));
  const [line] = await tx
    .select({ productNameEn: orderItems.productNameEn, variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.id, card.orderItemId ?? 0));
  return {
    card,
    order: order!,
    productNameEn: line?.productNameEn ?? null,
    variantId: line?.variantId ?? null,
  };
}

/** The e-mail's card as the buyer reads it: the product's name in the order's language. */
function mailCard(
  locale: 'ar' | 'en',
  card: {
    productName: string;
    productNameEn: string | null;
    denomination: number;
    code: string;
    pin?: string | null;
    expiresAt: Date;
  },
) {
  return {
    productName: locale === 'en' ? (card.productNameEn ?? card.productName) : card.productName,
    value: card.denomination,
    code: card.code,
    pin: card.pin ?? null,
    expiresAt: card.expiresAt.toISOString(),
  };
}

/** The gift-cards screen's writes: resend the codes e-mail, void a code and issue its replacement. */
export function createGiftCardActionsService(deps: { db: Db; now: () => Date; vault: GiftCodeVault }) {
  const { db, now, vault } = deps;

  /**
   * A brand code the brand refused: the old one is marked faulty (never handed out again) and the order line
   * takes the next unsold code of the same denomination, one unit off the stock through the ledger.
   */
  async function replaceFromInventory(
    tx: DbTransaction,
    actor: ActivityActor,
    card: typeof giftCards.$inferSelect,
    variantId: number | null,
    reason: string,
  ) {
    await tx
      .update(giftCardCodes)
      .set({ status: 'faulty', faultyAt: sql`now()`, faultyReason: reason })
      .where(eq(giftCardCodes.id, card.inventoryCodeId!));
    if (card.productId === null) throw new AppError('GIFT_CODES_SOLD_OUT', { product: card.productName });
    const line = { productId: card.productId, variantId, delta: -1 };
    // The unit comes off the stock first: the ledger refuses when no unsold code is left to give.
    const { shownChanged } = await changeStock(tx, [line], {
      reason: 'code_replaced',
      orderId: card.orderId,
      actor: { adminUserId: actor.id, username: actor.username },
      note: reason,
      short: () => new AppError('GIFT_CODES_SOLD_OUT', { product: card.productName }),
    });
    const [taken] = await takeInventoryCodes(tx, { ...line, quantity: 1, orderId: card.orderId });
    if (!taken) throw new AppError('GIFT_CODES_SOLD_OUT', { product: card.productName });
    const [inserted] = await tx
      .insert(giftCards)
      .values({
        orderId: card.orderId,
        orderItemId: card.orderItemId,
        productId: card.productId,
        brandId: card.brandId,
        productName: card.productName,
        denomination: card.denomination,
        expiresAt: taken.expires_on ? new Date(`${taken.expires_on}T23:59:59.999+03:00`) : card.expiresAt,
        inventoryCodeId: taken.id,
        replacesId: card.id,
      })
      .returning({ id: giftCards.id, expiresAt: giftCards.expiresAt });
    await notifyProductsChanged(tx, [...shownChanged]);
    const opened = vault.open(taken.secret);
    return {
      id: inserted!.id,
      code: opened.code,
      pin: opened.pin ?? opened.serial,
      expiresAt: inserted!.expiresAt,
    };
  }

  /**
   * Queues the buyer's codes e-mail again (the paid order's template, in the order's language) with the
   * order's codes that still count. `resendKey` names the click, so a repeated request queues nothing more.
   */
  async function resend(actor: ActivityActor, id: number, resendKey: string) {
    return db.transaction(async (tx) => {
      const { card, order } = await lockGiftCard(tx, id);
      if (order.paymentStatus !== 'completed') throw new AppError('GIFT_CARD_NOT_PAID');
      // An order that has cards gets the same ones back, void ones left out (never a second set).
      const cards = await issueGiftCards(tx, card.orderId, now(), vault);
      if (cards.length === 0) throw new AppError('GIFT_CARD_VOIDED');
      const mail: GiftCardCodesEmail = {
        to: order.customerEmail,
        locale: order.locale,
        orderNumber: order.orderNumber,
        shortNumber: order.shortNumber,
        customerName: order.customerName,
        cards: cards.map((issued) => mailCard(order.locale, issued)),
      };
      const queued = await queueGiftCardCodesResend(tx, mail, resendKey);
      if (queued) {
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'gift_card',
          entityId: card.id,
          entityName: `${card.productName} (${order.orderNumber})`,
          new: { codes_resent: cards.length, order_id: card.orderId },
          description: `Resent the gift-card codes of order ${order.orderNumber} to the buyer (${cards.length})`,
        });
      }
      return { success: true as const, codes: cards.length, queued };
    });
  }

  /**
   * Voids a code (lost, leaked) and issues its replacement for the same order line, product and value, in
   * one transaction with the buyer's e-mail and the log entry. The replacement keeps the void code's expiry:
   * a replacement restores what was bought, it does not extend it.
   */
  async function voidAndReplace(
    actor: ActivityActor,
    id: number,
    reason: string,
  ): Promise<AdminGiftCardVoidResponse> {
    const at = now();
    const replacementId = await db.transaction(async (tx) => {
      const { card, order, productNameEn, variantId } = await lockGiftCard(tx, id);
      if (card.voidedAt) throw new AppError('GIFT_CARD_VOIDED');
      await tx
        .update(giftCards)
        .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: actor.username })
        .where(eq(giftCards.id, card.id));
      // What was left to spend moves to the replacement (decision 046): off the void card, onto the new one.
      const left = (await zeroVoidedBalances(tx, [card.id], `replaced: ${reason}`, actor)).get(card.id) ?? 0;
      // A brand's code is replaced by the next one bought from the brand; the shop's own card by a new code.
      const replacement =
        card.inventoryCodeId !== null
          ? await replaceFromInventory(tx, actor, card, variantId, reason)
          : {
              ...(await insertUniqueCode(
                tx,
                vault,
                {
                  orderId: card.orderId,
                  orderItemId: card.orderItemId,
                  productId: card.productId,
                  brandId: card.brandId,
                  productName: card.productName,
                  denomination: card.denomination,
                  expiresAt: card.expiresAt,
                  replacesId: card.id,
                },
                { balance: left, reason: `replaces card #${card.id}`, actor },
              )),
              pin: null,
              expiresAt: card.expiresAt,
            };
      await queueGiftCardReplacement(
        tx,
        {
          to: order.customerEmail,
          locale: order.locale,
          orderNumber: order.orderNumber,
          shortNumber: order.shortNumber,
          customerName: order.customerName,
          occasion: 'replaced',
          // The e-mail names the code it replaces, masked as staff see it: never the void code itself.
          replaces: maskIssuedGiftCard(card),
          cards: [
            mailCard(order.locale, {
              ...card,
              productNameEn,
              code: replacement.code,
              pin: replacement.pin,
              expiresAt: replacement.expiresAt,
            }),
          ],
        },
        card.id,
      );
      // The log names both cards and the reason, never a code.
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'gift_card',
        entityId: card.id,
        entityName: `${card.productName} (${order.orderNumber})`,
        old: { voided: false },
        new: { voided: true, void_reason: reason, replacement_id: replacement.id, order_id: card.orderId },
        description: `Voided gift card #${card.id} of order ${order.orderNumber} and issued #${replacement.id} in its place`,
      });
      return replacement.id;
    });
    const [voided, replacement] = await createGiftCardListRepository(db).loadAdminGiftCards(
      [id, replacementId],
      at,
    );
    return { voided: voided!, replacement: replacement! };
  }

  return { resend, voidAndReplace };
}

export type GiftCardActionsService = ReturnType<typeof createGiftCardActionsService>;
