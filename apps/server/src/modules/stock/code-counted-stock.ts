import { sql, type SQL } from 'drizzle-orm';
import { AppError, GIFT_CARD_BRAND_PREFIXES, GIFT_CARD_CATEGORY_ID } from '@matjar/core';
import type { DbTransaction, STOCK_MOVEMENT_REASONS } from '@matjar/db';
import { idArray } from '../../sql/id-array.js';

type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Brand ids whose gift cards sell from the code inventory (core's prefixes; any other card is the shop's own). */
const BRAND_CARD_IDS = Object.keys(GIFT_CARD_BRAND_PREFIXES).map(Number);

/**
 * Whether product `p` is a brand gift card, whose stock is its count of unsold codes: a brand with a code prefix
 * of its own, and the gift-card category as its main category or one of its links. The same test as the code
 * inventory's list (core's isShopGiftCard says the rest are the shop's own card).
 */
export const sellsFromCodes = (p: SQL) => sql`(
  ${p}.brand_id = ANY(${idArray(BRAND_CARD_IDS)}) AND (${p}.category_id = ${GIFT_CARD_CATEGORY_ID} OR EXISTS (
    SELECT 1 FROM product_categories pc WHERE pc.product_id = ${p}.id AND pc.category_id = ${GIFT_CARD_CATEGORY_ID})))`;

/**
 * The reasons a person types a number for: the product form, the stock dialog, the variant grid, the
 * products CSV. Codes loaded, orders and their releases, returns and replacements move code-counted stock too,
 * and stay allowed: each follows a code.
 */
const HAND_TYPED: ReadonlySet<StockMovementReason> = new Set(['manual_adjustment', 'import', 'initial']);

/**
 * Refuses, before anything moves, a typed stock level for a brand gift card: its stock is the number of its
 * codes not yet sold, raised only by loading codes, so a typed number would promise cards no code stands
 * behind (or hide codes that are there). Answers 409 GIFT_CARD_STOCK_FROM_CODES naming the card.
 */
export async function refuseTypedCodeStock(
  tx: DbTransaction,
  reason: StockMovementReason,
  productIds: readonly number[],
): Promise<void> {
  if (!HAND_TYPED.has(reason) || productIds.length === 0) return;
  const p = sql.raw('p');
  const { rows } = await tx.execute<{ name: string; name_en: string | null }>(sql`
    SELECT p.name, p.name_en FROM products p
    WHERE p.id = ANY(${idArray([...new Set(productIds)])}) AND ${sellsFromCodes(p)}
    ORDER BY p.id LIMIT 1`);
  const card = rows[0];
  if (card) {
    throw new AppError('GIFT_CARD_STOCK_FROM_CODES', {
      product: card.name_en ?? card.name,
      productAr: card.name,
    });
  }
}
