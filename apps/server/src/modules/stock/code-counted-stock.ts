import { sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  GIFT_CARD_BRAND_PREFIXES,
  GIFT_CARD_CATEGORY_ID,
  isSoldOut,
  stockShownDiffers,
} from '@matjar/core';
import { executePrepared, type Db, type DbTransaction, type STOCK_MOVEMENT_REASONS } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { idArray } from '../../sql/id-array.js';
import { queueRestockAlerts } from '../restock/index.js';

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

/** One brand card value whose stock follows its codes: a product, and its variant when it has values. */
export interface CodeStockRow {
  productId: number;
  variantId: number | null;
}

/** One card value's key: a product's variant, or the product itself when it has none. */
export const cardValueKey = (row: CodeStockRow): string => `${row.productId}:${row.variantId ?? 0}`;

/** Of these products, the ones sold from codes (one query; none asked, none run). */
export async function productsSoldFromCodes(
  tx: DbTransaction,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const p = sql.raw('p');
  const { rows } = await executePrepared<{ id: number }>(
    tx,
    'products-sold-from-codes',
    sql`SELECT p.id FROM products p WHERE p.id = ANY(${idArray([...new Set(productIds)])}) AND ${sellsFromCodes(p)}`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Holds `quantity` available codes of one card value for an unpaid order (status `reserved`), skipping the
 * rows other checkouts are taking (FOR UPDATE SKIP LOCKED): buyers of one card never wait for each other, and
 * a code is held by one order or none. Returns how many it held; fewer than asked means the card is short
 * (the caller refuses the order and its transaction gives back what was held).
 */
export async function holdCodes(
  tx: DbTransaction,
  line: CodeStockRow & { quantity: number; orderId: number },
): Promise<number> {
  const { rows } = await executePrepared<{ id: number }>(
    tx,
    'gift-codes-hold',
    sql`
    UPDATE gift_card_codes c SET status = 'reserved', order_id = ${line.orderId}::int, reserved_at = now()
    FROM (
      SELECT id FROM gift_card_codes
      WHERE product_id = ${line.productId}::int AND variant_id IS NOT DISTINCT FROM ${line.variantId}::int
        AND status = 'available'
      ORDER BY id LIMIT ${line.quantity}::int
      FOR UPDATE SKIP LOCKED
    ) picked
    WHERE c.id = picked.id
    RETURNING c.id`,
  );
  return rows.length;
}

/** Gives an unpaid order's held codes back to the inventory (its payment failed, expired or was cancelled). */
export async function releaseHeldCodes(tx: DbTransaction, orderId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE gift_card_codes SET status = 'available', order_id = NULL, reserved_at = NULL
    WHERE order_id = ${orderId} AND status = 'reserved'`);
}

export interface CodeStockRecount {
  /** Products whose stock, or a variant's, now reads differently to shoppers (core stockShownDiffers). */
  shownChanged: Set<number>;
  /** Products that sold out or came back (lists put products in stock first). */
  soldOutOrBack: number[];
  /** Rows that were sold out and now are not: their "notify me" subscribers are e-mailed. */
  back: { productIds: number[]; variantIds: number[] };
}

/**
 * Sets each card value's stock to its count of available codes (the database function
 * gift_code_stock_recount, which writes the difference to the stock ledger under `reason` and the order): one
 * statement per value, its two row locks held for that statement only when `handle` is the pool (after an
 * order committed), or to the end of the caller's transaction. Values in the ledger's lock order.
 */
export async function recountCodeStock(
  handle: Db | DbTransaction,
  rows: readonly CodeStockRow[],
  context: { reason: 'order_reserved' | 'payment_released' | 'order_canceled' | 'return'; orderId: number },
): Promise<CodeStockRecount> {
  const unique = new Map(rows.map((row) => [cardValueKey(row), row]));
  const ordered = [...unique.values()].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
  const result: CodeStockRecount = {
    shownChanged: new Set(),
    soldOutOrBack: [],
    back: { productIds: [], variantIds: [] },
  };
  for (const row of ordered) {
    const { rows: counted } = await executePrepared<{
      product_before: number | null;
      product_after: number | null;
      variant_before: number | null;
      variant_after: number | null;
    }>(
      handle,
      'gift-code-stock-recount',
      sql`SELECT * FROM gift_code_stock_recount(${row.productId}::int, ${row.variantId}::int,
        ${context.reason}::text, ${context.orderId}::int)`,
    );
    const moved = counted[0];
    if (!moved || moved.product_before === null || moved.product_after === null) continue;
    const pairs: [number, number][] = [[moved.product_before, moved.product_after]];
    if (moved.variant_before !== null && moved.variant_after !== null) {
      pairs.push([moved.variant_before, moved.variant_after]);
      if (isSoldOut(moved.variant_before) && !isSoldOut(moved.variant_after)) {
        result.back.variantIds.push(row.variantId!);
      }
    }
    if (pairs.some(([before, after]) => stockShownDiffers(before, after))) {
      result.shownChanged.add(row.productId);
    }
    if (isSoldOut(moved.product_before) !== isSoldOut(moved.product_after)) {
      result.soldOutOrBack.push(row.productId);
      if (!isSoldOut(moved.product_after)) result.back.productIds.push(row.productId);
    }
  }
  return result;
}

/**
 * Tells every process what a recount changed, as the stock ledger does for its own moves: the products
 * shown differently, the lists when one sold out or came back, and "notify me" subscribers of a card back in
 * stock (queued in `tx`, the caller's transaction, or a short one of its own after a commit).
 */
export async function announceCodeStock(
  handle: { db: Db } | { tx: DbTransaction },
  recount: CodeStockRecount,
): Promise<void> {
  const target = 'tx' in handle ? handle.tx : handle.db;
  await notifyProductsChanged(target, recount.shownChanged);
  if (recount.soldOutOrBack.length > 0) {
    await notifyProductsChanged(target, recount.soldOutOrBack, { reordered: true });
  }
  const { back } = recount;
  if (back.productIds.length + back.variantIds.length === 0) return;
  if ('tx' in handle) await queueRestockAlerts(handle.tx, back);
  else await handle.db.transaction((tx) => queueRestockAlerts(tx, back));
}
