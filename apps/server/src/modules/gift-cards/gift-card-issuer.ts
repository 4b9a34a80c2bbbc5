import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { giftCardExpiry, makeGiftCardCode } from '@matjar/core';
import { giftCards, orderItems, productVariants, products, type DbTransaction } from '@matjar/db';

/** Attempts at a fresh code before giving up; a clash needs the same brand, value and 99 random bits. */
const CODE_ATTEMPTS = 8;

export interface IssuedGiftCard {
  code: string;
  /** Dirhams. */
  denomination: number;
  productName: string;
  productNameEn: string | null;
  expiresAt: Date;
}

/**
 * Issues the gift cards of a paid order (D11): one code per card unit bought, made on the server by core's
 * makeGiftCardCode from crypto.randomBytes (D19: nothing of the code follows from the time), valid one year, value = the variant's denomination (else the unit price). Runs inside
 * the payment's transaction; an order that already has cards gets the same ones back, never a second set.
 */
export async function issueGiftCards(
  tx: DbTransaction,
  orderId: number,
  now: Date,
): Promise<IssuedGiftCard[]> {
  const lines = await tx
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
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
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  if (existing.length > 0) {
    // A void code no longer counts (issue 15): its replacement is among the order's cards instead.
    return existing
      .filter((card) => card.voidedAt === null)
      .map((card) => ({
        code: card.code,
        denomination: card.denomination,
        productName: card.productName,
        productNameEn: names.get(card.orderItemId)?.productNameEn ?? null,
        expiresAt: card.expiresAt,
      }));
  }

  const expiresAt = giftCardExpiry(now);
  const issued: IssuedGiftCard[] = [];
  for (const line of lines.filter((l) => l.isGiftCard)) {
    const denomination = line.denomination ?? line.unitPrice;
    for (let unit = 0; unit < line.quantity; unit++) {
      const { code } = await insertUniqueCode(tx, {
        orderId,
        orderItemId: line.itemId,
        productId: line.productId,
        brandId: line.brandId,
        productName: line.productName,
        denomination,
        expiresAt,
      });
      issued.push({
        code,
        denomination,
        productName: line.productName,
        productNameEn: line.productNameEn,
        expiresAt,
      });
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
