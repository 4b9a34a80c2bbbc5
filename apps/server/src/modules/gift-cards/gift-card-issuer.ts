import { randomBytes } from 'node:crypto';
import { giftCardExpiry, isShopGiftCard, makeGiftCardCode } from '@matjar/core';
import {
  giftCards,
  openShopCardCode,
  shopCardCodeColumns,
  type DbTransaction,
  type GiftCodeVault,
} from '@matjar/db';
import { issueBalance, type LedgerMove } from './gift-card-ledger.js';
import { issueLineCodes, orderLinesWithCards } from './gift-code-sale.js';

/** Attempts at a fresh code before giving up; a clash needs the same brand, value and 99 random bits. */
const CODE_ATTEMPTS = 8;

export interface IssuedGiftCard {
  code: string;
  /** The brand's PIN or serial, when the code came with one (shown with the code). */
  pin: string | null;
  /** Dirhams. */
  denomination: number;
  productName: string;
  productNameEn: string | null;
  expiresAt: Date;
}

/**
 * The code a card hands out, opened: the one the shop made (sealed on the card row, `codeSealed`), or the
 * brand's, from the inventory (`secret`).
 */
export function cardCode(
  vault: GiftCodeVault,
  card: { codeSealed: string | null; secret: string | null },
): { code: string; pin: string | null } {
  if (card.codeSealed !== null) return { code: openShopCardCode(vault, card.codeSealed), pin: null };
  const opened = vault.open(card.secret!);
  return { code: opened.code, pin: opened.pin ?? opened.serial };
}

/**
 * Issues the gift cards of a paid order (D11, D25): one per card unit bought. A brand card's unit takes the
 * code its checkout held (the brand's code, sealed at rest); the shop's own card (GIFT) gets a code made on
 * the server by core's makeGiftCardCode from crypto.randomBytes (D19), valid one year. Runs inside
 * the payment's transaction; an order that already has cards gets the same ones back, never a second set.
 */
export async function issueGiftCards(
  tx: DbTransaction,
  orderId: number,
  now: Date,
  vault: GiftCodeVault,
  onMissing?: (count: number) => void,
): Promise<IssuedGiftCard[]> {
  const rows = await orderLinesWithCards(tx, orderId);
  const lines = [...new Map(rows.map((row) => [row.itemId, row])).values()];
  const existing = rows.filter((row) => row.cardId !== null).sort((a, b) => a.cardId! - b.cardId!);
  if (existing.length > 0) {
    // A void code no longer counts: its replacement is among the order's cards instead.
    return existing
      .filter((card) => card.cardVoidedAt === null)
      .map((card) => ({
        ...cardCode(vault, { codeSealed: card.cardCodeSealed, secret: card.cardSecret }),
        denomination: card.cardDenomination!,
        productName: card.cardProductName!,
        productNameEn: card.productNameEn,
        expiresAt: card.cardExpiresAt!,
      }));
  }

  const yearOn = giftCardExpiry(now);
  const issued: IssuedGiftCard[] = [];
  for (const line of lines.filter((l) => l.isGiftCard)) {
    const denomination = line.denomination ?? line.unitPrice;
    const card = {
      orderId,
      orderItemId: line.itemId,
      productId: line.productId,
      brandId: line.brandId,
      productName: line.productName,
      denomination,
    };
    const named = { denomination, productName: line.productName, productNameEn: line.productNameEn };
    if (line.productId !== null && !isShopGiftCard(line.brandId)) {
      const codes = await issueLineCodes(
        tx,
        { ...card, productId: line.productId },
        { productId: line.productId, variantId: line.variantId, quantity: line.quantity, orderId },
        yearOn,
      );
      for (const taken of codes) {
        const opened = vault.open(taken.secret);
        issued.push({
          ...named,
          code: opened.code,
          pin: opened.pin ?? opened.serial,
          expiresAt: taken.expiresAt,
        });
      }
      // The stock said the units were there: a code missing means the inventory was changed by hand. The
      // payment stands (the money is taken); the caller logs it and staff hand the code from the order.
      if (codes.length < line.quantity) onMissing?.(line.quantity - codes.length);
      continue;
    }
    for (let unit = 0; unit < line.quantity; unit++) {
      const { code } = await insertUniqueCode(tx, vault, { ...card, expiresAt: yearOn }, { reason: 'sold' });
      issued.push({ ...named, code, pin: null, expiresAt: yearOn });
    }
  }
  return issued;
}

/**
 * Inserts one card under a fresh code (the payment's issue, a void code's replacement, store credit) with its
 * balance's first ledger row (decision 046): the whole value, or `issue.balance` (a replacement carries what
 * was left on the void card; 0 writes no row). The row keeps the code's keyed hash and the code sealed, never
 * the code; the code comes back to the caller once, for the buyer. ON CONFLICT DO NOTHING on the hash's
 * unique index rather than catching the violation: in PostgreSQL a failed statement would abort the whole
 * transaction.
 */
export async function insertUniqueCode(
  tx: DbTransaction,
  vault: GiftCodeVault,
  card: Omit<typeof giftCards.$inferInsert, 'codeHash' | 'codeSealed' | 'createdAt'> & {
    brandId: number | null;
  },
  issue: { balance?: number; reason: string; refundId?: number | null; actor?: LedgerMove['actor'] } = {
    reason: 'sold',
  },
): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = makeGiftCardCode({
      brandId: card.brandId,
      denomination: card.denomination,
      randomBytes: (length) => randomBytes(length),
    });
    const inserted = await tx
      .insert(giftCards)
      .values({ ...card, ...shopCardCodeColumns(vault, code) })
      .onConflictDoNothing({ target: giftCards.codeHash })
      .returning({ id: giftCards.id });
    if (inserted.length > 0) {
      const id = inserted[0]!.id;
      const balance = issue.balance ?? card.denomination;
      if (balance > 0) {
        await issueBalance(tx, id, balance, {
          orderId: card.orderId,
          refundId: issue.refundId ?? null,
          reason: issue.reason,
          actor: issue.actor ?? null,
        });
      }
      return { id, code };
    }
  }
  throw new Error(`could not find a free gift-card code for order ${card.orderId}`);
}
