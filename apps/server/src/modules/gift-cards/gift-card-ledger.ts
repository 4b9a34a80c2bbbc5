import { sql } from 'drizzle-orm';
import { AppError, isShopGiftCard, type GiftCardLedgerKind } from '@matjar/core';
import { shopCardLookupHash, type Db, type DbTransaction, type GiftCodeVault } from '@matjar/db';

/**
 * The balance ledger of the shop's own gift cards (decision 046). Every movement is one row of
 * `gift_card_ledger` written by the same statement that moves `gift_cards.balance`, so the two always agree
 * and the card row's lock orders concurrent movements. Spending locks the card row first (FOR UPDATE) and
 * reads its balance under the lock: two orders racing for one balance queue, and the second sees what the
 * first left. No code is written or logged here: cards are named by their id.
 */

/** A shop card as a spend or a balance check reads it, locked or not. */
export interface ShopCard {
  id: number;
  balance: number;
  expiresAt: Date;
  voidedAt: Date | null;
  brandId: number | null;
  denomination: number;
  /** A code the shop made (kept hashed and sealed); false for a brand's code from the inventory. */
  shopCode: boolean;
}

interface RawShopCard extends Record<string, unknown> {
  id: number;
  balance: number;
  expires_at: string | Date;
  voided_at: string | Date | null;
  brand_id: number | null;
  denomination: number;
  shop_code: boolean;
}

const SHOP_CARD_COLUMNS = sql`id, balance, expires_at, voided_at, brand_id, denomination,
  code_hash IS NOT NULL AS shop_code`;

const toShopCard = (row: RawShopCard): ShopCard => ({
  id: row.id,
  balance: Number(row.balance),
  expiresAt: new Date(row.expires_at),
  voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
  brandId: row.brand_id,
  denomination: Number(row.denomination),
  shopCode: row.shop_code,
});

/**
 * The card whose whole code this is (typed in any case, with or without dashes, Arabic-Indic digits folded),
 * through the unique index on the keyed hash of the code folded (no code is stored in the clear); none for a
 * part of a code or a brand's card. `lock` takes the card row's lock for the rest of the transaction.
 */
export async function findShopCardByCode(
  db: Db | DbTransaction,
  vault: GiftCodeVault,
  typed: string,
  lock = false,
): Promise<ShopCard | undefined> {
  const hash = shopCardLookupHash(vault, typed);
  if (hash === null) return undefined;
  const { rows } = await db.execute<RawShopCard>(sql`
    SELECT ${SHOP_CARD_COLUMNS} FROM gift_cards WHERE code_hash = ${hash} ${lock ? sql`FOR UPDATE` : sql``}`);
  const card = rows[0] ? toShopCard(rows[0]) : undefined;
  return card && isShopGiftCard(card.brandId) ? card : undefined;
}

/** The card row by id, locked for the rest of the transaction. */
export async function lockCard(tx: DbTransaction, cardId: number): Promise<ShopCard | undefined> {
  const { rows } = await tx.execute<RawShopCard>(sql`
    SELECT ${SHOP_CARD_COLUMNS} FROM gift_cards WHERE id = ${cardId} FOR UPDATE`);
  return rows[0] ? toShopCard(rows[0]) : undefined;
}

/** Whether the card can be spent now: the shop's own, not void, not expired. */
export function refuseUnspendable(card: ShopCard, now: Date): void {
  if (!card.shopCode || !isShopGiftCard(card.brandId)) throw new AppError('GIFT_CARD_NOT_SPENDABLE');
  if (card.voidedAt !== null) throw new AppError('GIFT_CARD_BALANCE_UNKNOWN');
  if (card.expiresAt.getTime() <= now.getTime()) throw new AppError('GIFT_CARD_EXPIRED');
}

export interface LedgerMove {
  giftCardId: number;
  kind: GiftCardLedgerKind;
  /** Signed dirhams, never 0. */
  amount: number;
  orderId?: number | null;
  refundId?: number | null;
  reason?: string | null;
  actor?: { id: number | null; username: string } | null;
}

