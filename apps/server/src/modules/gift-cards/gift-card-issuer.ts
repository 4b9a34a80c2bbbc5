import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { giftCardExpiry, isShopGiftCard, makeGiftCardCode } from '@matjar/core';
import {
  giftCardCodes,
  giftCards,
  orderItems,
  productVariants,
  products,
  type DbTransaction,
  type GiftCodeVault,
} from '@matjar/db';

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

/** A brand code's expiry date as an instant: the end of that day in Doha (UTC+3). */
function endOfDohaDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+03:00`);
}

/** The code a card hands out: the one the shop made, or the brand's, opened from the inventory. */
export function cardCode(
  vault: GiftCodeVault,
  card: { code: string | null; secret: string | null },
): { code: string; pin: string | null } {
  if (card.code !== null) return { code: card.code, pin: null };
  const opened = vault.open(card.secret!);
  return { code: opened.code, pin: opened.pin ?? opened.serial };
}

/**
 * Takes `quantity` unsold codes of one brand card's denomination for an order, skipping the rows another
 * transaction is taking (FOR UPDATE SKIP LOCKED): concurrent payments never share a code, and none waits for
 * another. The units were held by the order's stock reservation, so the codes are there; fewer come back
 * only when the inventory was changed behind the ledger's back.
 */
export async function takeInventoryCodes(
  tx: DbTransaction,
  line: { productId: number; variantId: number | null; quantity: number; orderId: number },
) {
  const { rows } = await tx.execute<{ id: number; secret: string; expires_on: string | null }>(sql`
    UPDATE gift_card_codes c SET status = 'sold', order_id = ${line.orderId}, sold_at = now()
    FROM (
      SELECT id FROM gift_card_codes
      WHERE product_id = ${line.productId} AND variant_id IS NOT DISTINCT FROM ${line.variantId}::int
        AND status = 'available'
      ORDER BY id LIMIT ${line.quantity}
      FOR UPDATE SKIP LOCKED
    ) picked
    WHERE c.id = picked.id
    RETURNING c.id, c.secret, c.expires_on`);
  return rows;
}

/**
 * Issues the gift cards of a paid order (D11, D25): one per card unit bought. A brand card's unit takes one
 * unsold code from the inventory (the brand's code, sealed at rest); the shop's own card (GIFT) gets a code
 * made on the server by core's makeGiftCardCode from crypto.randomBytes (D19), valid one year. Runs inside
 * the payment's transaction; an order that already has cards gets the same ones back, never a second set.
 */
export async function issueGiftCards(
  tx: DbTransaction,
  orderId: number,
  now: Date,
  vault: GiftCodeVault,
  onMissing?: (count: number) => void,
): Promise<IssuedGiftCard[]> {
  const lines = await tx
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      productNameEn: orderItems.productNameEn,
      quantity: orderItems.quantity,
      isGiftCard: orderItems.isGiftCard,
      unitPrice: orderItems.unitPrice,
      denomination: productVariants.denomination,
      brandId: products.brandId,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const names = new Map(lines.map((line) => [line.itemId, line]));

  const existing = await tx
    .select({
      id: giftCards.id,
      code: giftCards.code,
      secret: giftCardCodes.secret,
      orderItemId: giftCards.orderItemId,
      denomination: giftCards.denomination,
      productName: giftCards.productName,
      expiresAt: giftCards.expiresAt,
      voidedAt: giftCards.voidedAt,
    })
    .from(giftCards)
    .leftJoin(giftCardCodes, eq(giftCardCodes.id, giftCards.inventoryCodeId))
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  if (existing.length > 0) {
    // A void code no longer counts: its replacement is among the order's cards instead.
    return existing
      .filter((card) => card.voidedAt === null)
      .map((card) => ({
        ...cardCode(vault, card),
        denomination: card.denomination,
        productName: card.productName,
        productNameEn: names.get(card.orderItemId)?.productNameEn ?? null,
        expiresAt: card.expiresAt,
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
      const codes = await takeInventoryCodes(tx, {
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        orderId,
      });
      for (const taken of codes) {
        const expiresAt = taken.expires_on ? endOfDohaDay(taken.expires_on) : yearOn;
        await tx.insert(giftCards).values({ ...card, inventoryCodeId: taken.id, expiresAt });
        const opened = vault.open(taken.secret);
        issued.push({ ...named, code: opened.code, pin: opened.pin ?? opened.serial, expiresAt });
      }
      // The stock said the units were there: a code missing means the inventory was changed by hand. The
      // payment stands (the money is taken); the caller logs it and staff hand the code from the order.
      if (codes.length < line.quantity) onMissing?.(line.quantity - codes.length);
      continue;
    }
    for (let unit = 0; unit < line.quantity; unit++) {
      const { code } = await insertUniqueCode(tx, { ...card, expiresAt: yearOn });
      issued.push({ ...named, code, pin: null, expiresAt: yearOn });
    }
  }
  return issued;
}

/**
 * Inserts one card under a fresh code (the payment's issue, and a void code's replacement). ON CONFLICT DO
 * NOTHING rather than catching the unique violation: in PostgreSQL a failed statement would abort the whole
 * transaction.
 */
export async function insertUniqueCode(
  tx: DbTransaction,
  card: Omit<typeof giftCards.$inferInsert, 'code' | 'createdAt'> & { brandId: number | null },
): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = makeGiftCardCode({
      brandId: card.brandId,
      denomination: card.denomination,
      randomBytes: (length) => randomBytes(length),
    });
    const inserted = await tx
      .insert(giftCards)
      .values({ ...card, code })
      .onConflictDoNothing({ target: giftCards.code })
      .returning({ id: giftCards.id });
    if (inserted.length > 0) return { id: inserted[0]!.id, code };
  }
  throw new Error(`could not find a free gift-card code for order ${card.orderId}`);
}
