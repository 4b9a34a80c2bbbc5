import { desc, eq } from 'drizzle-orm';
import {
  AppError,
  formatMoney,
  formatSignedMoney,
  type AdminGiftCardAdjustBody,
  type AdminGiftCardLedgerResponse,
  type StoreGiftCardBalanceResponse,
} from '@matjar/core';
import { giftCardLedger, orders, type Db, type GiftCodeVault } from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { findShopCardByCode, lockCard, moveBalance } from './gift-card-ledger.js';
import { createGiftCardListRepository } from './gift-card-list-repository.js';

/**
 * The shop gift card's balance (decision 046): the storefront's public check, and the back office's history
 * and adjustment. Codes are looked for by their keyed hash's unique index and never written to a log line.
 */
export function createGiftCardBalanceService(deps: { db: Db; now: () => Date; vault: GiftCodeVault }) {
  const { db, now, vault } = deps;

  /**
   * The balance of the card with this whole code. Unknown codes, parts of codes, brand cards and void cards
   * all get the same answer, so the page tells a guesser nothing but "not this one".
   */
  async function check(typed: string): Promise<StoreGiftCardBalanceResponse> {
    const card = await findShopCardByCode(db, vault, typed);
    if (!card || card.voidedAt !== null) throw new AppError('GIFT_CARD_BALANCE_UNKNOWN');
    return {
      success: true,
      balance: card.balance,
      expires_at: card.expiresAt.toISOString(),
      expired: card.expiresAt.getTime() <= now().getTime(),
    };
  }

  async function history(cardId: number): Promise<AdminGiftCardLedgerResponse> {
    const [card] = await createGiftCardListRepository(db).loadAdminGiftCards([cardId], now());
    if (!card) throw new AppError('GIFT_CARD_NOT_FOUND');
    const rows = await db
      .select({
        entry: giftCardLedger,
        orderNumber: orders.orderNumber,
        shortNumber: orders.shortNumber,
      })
      .from(giftCardLedger)
      .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
      .where(eq(giftCardLedger.giftCardId, cardId))
      .orderBy(desc(giftCardLedger.createdAt), desc(giftCardLedger.id));
    return {
      gift_card: card,
      entries: rows.map(({ entry, orderNumber, shortNumber }) => ({
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        order_id: entry.orderId,
        order_number: orderNumber,
        short_number: shortNumber,
        reason: entry.reason,
        username: entry.username,
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }

  /** A staff correction, signed, with its reason, audited; refused when it would take the balance under 0. */
  async function adjust(actor: ActivityActor, cardId: number, body: AdminGiftCardAdjustBody) {
    await db.transaction(async (tx) => {
      const card = await lockCard(tx, cardId);
      if (!card) throw new AppError('GIFT_CARD_NOT_FOUND');
      if (!card.shopCode) throw new AppError('GIFT_CARD_NOT_SPENDABLE');
      if (card.voidedAt !== null) throw new AppError('GIFT_CARD_VOIDED');
      const after = await moveBalance(tx, {
        giftCardId: card.id,
        kind: 'adjust',
        amount: body.amount,
        reason: body.reason,
        actor: { id: actor.id, username: actor.username },
      });
      if (after === null) {
        throw new AppError('GIFT_CARD_ADJUST_BELOW_ZERO', { max: (card.balance / 100).toFixed(2) });
      }
      // The log names the card by its id and the amounts, never its code.
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'gift_card',
        entityId: card.id,
        entityName: `gift card #${card.id}`,
        old: { balance: card.balance },
        new: { balance: after, adjustment: body.amount, reason: body.reason },
        description: `Adjusted the balance of gift card #${card.id} by ${formatSignedMoney(body.amount, 'en')} (now ${formatMoney(after, 'en')}): ${body.reason}`,
      });
    });
    return history(cardId);
  }

  return { check, history, adjust };
}

export type GiftCardBalanceService = ReturnType<typeof createGiftCardBalanceService>;