/**
 * Moves a card's balance and writes its ledger row in one statement. Answers the balance after, or null when
 * the move would take the balance under 0 (nothing is written then).
 */
export async function moveBalance(tx: DbTransaction, move: LedgerMove): Promise<number | null> {
  const { rows } = await tx.execute<{ balance_after: number }>(sql`
    WITH moved AS (
      UPDATE gift_cards SET balance = balance + ${move.amount}
      WHERE id = ${move.giftCardId} AND balance + ${move.amount} >= 0
      RETURNING id, balance
    )
    INSERT INTO gift_card_ledger (gift_card_id, kind, amount, balance_after, order_id, refund_id, reason,
      admin_user_id, username)
    SELECT id, ${move.kind}, ${move.amount}, balance, ${move.orderId ?? null}::int, ${move.refundId ?? null}::int,
      ${move.reason ?? null}, ${move.actor?.id ?? null}::int, ${move.actor?.username ?? null}
    FROM moved
    RETURNING balance_after`);
  return rows[0] ? Number(rows[0].balance_after) : null;
}

/** A new card's first row: its whole value (sold), or the store credit a refund gave. */
export async function issueBalance(
  tx: DbTransaction,
  giftCardId: number,
  amount: number,
  detail: Omit<LedgerMove, 'giftCardId' | 'kind' | 'amount'> = {},
): Promise<void> {
  await moveBalance(tx, { giftCardId, kind: 'issue', amount, ...detail });
}

/**
 * Gives back what an order's spend took, once (an expired or cancelled card payment, a canceled order), and
 * sets the order's gift-card part to 0. A second call finds nothing left to release. Answers the dirhams
 * given back.
 */
export async function releaseOrderSpend(tx: DbTransaction, orderId: number, reason: string): Promise<number> {
  const { rows } = await tx.execute<{ gift_card_id: number; spent: number }>(sql`
    SELECT l.gift_card_id, -sum(l.amount)::int AS spent FROM gift_card_ledger l
    WHERE l.order_id = ${orderId} AND l.kind IN ('spend', 'release')
    GROUP BY l.gift_card_id HAVING sum(l.amount) < 0
    ORDER BY l.gift_card_id`);
  let released = 0;
  for (const row of rows) {
    // The card row is locked by the balance's update: a spend racing on the same card waits for this one.
    await moveBalance(tx, {
      giftCardId: row.gift_card_id,
      kind: 'release',
      amount: row.spent,
      orderId,
      reason,
    });
    released += row.spent;
  }
  if (released > 0) {
    await tx.execute(sql`UPDATE orders SET gift_card_amount = 0, updated_at = now() WHERE id = ${orderId}`);
  }
  return released;
}

/** Voided cards keep no balance: what was left goes off with a 'void' row (a replacement is issued its own). */
export async function zeroVoidedBalances(
  tx: DbTransaction,
  cardIds: readonly number[],
  reason: string,
  actor: { id: number | null; username: string } | null,
): Promise<Map<number, number>> {
  const left = new Map<number, number>();
  for (const id of cardIds) {
    const card = await lockCard(tx, id);
    if (!card || card.balance <= 0) continue;
    await moveBalance(tx, { giftCardId: id, kind: 'void', amount: -card.balance, reason, actor });
    left.set(id, card.balance);
  }
  return left;
}

/** The card that paid an order and how much (its id only: the card's code is sealed, and never needed here). */
export async function orderGiftCardPayment(
  db: Db | DbTransaction,
  orderId: number,
): Promise<{ giftCardId: number; amount: number } | undefined> {
  const { rows } = await db.execute<{ gift_card_id: number; amount: number }>(sql`
    SELECT l.gift_card_id, -l.amount AS amount FROM gift_card_ledger l
    WHERE l.order_id = ${orderId} AND l.kind = 'spend' ORDER BY l.id LIMIT 1`);
  const row = rows[0];
  return row ? { giftCardId: row.gift_card_id, amount: Number(row.amount) } : undefined;
}
